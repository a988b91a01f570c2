import { asc, desc, eq, sql, tables, type Database } from '@lexam/db';
import { loadOwnAttempt, toAttemptSummary } from './load-attempt';
import type { AttemptSummary } from './types';

const { examAttemptSteps } = tables;

export interface SavedAnswer {
  questionId: number;
  response: unknown;
}

export interface CurrentAnswers {
  attempt: AttemptSummary;
  /** The latest response per question, by question id. */
  answers: SavedAnswer[];
  /** The highest clientSeq stored, so a reloaded client numbers its next save above it; -1 when none. */
  lastClientSeq: number;
}

/**
 * Replays an attempt's steps: for each question the step with the highest id wins. Step ids follow
 * the order the server stored the saves, so a late retry of an older save never hides a newer one.
 * This is how a reload (or a crash) resumes an attempt.
 */
export async function latestResponses(db: Database, attemptId: number): Promise<SavedAnswer[]> {
  return db
    .selectDistinctOn([examAttemptSteps.questionId], { questionId: examAttemptSteps.questionId, response: examAttemptSteps.response })
    .from(examAttemptSteps)
    .where(eq(examAttemptSteps.attemptId, attemptId))
    .orderBy(asc(examAttemptSteps.questionId), desc(examAttemptSteps.id));
}

/** The answers an attempt holds now, for resuming it. Only its own learner may read them. */
export async function currentAnswers({ db }: { db: Database }, { userId, attemptId }: { userId: number; attemptId: number }): Promise<CurrentAnswers> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  const [answers, [seq]] = await Promise.all([
    latestResponses(db, attemptId),
    db.select({ value: sql<number | null>`max(${examAttemptSteps.clientSeq})` }).from(examAttemptSteps).where(eq(examAttemptSteps.attemptId, attemptId)),
  ]);
  return { attempt: toAttemptSummary(attempt), answers, lastClientSeq: seq?.value ?? -1 };
}
