'use client';

import { useMemo } from 'react';
import { scopeOf, type ExamScope, type ScopeRef } from './exam-scope';
import { TestEditorView } from './editor/test-editor-view';
import { LessonListView } from './lessons/lesson-list-view';
import { StatisticsView } from './statistics/statistics-view';
import { TestListView } from './tests/test-list-view';

/** The scope of a route reference, the same object while the reference says the same. */
function useScope(ref: ScopeRef): ExamScope {
  const text = JSON.stringify(ref);
  return useMemo(() => scopeOf(JSON.parse(text) as ScopeRef), [text]);
}

/** The client screens the route files (server components) render, for every kind of test. */
export function ExamTestsScreen({ scope }: { scope: ScopeRef }) {
  return <TestListView scope={useScope(scope)} />;
}

export function ExamLessonsScreen({ scope }: { scope: ScopeRef }) {
  return <LessonListView scope={useScope(scope)} />;
}

export function ExamTestEditorScreen({ scope, id }: { scope: ScopeRef; id?: number }) {
  return <TestEditorView key={id ?? 'new'} scope={useScope(scope)} id={id} />;
}

export function ExamTestStatisticsScreen({ scope, id }: { scope: ScopeRef; id: number }) {
  return <StatisticsView scope={useScope(scope)} id={id} />;
}
