import type { ExamKind } from '@lexam/contracts';
import { and, eq, isNotNull, isNull, sql, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';
import { forgetAttemptStates } from './attempt-state-cache';
import { loadOwnAttempt, toAttemptSummary } from './load-attempt';
import type { AttemptSummary } from './types';

const { examAttempts, examTests } = tables;

/**
 * The learner pressed Play for the first time: an attempt whose clock waits for its audio (TOEIC
 * listening, `clockWaitsSeconds`) gets its deadline from the database's clock now, once. Every later
 * call (another play, a reload, a second tab) leaves the deadline where the first put it, and an
 * attempt that does not wait (or is submitted) is answered unchanged, so the call is idempotent.
 * Only its own learner may start it; an attempt at a test of another kind is the 404 of a missing one.
 */
export async function startAttemptClock(
  { db }: { db: Database },
  { userId, attemptId, kind }: { userId: number; attemptId: number; kind?: ExamKind },
): Promise<{ attempt: AttemptSummary; serverNow: string }> {
  const owned = await loadOwnAttempt(db, { userId, attemptId });
  if (kind) {
    const [test] = await db.select({ kind: examTests.kind }).from(examTests).where(eq(examTests.id, owned.testId)).limit(1);
    if (test?.kind !== kind) throw notFound(`There is no attempt ${attemptId} of yours.`);
  }
  const [started] = await db
    .update(examAttempts)
    .set({ deadlineAt: sql`now() + make_interval(secs => ${examAttempts.clockWaitsSeconds})`, clockWaitsSeconds: null })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId), isNotNull(examAttempts.clockWaitsSeconds), isNull(examAttempts.submittedAt)))
    .returning();
  if (started) forgetAttemptStates(db, [attemptId]);
  const row = started ?? (await loadOwnAttempt(db, { userId, attemptId }));
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: Array<{ now: string | Date }> };
  return { attempt: toAttemptSummary(row), serverNow: new Date(result.rows[0]!.now).toISOString() };
}
