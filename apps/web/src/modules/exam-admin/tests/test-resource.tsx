import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { OnlineTestCreateSchema, OnlineTestUpdateSchema, type OnlineTest, type OnlineTestLesson } from '@lexam/contracts';
import type { ComponentType } from 'react';
import { paths } from '@web/lib/routes';
import { defineResource, type ResourceDefinition } from '@web/modules/resource';
import { LESSON_KEY, TEST_KEY, type IeltsSkill } from '../exam-admin-keys';
import { ExportTestAction } from './export-test-action';

/** The tab of every lesson at once. */
export const ALL_LESSONS = 'all';

/**
 * The tests of one skill as a generic resource list: one tab per lesson (the lesson filter), the
 * counts an editor needs (questions, published, attempts) and the actions of ROUTES.md (edit,
 * details, practice, export). The form is the tree editor, not the generic form.
 */
export function testResource({ skill, lessons, headerActions }: { skill: IeltsSkill; lessons: OnlineTestLesson[]; headerActions: ComponentType }): ResourceDefinition<OnlineTest> {
  const screens = paths.dashboard.onlineTest.ielts(skill);
  const lessonOf = (tab?: string) => (tab && tab !== ALL_LESSONS ? tab : undefined);
  return defineResource<OnlineTest>({
    key: TEST_KEY,
    entity: 'IeltsOnlineTest',
    permission: 'ielts-online-test',
    ns: 'exam-admin',
    labels: { list: `skill.${skill}Tests`, create: 'editor.newTitle', edit: 'editor.editTitle' },
    breadcrumbs: [{ label: 'crumbs.dashboard', href: paths.dashboard.root }],
    paths: screens,
    rowLabel: (row) => row.name,
    invalidates: [LESSON_KEY],
    calls: {
      list: ({ pageIndex, pageSize, searchByName, sort, tab }) => ({ method: 'GET', url: 'IeltsOnlineTest', params: { pageIndex, pageSize, searchByName, sort, skill, lessonId: lessonOf(tab) } }),
      report: ({ searchByName, sort, tab }) => ({ method: 'POST', url: 'IeltsOnlineTest/report', params: { searchByName, sort, skill, lessonId: lessonOf(tab) } }),
    },
    list: {
      defaultSort: 'sortOrder',
      searchLabel: 'tests.search',
      headerActions,
      tabs: [{ value: ALL_LESSONS, label: 'tests.allLessons' }, ...lessons.map((lesson) => ({ value: String(lesson.id), label: 'tests.lesson', text: lesson.name }))],
      columns: [
        { field: 'name', label: 'tests.fields.name', sortable: true, flex: 1.5, minWidth: 180 },
        { field: 'lessonName', label: 'tests.fields.lesson', flex: 1, minWidth: 140 },
        { field: 'questionCount', label: 'tests.fields.questions', kind: 'number', width: 100 },
        { field: 'isPublished', label: 'tests.fields.published', kind: 'boolean', width: 100 },
        { field: 'attemptCount', label: 'tests.fields.attempts', kind: 'number', width: 100 },
      ],
      rowActions: [
        { id: 'details', label: 'tests.actions.details', icon: <BarChartRoundedIcon />, href: (row) => screens.details(row.id) },
        { id: 'practice', label: 'tests.actions.practice', icon: <PlayCircleOutlineRoundedIcon />, href: (row) => screens.practice(row.id) },
        { id: 'export', label: 'tests.actions.export', icon: <FileDownloadOutlinedIcon />, dialog: ExportTestAction },
      ],
    },
    form: {
      fields: [],
      createSchema: OnlineTestCreateSchema,
      updateSchema: OnlineTestUpdateSchema,
      createDefaults: () => ({}),
      toValues: () => ({}),
    },
  });
}
