import { paths } from '@web/lib/routes';
import { AttemptView } from './attempt-view';
import { routesOf, type ExamKind, type ExamRoutes, type ExamSkill } from './exam-kind';
import { attemptIdParam, serverAttempt } from './server-attempt';

/** The routes of the exam screen: the online-test lists of the kind, or the home's reading entry (same screen). */
export function examRoutes({ kind = 'ielts', skill, entry }: { kind?: ExamKind; skill: ExamSkill; entry: 'onlinetest' | 'home' }): ExamRoutes {
  if (entry === 'home') {
    const base = paths.page.homeReadingFullTest;
    return { list: paths.page.onlineTest.ielts.reading.root, exam: base.dofulltest, result: base.result, results: paths.page.onlineTest.ielts.result };
  }
  return routesOf({ kind, skill });
}

export type ExamSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `…/dofulltest?attemptId=N` (or `?testId=N`) of any kind of online test. A signed-in learner's
 * attempt is read on the server, so the first HTML already shows the passage and the questions.
 */
export async function ExamPage({ kind = 'ielts', skill, entry = 'onlinetest', searchParams }: { kind?: ExamKind; skill: ExamSkill; entry?: 'onlinetest' | 'home'; searchParams: ExamSearchParams }) {
  const initial = await serverAttempt({ kind, skill, attemptId: attemptIdParam((await searchParams).attemptId) });
  // No Suspense boundary: the screen is in the shell of the HTML, shown without waiting for a script
  // to reveal it (the page is rendered per request, so useSearchParams needs none).
  return <AttemptView kind={kind} skill={skill} routes={examRoutes({ kind, skill, entry })} initial={initial} />;
}
