import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { onlineTestTypes, type Fields, type OnlineTest, type OnlineTestLesson } from '@lexam/contracts';
import type { ComponentType } from 'react';
import { paths } from '@web/lib/routes';
import { defineContentResource, type ResourceDefinition, type ResourceRowAction } from '@web/modules/resource';
import { LESSON_KEY, TEST_KEY } from '../exam-admin-keys';
import { scopeParams, type ExamScope } from '../exam-scope';
import { exportActionFor } from './export-test-action';

/** The tab of every lesson at once. */
export const ALL_LESSONS = 'all';

/** The row actions of ROUTES.md the scope has: statistics, practice (IELTS), export. */
function rowActionsOf(scope: ExamScope): ResourceRowAction<OnlineTest>[] {
  const { details, practice } = scope.screens;
  return [
    ...(details ? [{ id: 'details', label: 'tests.actions.details', icon: <BarChartRoundedIcon />, href: (row: OnlineTest) => details(row.id) }] : []),
    ...(practice ? [{ id: 'practice', label: 'tests.actions.practice', icon: <PlayCircleOutlineRoundedIcon />, href: (row: OnlineTest) => practice(row.id) }] : []),
    { id: 'export', label: 'tests.actions.export', icon: <FileDownloadOutlinedIcon />, dialog: exportActionFor(scope.testEntity) },
  ];
}

/**
 * The tests of one scope as a generic resource list: one tab per lesson (the lesson filter), the
 * counts an editor needs (questions, published, attempts) and the actions of ROUTES.md (edit,
 * details, practice, export). The form is the tree editor, not the generic form.
 */
export function testResource({ scope, lessons, headerActions }: { scope: ExamScope; lessons: OnlineTestLesson[]; headerActions: ComponentType }): ResourceDefinition<OnlineTest> {
  const lessonOf = (tab?: string) => (tab && tab !== ALL_LESSONS ? tab : undefined);
  const filter = scopeParams(scope);
  const type = onlineTestTypes[scope.kind];
  return defineContentResource<OnlineTest>(type as never, {
    key: TEST_KEY,
    ns: 'exam-admin',
    labelKey: 'tests',
    labels: { list: `${scope.titleKey}.tests`, create: 'editor.newTitle', edit: 'editor.editTitle' },
    breadcrumbs: [{ label: 'crumbs.dashboard', href: paths.dashboard.root }],
    paths: { list: scope.screens.list, new: scope.screens.new, edit: scope.screens.edit },
    rowLabel: (row) => row.name,
    invalidates: [LESSON_KEY],
    calls: {
      list: ({ pageIndex, pageSize, searchByName, sort, tab }) => ({ method: 'GET', url: scope.testEntity, params: { pageIndex, pageSize, searchByName, sort, ...filter, lessonId: lessonOf(tab) } }),
      statistics: ({ tab, pageIndex, pageSize }) => ({ method: 'POST', url: `${scope.testEntity}/statistics`, params: { pageIndex, pageSize, ...filter, lessonId: lessonOf(tab) } }),
      report: ({ searchByName, sort, tab }) => ({ method: 'POST', url: `${scope.testEntity}/report`, params: { searchByName, sort, ...filter, lessonId: lessonOf(tab) } }),
    },
    list: {
      defaultSort: 'sortOrder',
      // Tests are ordered within a lesson; the "all lessons" tab mixes lessons, so the list orders by column only.
      ordered: false,
      searchLabel: 'tests.search',
      headerActions,
      tabs: [{ value: ALL_LESSONS, label: 'tests.allLessons' }, ...lessons.map((lesson) => ({ value: String(lesson.id), label: 'tests.lesson', text: lesson.name }))],
      rowActions: rowActionsOf(scope),
    },
    columns: [
      { field: 'name', label: 'tests.fields.name', flex: 1.5, minWidth: 150 },
      { field: 'lessonName', label: 'tests.fields.lesson', flex: 1, minWidth: 140 },
      { field: 'questionCount', label: 'tests.fields.questions', width: 100 },
      { field: 'isPublished', label: 'tests.fields.published', width: 100 },
      { field: 'attemptCount', label: 'tests.fields.attempts', width: 100 },
    ],
    // The form is the tree editor, not the generic form.
    fields: Object.fromEntries(Object.keys(type.fields as Fields).map((name) => [name, { isOmitted: true }])),
  });
}
