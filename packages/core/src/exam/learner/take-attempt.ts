import type { AttemptState, ExamKind, SaveAnswersResult, SaveStep } from '@lexam/contracts';
import { and, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, isDomainError } from '../../errors';
import { currentAnswers } from '../attempts/current-answers';
import { saveAnswer } from '../attempts/save-answer';
import { questionTypeFor } from '../question-types';
import { assertAttemptKind } from './kind-guard';
import { loadTestTree } from './test-tree';
import { toLearnerTest } from './learner-test';

const { examAttemptSteps, examQuestions } = tables;

/** The database's clock, the one deadlines are set and checked by. */
export async function databaseNow(db: Database): Promise<string> {
  // Both drivers (PGlite and node-postgres) answer a raw query with `rows`.
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: Array<{ now: string | Date }> };
  return new Date(result.rows[0]!.now).toISOString();
}

/**
 * `OnlineIeltsTest/getAttempt`: everything the exam screen needs to open or resume an attempt: the
 * attempt, the learner view of its sections (no key, no transcript, no explanation or evidence), the
 * latest saved answer per question and the highest clientSeq stored. Only its own learner may read it.
 */
export async function getAttemptState({ db }: { db: Database }, { userId, attemptId, kind }: { userId: number; attemptId: number; kind?: ExamKind }): Promise<AttemptState> {
  await assertAttemptKind(db, { userId, attemptId, kind });
  const current = await currentAnswers({ db }, { userId, attemptId });
  const tree = await loadTestTree(db, { testId: current.attempt.testId, sectionIds: current.attempt.sectionIds });
  return {
    attempt: current.attempt,
    test: toLearnerTest(tree),
    answers: current.answers,
    lastClientSeq: current.lastClientSeq,
    serverNow: await databaseNow(db),
  };
}

/** Checks a response against its question type's response schema; null clears an answer and is always fine. */
function checkResponse(type: string | undefined, step: SaveStep, index: number): void {
  if (type === undefined || step.response === null || step.response === undefined) return;
  const parsed = questionTypeFor(type).responseSchema.safeParse(step.response);
  if (parsed.success) return;
  throw badRequest(`The answer to question ${step.questionId} is not in the shape a ${type} question takes; it was not saved.`, parsed.error.issues.map((issue) => ({
    field: ['steps', String(index), 'response', ...issue.path.map(String)].join('.'),
    message: issue.message,
  })));
}

/**
 * `OnlineIeltsTest/saveAnswers`: applies the browser's queued saves in order through `saveAnswer`
 * (idempotent per clientSeq). The first refused step stops the batch: the steps before it stay saved,
 * and the error (409 once time is up or the attempt is submitted, 400 for a question outside the
 * attempt or a response of the wrong shape) says which step was refused and how many were saved.
 */
export async function saveAnswers(
  { db }: { db: Database },
  { userId, attemptId, steps, kind }: { userId: number; attemptId: number; steps: SaveStep[]; kind?: ExamKind },
): Promise<SaveAnswersResult> {
  await assertAttemptKind(db, { userId, attemptId, kind });
  const ids = [...new Set(steps.map((step) => step.questionId))];
  const [types, stored] = await Promise.all([
    db.select({ id: examQuestions.id, type: examQuestions.type }).from(examQuestions).where(inArray(examQuestions.id, ids)),
    db.select({ clientSeq: examAttemptSteps.clientSeq }).from(examAttemptSteps)
      .where(and(eq(examAttemptSteps.attemptId, attemptId), inArray(examAttemptSteps.clientSeq, steps.map((step) => step.clientSeq)))),
  ]);
  const typeOf = new Map(types.map((row) => [row.id, row.type]));
  // A retry of a stored save is answered as the same save whatever it carries, so it is not checked again.
  const retried = new Set(stored.map((row) => row.clientSeq));
  const saved: SaveAnswersResult['saved'] = [];
  for (const [index, step] of steps.entries()) {
    try {
      if (!retried.has(step.clientSeq)) checkResponse(typeOf.get(step.questionId), step, index);
      const result = await saveAnswer({ db }, { userId, attemptId, questionId: step.questionId, response: step.response ?? null, clientSeq: step.clientSeq });
      saved.push({ clientSeq: step.clientSeq, ...result });
    } catch (error) {
      // A missing attempt is not a problem of one step.
      if (!isDomainError(error) || error.status === 404) throw error;
      const kept = saved.length === 0 ? '' : saved.length === 1 ? ' The 1 answer before it was saved.' : ` The ${saved.length} answers before it were saved.`;
      const errors = (error.errors ?? [{ field: '', message: error.message }]).map(({ field, message }) => ({
        field: field.startsWith('steps.') ? field : [`steps.${index}`, field].filter(Boolean).join('.'),
        message,
      }));
      throw new DomainError({ status: error.status, title: `${error.message}${kept}`, errors });
    }
  }
  return { saved, serverNow: await databaseNow(db) };
}

