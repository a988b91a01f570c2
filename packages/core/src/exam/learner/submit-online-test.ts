import type { ExamKind, ResultSummary } from '@lexam/contracts';
import type { Database } from '@lexam/db';
import { submitAttempt } from '../attempts/submit-attempt';
import { gradeWithParts } from '../attempts/grade-with-parts';
import type { SubmittedAttempt } from '../attempts/types';
import { cachedTestTree } from './test-content-cache';

export { gradeWithParts };

/**
 * Seconds from start to submit, but never past the deadline: a learner who comes back to submit an
 * expired attempt the next day did not take a day. Untimed practice counts to the submit.
 */
export function timeTakenSeconds({ startedAt, submittedAt, deadlineAt }: { startedAt: string; submittedAt: string; deadlineAt: string | null }): number {
  const end = deadlineAt ? Math.min(Date.parse(submittedAt), Date.parse(deadlineAt)) : Date.parse(submittedAt);
  return Math.max(0, Math.round((end - Date.parse(startedAt)) / 1000));
}

/** rawScore / maxScore as a whole percentage (0–100); 0 when there is nothing to mark. */
export function percentOf({ rawScore, maxScore }: { rawScore: number; maxScore: number }): number {
  if (maxScore <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((rawScore * 100) / maxScore)));
}

/** The head of a result: what the results list shows and the detail starts with. */
export function toResultSummary(attempt: SubmittedAttempt, test: { name: string; kind: ResultSummary['kind']; skill: ResultSummary['skill'] }): ResultSummary {
  return {
    id: attempt.id,
    testId: attempt.testId,
    testName: test.name,
    kind: test.kind,
    skill: test.skill,
    mode: attempt.mode,
    rawScore: attempt.result.rawScore,
    maxScore: attempt.result.maxScore,
    band: attempt.result.band,
    scaledScore: attempt.result.scaledScore ?? null,
    percent: percentOf(attempt.result),
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt,
    timeTakenSeconds: timeTakenSeconds(attempt),
  };
}

/**
 * `OnlineIeltsTest/submitOnlineIeltsTest`: submits and grades the attempt once (`submitAttempt`:
 * ten submits make one result, a late submit still gives one) and answers its result summary.
 */
export async function submitOnlineTest({ db }: { db: Database }, { userId, attemptId, kind }: { userId: number; attemptId: number; kind?: ExamKind }): Promise<ResultSummary> {
  const submitted = await submitAttempt({ db }, { userId, attemptId, grade: gradeWithParts, kind });
  const { test } = await cachedTestTree(db, submitted.testId);
  return toResultSummary(submitted, test);
}
