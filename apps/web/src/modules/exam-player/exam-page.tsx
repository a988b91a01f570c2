'use client';

import { Suspense } from 'react';
import { paths } from '@web/lib/routes';
import { AttemptView } from './attempt-view';
import { routesOf, type ExamKind, type ExamRoutes, type ExamSkill } from './exam-kind';

/** The routes of the exam screen: the online-test lists of the kind, or the home's reading entry (same screen). */
export function examRoutes({ kind = 'ielts', skill, entry }: { kind?: ExamKind; skill: ExamSkill; entry: 'onlinetest' | 'home' }): ExamRoutes {
  if (entry === 'home') {
    const base = paths.page.homeReadingFullTest;
    return { list: paths.page.onlineTest.ielts.reading.root, exam: base.dofulltest, result: base.result, results: paths.page.onlineTest.ielts.result };
  }
  return routesOf({ kind, skill });
}

/** `…/dofulltest?attemptId=N` (or `?testId=N`) of any kind of online test. */
export function ExamPage({ kind = 'ielts', skill, entry = 'onlinetest' }: { kind?: ExamKind; skill: ExamSkill; entry?: 'onlinetest' | 'home' }) {
  return (
    <Suspense>
      <AttemptView kind={kind} skill={skill} routes={examRoutes({ kind, skill, entry })} />
    </Suspense>
  );
}
