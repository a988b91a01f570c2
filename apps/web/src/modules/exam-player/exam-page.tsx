'use client';

import { Suspense } from 'react';
import type { IeltsSkill as TestSkill } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { AttemptView, type ExamRoutes } from './attempt-view';

/** The routes of the exam screen: the online-test lists, or the home's reading entry (same screen). */
export function examRoutes({ skill, entry }: { skill: TestSkill; entry: 'onlinetest' | 'home' }): ExamRoutes {
  const base = entry === 'home' ? paths.page.homeReadingFullTest : paths.page.onlineTest.ielts[skill];
  return { list: entry === 'home' ? paths.page.onlineTest.ielts.reading.root : base.root, exam: base.dofulltest, result: base.result };
}

/** `…/dofulltest?attemptId=N` (or `?testId=N`). */
export function ExamPage({ skill, entry = 'onlinetest' }: { skill: TestSkill; entry?: 'onlinetest' | 'home' }) {
  return (
    <Suspense>
      <AttemptView skill={skill} routes={examRoutes({ skill, entry })} />
    </Suspense>
  );
}
