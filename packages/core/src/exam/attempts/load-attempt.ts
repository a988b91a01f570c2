import { and, eq, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';
import type { AttemptSummary } from './types';

const { examAttempts } = tables;
export type AttemptRow = typeof examAttempts.$inferSelect;

/**
 * The attempt `attemptId` if it belongs to `userId`. Another learner's attempt answers the same 404
 * as a missing one, so attempt ids cannot be probed. `lock: 'share'` holds the row against a
 * concurrent submit until the caller's transaction ends.
 */
export async function loadOwnAttempt(
  db: Database,
  { userId, attemptId, lock }: { userId: number; attemptId: number; lock?: 'share' | 'update' },
): Promise<AttemptRow> {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(`There is no attempt ${attemptId} of yours.`);
  return row;
}

export function toAttemptSummary(row: AttemptRow): AttemptSummary {
  return {
    id: row.id,
    testId: row.testId,
    mode: row.mode,
    sectionIds: row.sectionIds,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    clockWaitsSeconds: row.clockWaitsSeconds ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
