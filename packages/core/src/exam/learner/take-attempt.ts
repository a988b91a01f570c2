import type { AttemptState, ExamKind, SaveAnswersResult, SaveStep } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, notFound } from '../../errors';
import { cachedAttemptState } from '../attempts/attempt-state-cache';
import type { SavedAnswer } from '../attempts/current-answers';
import { toAttemptSummary } from '../attempts/load-attempt';
import { saveAnswerBatch, type BatchStep } from '../attempts/save-answers-batch';
import { questionTypeFor } from '../question-types';
import { cachedLearnerTest, cachedTestTree } from './test-content-cache';

const { examAttempts, examAttemptSteps, examTests } = tables;

/** The database's clock, the one deadlines are set and checked by. */
export async function databaseNow(db: Database): Promise<string> {
  // Both drivers (PGlite and node-postgres) answer a raw query with `rows`.
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: Array<{ now: string | Date }> };
  return new Date(result.rows[0]!.now).toISOString();
}

/**
 * One round trip: the attempt, its kind, the latest response per question (the step with the highest
 * id wins, as `latestResponses` replays), the highest clientSeq and the database clock. Prepared once
 * per database: the SQL is built once, not on every resume of every learner.
 */
function buildAttemptStateQuery(db: Database) {
  const latest = sql`select distinct on (${examAttemptSteps.questionId}) ${examAttemptSteps.questionId} as question_id, ${examAttemptSteps.response} as response
    from ${examAttemptSteps} where ${examAttemptSteps.attemptId} = ${examAttempts.id} order by ${examAttemptSteps.questionId}, ${examAttemptSteps.id} desc`;
  return db
    .select({
      attempt: examAttempts,
      kind: examTests.kind,
      answers: sql<SavedAnswer[]>`(select coalesce(json_agg(json_build_object('questionId', latest.question_id, 'response', latest.response) order by latest.question_id), '[]'::json) from (${latest}) latest)`,
      lastClientSeq: sql<number | string | null>`(select max(${examAttemptSteps.clientSeq}) from ${examAttemptSteps} where ${examAttemptSteps.attemptId} = ${examAttempts.id})`,
      serverNow: sql<string | Date>`clock_timestamp()`,
    })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(and(eq(examAttempts.id, sql.placeholder('attemptId')), eq(examAttempts.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('lexam_attempt_state');
}

const attemptStateQueries = new WeakMap<Database, ReturnType<typeof buildAttemptStateQuery>>();

function attemptStateQuery(db: Database) {
  let query = attemptStateQueries.get(db);
  if (!query) {
    query = buildAttemptStateQuery(db);
    attemptStateQueries.set(db, query);
  }
  return query;
}

/**
 * `OnlineIeltsTest/getAttempt`: everything the exam screen needs to open or resume an attempt: the
 * attempt, the learner view of its sections (no key, no transcript, no explanation or evidence), the
 * latest saved answer per question and the highest clientSeq stored. Only its own learner may read it.
 * The learner view comes from memory (`cachedLearnerTest`); the attempt and its answers in one
 * prepared query, or from memory where the database keeps attempt states (`cachedAttemptState`: the
 * embedded database, whose clock is this process's).
 */
export async function getAttemptState({ db }: { db: Database }, { userId, attemptId, kind }: { userId: number; attemptId: number; kind?: ExamKind }): Promise<AttemptState> {
  let serverNow: string | undefined;
  const stored = await cachedAttemptState(db, attemptId, async () => {
    const [row] = await attemptStateQuery(db).execute({ attemptId, userId });
    if (!row) return undefined;
    serverNow = new Date(row.serverNow).toISOString();
    return {
      attempt: row.attempt,
      kind: row.kind,
      answers: typeof row.answers === 'string' ? (JSON.parse(row.answers) as SavedAnswer[]) : row.answers,
      lastClientSeq: row.lastClientSeq === null ? -1 : Number(row.lastClientSeq),
    };
  });
  // A kept state is any learner's: the owner is checked here too.
  if (!stored || stored.attempt.userId !== userId || (kind && stored.kind !== kind)) throw notFound(`There is no attempt ${attemptId} of yours.`);
  return {
    attempt: toAttemptSummary(stored.attempt),
    test: await cachedLearnerTest(db, { testId: stored.attempt.testId, sectionIds: stored.attempt.sectionIds }),
    answers: stored.answers,
    lastClientSeq: stored.lastClientSeq,
    serverNow: serverNow ?? new Date().toISOString(),
  };
}

/** Checks a response against its question type's response schema; null clears an answer and is always fine. */
function checkResponse(type: string | undefined, step: BatchStep, index: number): void {
  if (type === undefined || step.response === null || step.response === undefined) return;
  const parsed = questionTypeFor(type).responseSchema.safeParse(step.response);
  if (parsed.success) return;
  throw badRequest(`The answer to question ${step.questionId} is not in the shape a ${type} question takes; it was not saved.`, parsed.error.issues.map((issue) => ({
    field: ['steps', String(index), 'response', ...issue.path.map(String)].join('.'),
    message: issue.message,
  })));
}

/**
 * `OnlineIeltsTest/saveAnswers`: applies the browser's queued saves in order, in one transaction
 * (`saveAnswerBatch`: idempotent per clientSeq). The first refused step stops the batch: the steps
 * before it stay saved, and the error (409 once time is up or the attempt is submitted, 400 for a
 * question outside the attempt or a response of the wrong shape) says which step was refused and how
 * many were saved.
 */
export async function saveAnswers(
  { db }: { db: Database },
  { userId, attemptId, steps, kind }: { userId: number; attemptId: number; steps: SaveStep[]; kind?: ExamKind },
): Promise<SaveAnswersResult> {
  const { saved, refusal } = await saveAnswerBatch({ db }, { userId, attemptId, steps, kind, treeOf: (testId, via) => cachedTestTree(db, testId, { via }), checkResponse });
  if (refusal) {
    const { error, index } = refusal;
    const kept = saved.length === 0 ? '' : saved.length === 1 ? ' The 1 answer before it was saved.' : ` The ${saved.length} answers before it were saved.`;
    const errors = (error.errors ?? [{ field: '', message: error.message }]).map(({ field, message }) => ({
      field: field.startsWith('steps.') ? field : [`steps.${index}`, field].filter(Boolean).join('.'),
      message,
    }));
    throw new DomainError({ status: error.status, title: `${error.message}${kept}`, errors });
  }
  return { saved, serverNow: await databaseNow(db) };
}
