import { courseType, type Course } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource';
import { CourseTranslationsField } from './course-translations-field';

/**
 * The course catalogue learners browse on their home: each course's English name and description,
 * their translations into the other interface languages, its skill and whether it is published.
 */
export const courseResource = defineContentResource<Course>(courseType, {
  key: 'course',
  labelKey: 'courses',
  ns: 'system',
  labels: { list: 'courses.title', create: 'courses.create', edit: 'courses.edit' },
  breadcrumbs: [{ label: 'crumbs.dashboard', href: paths.dashboard.root }],
  paths: paths.dashboard.courseCatalogue,
  rowLabel: (row) => row.name,
  list: {
    // Ordered from the course's own sortOrder; the screen has no move buttons.
    ordered: false,
    searchLabel: 'courses.search',
  },
  columns: [
    { field: 'name', label: 'fields.name', minWidth: 180 },
    { field: 'skill', minWidth: 110, render: ({ row, t }) => t(`system:courses.skills.${row.skill}`) },
    { field: 'description', label: 'fields.description', flex: 2, minWidth: 200 },
    { field: 'translations', label: 'courses.fields.translated', minWidth: 120, value: (row) => Object.keys(row.translations).map((language) => language.toUpperCase()), kind: 'chips' },
    { field: 'isPublished', label: 'courses.fields.published', width: 110 },
    { field: 'sortOrder', label: 'courses.fields.sortOrder', width: 90 },
  ],
  formOrder: ['name', 'skill', 'description', 'code', 'isPublished', 'translations'],
  fields: {
    name: { autoComplete: 'off' },
    skill: { optionLabel: (option, t) => t(`system:courses.skills.${option.value}`) },
    code: { autoComplete: 'off', helper: 'courses.help.code' },
    isPublished: { label: 'courses.fields.published', helper: 'courses.help.published' },
    translations: { component: CourseTranslationsField },
  },
  createDefaults: () => ({ skill: 'reading' }),
});
