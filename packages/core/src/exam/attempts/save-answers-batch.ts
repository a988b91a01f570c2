import { and, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, isDomainError, notFound } from '../../errors';
import type { TestTree } from '../learner/test-tree';
import { writingAttempts } from './attempt-state-cache';
import { SAVE_GRACE_SECONDS, type SaveAnswerResult } from './save-answer';

const { examAttempts, examAttemptSteps, examQuestions, examTests } = tables;

export interface BatchStep {
  clientSeq: number;
  questionId: number;
  response?: unknown;
}

export interface SaveBatchInput {
  userId: number;
  attemptId: number;
  steps: BatchStep[];
  /** The exam the caller serves; an attempt at a test of another kind is the 404 of a missing one. */
  kind?: string;
  /** The test's content (cached); tells which questions the attempt covers and their types. */
  treeOf: (testId: number, via: Database) => Promise<TestTree>;
  /** Checks a new step's response against its question type (throws a 400 DomainError). */
  checkResponse: (type: string | undefined, step: BatchStep, index: number) => void;
}

export interface SaveBatchOutcome {
  saved: Array<SaveAnswerResult & { clientSeq: number }>;
  /** The first refused step and why; the steps before it are saved. */
  refusal?: { index: number; error: DomainError };
}

/**
 * Saves a batch of steps in one transaction and one insert, with `saveAnswer`'s rules applied step
 * by step, in order: a step whose clientSeq is stored (before or earlier in this batch) is a
 * duplicate; a new one is refused once the attempt is submitted (409) or late (409), or when its
 * question is outside the attempt (400) or its response has the wrong shape (400). The first refused
 * step stops the batch; the steps before it are still stored, and the refusal is returned, not thrown.
 * The attempt row is share-locked as in `saveAnswer`, so a batch and a submit never interleave.
 */
export async function saveAnswerBatch({ db }: { db: Database }, input: SaveBatchInput): Promise<SaveBatchOutcome> {
  const { userId, attemptId, steps } = input;
  return writingAttempts(db, [attemptId], () => db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        attempt: examAttempts,
        kind: examTests.kind,
        isLate: sql<boolean>`coalesce(now() > ${examAttempts.deadlineAt} + make_interval(secs => ${SAVE_GRACE_SECONDS}), false)`,
      })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
      .limit(1)
      .for('share', { of: examAttempts });
    if (!row || (input.kind && row.kind !== input.kind)) throw notFound(`There is no attempt ${attemptId} of yours.`);
    const { attempt } = row;
    const validSeqs = [...new Set(steps.map((step) => step.clientSeq).filter(isClientSeq))];
    const [stored, tree] = await Promise.all([
      validSeqs.length === 0 ? [] : tx.select({ id: examAttemptSteps.id, clientSeq: examAttemptSteps.clientSeq }).from(examAttemptSteps)
        .where(and(eq(examAttemptSteps.attemptId, attemptId), inArray(examAttemptSteps.clientSeq, validSeqs))),
      input.treeOf(attempt.testId, tx as unknown as Database),
    ]);
    const stepIdOf = new Map(stored.map((step) => [step.clientSeq, step.id]));
    const retried = new Set(stepIdOf.keys());
    const inAttempt = new Map<number, string>();
    for (const section of tree.sections) {
      if (!attempt.sectionIds.includes(section.id)) continue;
      for (const group of section.groups) for (const question of group.questions) inAttempt.set(question.id, question.type);
    }
    // A question of another test still has its response checked first, as a step-by-step save did.
    const outside = [...new Set(steps.map((step) => step.questionId).filter((id) => !inAttempt.has(id)))];
    const otherTypes = new Map(outside.length === 0 ? [] : (await tx.select({ id: examQuestions.id, type: examQuestions.type }).from(examQuestions).where(inArray(examQuestions.id, outside))).map((question) => [question.id, question.type]));

    const fresh: Array<{ attemptId: number; questionId: number; response: unknown; clientSeq: number }> = [];
    const order: Array<{ clientSeq: number; isNew: boolean }> = [];
    let refusal: SaveBatchOutcome['refusal'];
    for (const [index, step] of steps.entries()) {
      try {
        if (!retried.has(step.clientSeq)) input.checkResponse(inAttempt.get(step.questionId) ?? otherTypes.get(step.questionId), step, index);
        if (!isClientSeq(step.clientSeq)) throw badRequest('clientSeq is a whole number from 0 up.', [{ field: 'clientSeq', message: 'Not a valid sequence number.' }]);
        if (retried.has(step.clientSeq) || fresh.some((item) => item.clientSeq === step.clientSeq)) {
          order.push({ clientSeq: step.clientSeq, isNew: false });
          continue;
        }
        if (attempt.submittedAt) throw new DomainError({ status: 409, title: 'This attempt has been submitted; answers can no longer be changed.' });
        if (attempt.deadlineAt && row.isLate) throw new DomainError({ status: 409, title: 'Time is up for this attempt; the answer was not saved. Submit the attempt.' });
        if (!inAttempt.has(step.questionId)) throw badRequest(`Question ${step.questionId} is not part of this attempt.`, [{ field: 'questionId', message: 'Not in this attempt.' }]);
        fresh.push({ attemptId, questionId: step.questionId, response: step.response ?? null, clientSeq: step.clientSeq });
        order.push({ clientSeq: step.clientSeq, isNew: true });
      } catch (error) {
        if (!isDomainError(error) || error.status === 404) throw error;
        refusal = { index, error };
        break;
      }
    }

    const raced = new Set<number>();
    if (fresh.length > 0) {
      // One insert; step ids follow the batch's order. A concurrent retry of the same save may win a row.
      const inserted = await tx.insert(examAttemptSteps).values(fresh)
        .onConflictDoNothing({ target: [examAttemptSteps.attemptId, examAttemptSteps.clientSeq] })
        .returning({ id: examAttemptSteps.id, clientSeq: examAttemptSteps.clientSeq });
      for (const step of inserted) stepIdOf.set(step.clientSeq, step.id);
      const lost = fresh.filter((step) => !stepIdOf.has(step.clientSeq)).map((step) => step.clientSeq);
      if (lost.length > 0) {
        const winners = await tx.select({ id: examAttemptSteps.id, clientSeq: examAttemptSteps.clientSeq }).from(examAttemptSteps)
          .where(and(eq(examAttemptSteps.attemptId, attemptId), inArray(examAttemptSteps.clientSeq, lost)));
        for (const step of winners) {
          stepIdOf.set(step.clientSeq, step.id);
          raced.add(step.clientSeq);
        }
      }
    }
    const firstNew = new Set<number>();
    const saved = order.map(({ clientSeq, isNew }) => {
      // Only the first occurrence of a new clientSeq in the batch created its step.
      const isCreated = isNew && !raced.has(clientSeq) && !firstNew.has(clientSeq);
      if (isCreated) firstNew.add(clientSeq);
      return { clientSeq, stepId: stepIdOf.get(clientSeq)!, isDuplicate: !isCreated };
    });
    return { saved, refusal };
  }));
}

function isClientSeq(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;
}
