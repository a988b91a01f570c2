import { and, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest } from '../../errors';
import { writingAttempts } from './attempt-state-cache';
import { loadOwnAttempt } from './load-attempt';

const { examAttempts, examAttemptSteps, examQuestions, examQuestionGroups } = tables;

/**
 * Seconds after the deadline during which a save is still taken. A save the learner made just before
 * time ran out may reach the server a moment later (network, retry); refusing it would lose an
 * answer given in time. Five seconds covers a slow round trip without giving real extra time.
 */
export const SAVE_GRACE_SECONDS = 5;

export interface SaveAnswerInput {
  userId: number;
  attemptId: number;
  questionId: number;
  /** The response in the shape of the question type's response schema; null clears the answer. */
  response: unknown;
  /** The client's counter for this attempt, increasing with each save; a retry repeats it. */
  clientSeq: number;
}

export interface SaveAnswerResult {
  stepId: number;
  /** True when this clientSeq was already saved: the retry changed nothing. */
  isDuplicate: boolean;
}

/**
 * Appends one step to an attempt. Idempotent on (attempt, clientSeq): a retried save, even one that
 * arrives after the deadline, returns the step already stored and changes nothing. A new save is
 * refused (409) once the attempt is submitted or its deadline (plus the grace) has passed. The
 * attempt row is share-locked so that a save and a submit never interleave: a save either lands
 * before the submit grades, or sees the attempt submitted.
 */
export async function saveAnswer({ db }: { db: Database }, input: SaveAnswerInput): Promise<SaveAnswerResult> {
  const { userId, attemptId, questionId, response, clientSeq } = input;
  if (!Number.isInteger(clientSeq) || clientSeq < 0 || clientSeq > 2_147_483_647) {
    throw badRequest('clientSeq is a whole number from 0 up.', [{ field: 'clientSeq', message: 'Not a valid sequence number.' }]);
  }
  return writingAttempts(db, [attemptId], () => db.transaction(async (tx) => {
    const attempt = await loadOwnAttempt(tx, { userId, attemptId, lock: 'share' });

    const [existing] = await tx
      .select({ id: examAttemptSteps.id })
      .from(examAttemptSteps)
      .where(and(eq(examAttemptSteps.attemptId, attemptId), eq(examAttemptSteps.clientSeq, clientSeq)))
      .limit(1);
    if (existing) return { stepId: existing.id, isDuplicate: true };

    if (attempt.submittedAt) throw new DomainError({ status: 409, title: 'This attempt has been submitted; answers can no longer be changed.' });
    if (attempt.deadlineAt) {
      const [clock] = await tx
        .select({ isLate: sql<boolean>`now() > ${examAttempts.deadlineAt} + make_interval(secs => ${SAVE_GRACE_SECONDS})` })
        .from(examAttempts)
        .where(eq(examAttempts.id, attemptId));
      if (clock?.isLate) throw new DomainError({ status: 409, title: 'Time is up for this attempt; the answer was not saved. Submit the attempt.' });
    }

    const [question] = await tx
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .where(and(eq(examQuestions.id, questionId), inArray(examQuestionGroups.sectionId, attempt.sectionIds)))
      .limit(1);
    if (!question) throw badRequest(`Question ${questionId} is not part of this attempt.`, [{ field: 'questionId', message: 'Not in this attempt.' }]);

    const [step] = await tx
      .insert(examAttemptSteps)
      .values({ attemptId, questionId, response: response ?? null, clientSeq })
      .onConflictDoNothing({ target: [examAttemptSteps.attemptId, examAttemptSteps.clientSeq] })
      .returning({ id: examAttemptSteps.id });
    if (step) return { stepId: step.id, isDuplicate: false };
    // A concurrent retry of the same save won the race; it is the same save.
    const [raced] = await tx
      .select({ id: examAttemptSteps.id })
      .from(examAttemptSteps)
      .where(and(eq(examAttemptSteps.attemptId, attemptId), eq(examAttemptSteps.clientSeq, clientSeq)))
      .limit(1);
    return { stepId: raced!.id, isDuplicate: true };
  }));
}
