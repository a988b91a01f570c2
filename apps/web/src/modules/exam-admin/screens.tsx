'use client';

import type { IeltsSkill } from './exam-admin-keys';
import { TestEditorView } from './editor/test-editor-view';
import { LessonListView } from './lessons/lesson-list-view';
import { StatisticsView } from './statistics/statistics-view';
import { TestListView } from './tests/test-list-view';

/** The client screens the route files (server components) render. */
export function IeltsTestsScreen({ skill }: { skill: IeltsSkill }) {
  return <TestListView skill={skill} />;
}

export function IeltsLessonsScreen({ skill }: { skill: IeltsSkill }) {
  return <LessonListView skill={skill} />;
}

export function IeltsTestEditorScreen({ skill, id }: { skill: IeltsSkill; id?: number }) {
  return <TestEditorView key={id ?? 'new'} skill={skill} id={id} />;
}

export function IeltsTestStatisticsScreen({ skill, id }: { skill: IeltsSkill; id: number }) {
  return <StatisticsView skill={skill} id={id} />;
}
