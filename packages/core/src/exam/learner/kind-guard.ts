import type { ExamKind } from '@lexam/contracts';
import { and, eq, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';

const { examAttempts, examTests } = tables;

/**
 * Refuses, with the 404 of a missing attempt, an attempt (or result) of the learner's that belongs to
 * a test of another kind than the controller called: `OnlineToeicTest/getAttempt` on an IELTS attempt
 * finds nothing, so one exam's calls never reach another's attempts. Another learner's attempt is the
 * same 404. Does nothing without a kind (core callers that take every kind).
 */
export async function assertAttemptKind(db: Database, { userId, attemptId, kind }: { userId: number; attemptId: number; kind?: ExamKind }): Promise<void> {
  if (!kind) return;
  const [row] = await db
    .select({ kind: examTests.kind })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .limit(1);
  if (!row || row.kind !== kind) throw notFound(`There is no attempt ${attemptId} of yours.`);
}
