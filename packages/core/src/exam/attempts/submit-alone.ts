import { and, eq, isNull, sql, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';
import { cachedTestTree } from '../learner/test-content-cache';
import { writingAttempts } from './attempt-state-cache';
import { latestResponses } from './current-answers';
import { gradeAttempt, toSubmitted } from './grade-attempt';
import { loadOwnAttempt } from './load-attempt';
import type { SubmitAttemptInput, SubmittedAttempt } from './types';

const { examAttempts, examTests } = tables;

/**
 * Submits one attempt and grades it, once, on its own (the batch's fallback). The first submit
 * claims the attempt with a conditional `UPDATE … WHERE submitted_at IS NULL`, grades the latest
 * response of every question and stores the raw score, band and result in the same transaction; a
 * concurrent or later submit finds the claim taken and returns the stored result unchanged. A
 * submit after the deadline is accepted (answers saved too late were already refused), so a learner
 * whose time ran out still gets a result.
 */
export async function submitAttemptAlone({ db }: { db: Database }, { userId, attemptId, grade, kind }: SubmitAttemptInput): Promise<SubmittedAttempt> {
  const [row] = await db
    .select({ attempt: examAttempts, test: examTests })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .limit(1);
  if (!row || (kind && row.test.kind !== kind)) throw notFound(`There is no attempt ${attemptId} of yours.`);
  if (row.attempt.submittedAt) return toSubmitted(row.attempt);
  // Before the transaction: on PGlite a query outside it would wait for it.
  const tree = await cachedTestTree(db, row.attempt.testId);

  const graded = await writingAttempts(db, [attemptId], () => db.transaction(async (tx) => {
    // Row lock held to the end: a concurrent submit waits here, then finds submitted_at set.
    const [claimed] = await tx
      .update(examAttempts)
      .set({ submittedAt: sql`now()` })
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
      .returning({ submittedAt: examAttempts.submittedAt });
    if (!claimed) return undefined;
    const responses = new Map((await latestResponses(tx, attemptId)).map((answer) => [answer.questionId, answer.response]));
    const result = gradeAttempt(row.attempt, { grade, tree, test: row.test, responses });
    const scores = { rawScore: result.rawScore, maxScore: result.maxScore, band: result.band, scaledScore: result.scaledScore ?? null };
    await tx.update(examAttempts).set({ ...scores, result }).where(eq(examAttempts.id, attemptId));
    return { ...row.attempt, ...scores, submittedAt: claimed.submittedAt, result };
  }));
  // Another submit claimed it first: its transaction has committed, so read what it stored.
  return toSubmitted(graded ?? (await loadOwnAttempt(db, { userId, attemptId })));
}
