import { CourseCreateSchema, CourseUpdateSchema, SKILLS, type Course } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineResource } from '@web/modules/resource';
import { CourseTranslationsField } from './course-translations-field';

/**
 * The course catalogue learners browse on their home: each course's English name and description,
 * their translations into the other interface languages, its skill and whether it is published.
 */
export const courseResource = defineResource<Course>({
  key: 'course',
  entity: 'Course',
  permission: 'course',
  ns: 'system',
  labels: { list: 'courses.title', create: 'courses.create', edit: 'courses.edit' },
  breadcrumbs: [{ label: 'crumbs.dashboard', href: paths.dashboard.root }],
  paths: paths.dashboard.courseCatalogue,
  rowLabel: (row) => row.name,
  list: {
    defaultSort: 'sortOrder',
    searchLabel: 'courses.search',
    columns: [
      { field: 'name', label: 'fields.name', sortable: true, minWidth: 180 },
      { field: 'skill', label: 'courses.fields.skill', minWidth: 110, render: ({ row, t }) => t(`system:courses.skills.${row.skill}`) },
      { field: 'description', label: 'fields.description', flex: 2, minWidth: 200 },
      { field: 'translations', label: 'courses.fields.translated', minWidth: 120, value: (row) => Object.keys(row.translations).map((language) => language.toUpperCase()), kind: 'chips' },
      { field: 'isPublished', label: 'courses.fields.published', kind: 'boolean', width: 110 },
      { field: 'sortOrder', label: 'courses.fields.sortOrder', kind: 'number', sortable: true, width: 90 },
    ],
  },
  form: {
    createSchema: CourseCreateSchema,
    updateSchema: CourseUpdateSchema,
    createDefaults: () => ({ code: '', skill: 'reading', name: '', description: '', isPublished: true, translations: {} }),
    toValues: (row) => ({ code: row.code, skill: row.skill, name: row.name, description: row.description, isPublished: row.isPublished, translations: row.translations }),
    fields: [
      { name: 'name', label: 'courses.fields.name', kind: 'text', autoComplete: 'off' },
      { name: 'skill', label: 'courses.fields.skill', kind: 'select', options: SKILLS.map((skill) => ({ value: skill, label: skill })), optionLabel: (option, t) => t(`system:courses.skills.${option.value}`) },
      { name: 'description', label: 'courses.fields.description', kind: 'multiline' },
      { name: 'code', label: 'courses.fields.code', kind: 'text', autoComplete: 'off', helper: 'courses.help.code' },
      { name: 'isPublished', label: 'courses.fields.published', kind: 'switch', helper: 'courses.help.published' },
      { name: 'translations', label: 'courses.fields.translations', kind: 'custom', component: CourseTranslationsField },
    ],
  },
});
