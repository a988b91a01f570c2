'use client';

import { useMemo } from 'react';
import { scopeOf } from '../exam-scope';
import { GroupNewView } from './group-new-view';
import { QuestionPageView } from './question-page-view';

const useGrammarScope = () => useMemo(() => scopeOf({ kind: 'grammar' }), []);

/** `/testgrammar/detail/{id}/new`. */
export function GrammarGroupNewScreen({ testId }: { testId: number }) {
  return <GroupNewView scope={useGrammarScope()} testId={testId} />;
}

/** `/testgrammar/detail/{id}/detailquestion/new` and `…/{questionId}/edit`. */
export function GrammarQuestionScreen({ testId, questionId }: { testId: number; questionId?: number }) {
  return <QuestionPageView key={questionId ?? 'new'} scope={useGrammarScope()} testId={testId} questionId={questionId} />;
}
