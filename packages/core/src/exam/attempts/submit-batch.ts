// Submits that arrive together, claimed, graded and stored together: one transaction of four or
// five queries for a whole group instead of six per submit. The rules are those of a submit on its
// own (submit-alone.ts): the claim (… WHERE submitted_at IS NULL FOR UPDATE) locks the open rows to
// the end of the transaction; the answers are read after it, so every save acknowledged before the
// claim is graded and none after it is accepted (a save takes FOR SHARE: it waits, then finds the
// attempt submitted); one UPDATE marks each attempt submitted and stores its result. Whatever the batch cannot settle (an attempt not found, another kind, a grading
// error, a failed transaction) is settled by `submitAttemptAlone`, one submit at a time.
import { and, eq, inArray, isNull, sql, tables, type Database } from '@lexam/db';
import { createCoalescer, type Coalescer, type Outcome } from '../../common/coalesce';
import { cachedTestTree } from '../learner/test-content-cache';
import type { TestTree } from '../learner/test-tree';
import { toSubmitted } from './grade-attempt';
import { gradeJobs } from './grading-pool';
import type { GradedAttempt } from './grading-protocol';
import { toAttemptSummary, type AttemptRow } from './load-attempt';
import { writingAttempts } from './attempt-state-cache';
import { submitAttemptAlone } from './submit-alone';
import type { AttemptResult, GradeFn, SubmitAttemptInput, SubmittedAttempt } from './types';

const { examAttempts, examAttemptSteps, examTests } = tables;
type TestRow = typeof examTests.$inferSelect;

/** Batches at once per database: a few pool connections, the rest left for other requests. */
export const SUBMIT_BATCHES_IN_FLIGHT = 2;
/** The most submits of one batch. */
export const SUBMIT_BATCH_SIZE = 100;
/** While a batch runs, the next waits for this many submits or this long (the start of a burst). */
const SUBMIT_GATHER = { minBatch: 25, gatherMs: 10 };

const coalescers = new WeakMap<Database, Coalescer<SubmitAttemptInput, SubmittedAttempt>>();

/** `submitAttempt` through the database's coalescer: repeated submits of one attempt by its learner share one outcome. */
export function submitBatched(db: Database, input: SubmitAttemptInput): Promise<SubmittedAttempt> {
  let coalescer = coalescers.get(db);
  if (!coalescer) {
    coalescer = createCoalescer({
      maxInFlight: SUBMIT_BATCHES_IN_FLIGHT,
      maxBatch: SUBMIT_BATCH_SIZE,
      ...SUBMIT_GATHER,
      keyOf: ({ attemptId, userId, kind }) => `${attemptId}:${userId}:${kind ?? ''}`,
      runBatch: (inputs) => submitBatch(db, inputs),
    });
    coalescers.set(db, coalescer);
  }
  return coalescer.run(input);
}

const fulfilled = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** One submit on its own, as an outcome. */
async function alone(db: Database, input: SubmitAttemptInput): Promise<Outcome<SubmittedAttempt>> {
  try {
    return fulfilled(await submitAttemptAlone({ db }, input));
  } catch (error) {
    return { ok: false, error };
  }
}

/** Submits a batch (distinct inputs); one outcome per input, in order. */
export async function submitBatch(db: Database, inputs: SubmitAttemptInput[]): Promise<Array<Outcome<SubmittedAttempt>>> {
  let settled: Array<SubmittedAttempt | undefined>;
  try {
    settled = await writingAttempts(db, inputs.map((input) => input.attemptId), () => db.transaction((tx) => claimGradeAndStore(db, tx as unknown as Database, inputs)));
  } catch {
    // A grading error (a broken key or table), a deadlock with another server…: nothing was stored, so each submit runs on its own and only the faulty one fails.
    return Promise.all(inputs.map((input) => alone(db, input)));
  }
  return Promise.all(inputs.map((input, index) => {
    const submitted = settled[index];
    return submitted ? fulfilled(submitted) : alone(db, input);
  }));
}

/** Whether an input asks for this attempt: its learner's, and of the input's kind when it names one. */
const asksFor = (input: SubmitAttemptInput, row: AttemptRow, test: TestRow) => input.attemptId === row.id && input.userId === row.userId && (!input.kind || input.kind === test.kind);

/**
 * In one transaction: claims every open attempt of the batch, grades the claimed ones and stores
 * their results, and reads the stored result of those already submitted. Undefined for an input it
 * leaves to `submitAttemptAlone` (not found, not the learner's, another kind).
 */
async function claimGradeAndStore(db: Database, tx: Database, inputs: SubmitAttemptInput[]): Promise<Array<SubmittedAttempt | undefined>> {
  const wanted = JSON.stringify(inputs.map((input) => ({ id: input.attemptId, user_id: input.userId })));
  // Row locks held to the end: a concurrent submit of the same attempt waits, then finds submitted_at
  // set; a save (FOR SHARE) waits, then is refused. The one UPDATE below both marks and scores.
  const claimed = await tx
    .select({ row: examAttempts, claimedAt: sql`now()`.mapWith(examAttempts.submittedAt) })
    .from(examAttempts)
    .where(and(
      isNull(examAttempts.submittedAt),
      sql`(${examAttempts.id}, ${examAttempts.userId}) in (select id, user_id from jsonb_to_recordset(${wanted}::jsonb) as wanted(id integer, user_id integer))`,
    ))
    .for('update');
  const testIds = [...new Set(claimed.map(({ row }) => row.testId))];
  // The test rows as they are now (kind, conversion table), as a submit on its own reads them; the questions and keys from the cache.
  const [tests, trees] = await Promise.all([testsOf(tx, testIds), treesOf(db, tx, testIds)]);
  const pending = new Map<number, { row: AttemptRow; test: TestRow; tree: TestTree; input: SubmitAttemptInput }>();
  for (const { row, claimedAt } of claimed) {
    const test = tests.get(row.testId)!;
    const input = inputs.find((candidate) => asksFor(candidate, row, test));
    // Locked only for a submit of another kind (its 404 comes from `submitAttemptAlone`): left open as it was.
    if (input) pending.set(row.id, { row: { ...row, submittedAt: claimedAt }, test, tree: trees.get(row.testId)!, input });
  }

  const responses = await latestResponsesOf(tx, [...pending.keys()]);
  const results = await gradeAll([...pending].map(([id, { row, test, tree, input }]) => ({ id, grade: input.grade, job: { sectionIds: row.sectionIds, test, tree, responses: responses.get(id) ?? new Map() } })));
  if (results.size > 0) await storeResults(tx, results);

  const stored = await storedOf(tx, inputs.filter((input) => !pending.has(input.attemptId)).map((input) => input.attemptId));
  return inputs.map((input) => {
    const mine = pending.get(input.attemptId);
    if (mine) {
      if (!asksFor(input, mine.row, mine.test)) return undefined;
      return submittedFrom(mine.row, results.get(input.attemptId)!);
    }
    const row = stored.get(input.attemptId);
    if (!row || row.attempt.userId !== input.userId || (input.kind && row.kind !== input.kind) || !row.attempt.submittedAt) return undefined;
    return toSubmitted(row.attempt);
  });
}

/**
 * Grades the claimed attempts, those of each grader together (submits always use the registry's,
 * which `gradeJobs` may hand to the grading worker).
 */
async function gradeAll(items: Array<{ id: number; grade: GradeFn; job: Parameters<typeof gradeJobs>[0][number] }>): Promise<Map<number, GradedAttempt>> {
  const results = new Map<number, GradedAttempt>();
  for (const grade of new Set(items.map((item) => item.grade))) {
    const mine = items.filter((item) => item.grade === grade);
    const graded = await gradeJobs(mine.map((item) => item.job), grade);
    for (const [index, item] of mine.entries()) results.set(item.id, graded[index]!);
  }
  return results;
}

/**
 * The submitted attempt as a submit answers it. A result graded by the worker came back as its
 * stored JSON: its scores are at hand, and its questions are read from the JSON only if a caller
 * looks at them (a submit's answer, the result summary, does not).
 */
function submittedFrom(row: AttemptRow, graded: GradedAttempt): SubmittedAttempt {
  let result: AttemptResult | undefined = graded.result;
  if (!result) {
    const { rawScore, maxScore, band, scaledScore, json } = graded;
    let questions: AttemptResult['questions'] | undefined;
    result = { rawScore, maxScore, band, scaledScore } as AttemptResult;
    Object.defineProperty(result, 'questions', { enumerable: true, configurable: true, get: () => (questions ??= (JSON.parse(json) as AttemptResult).questions) });
  }
  return { ...toAttemptSummary(row), submittedAt: row.submittedAt!.toISOString(), result };
}

/** The cached content of each test (a miss loads through the transaction: PGlite has one connection). */
async function treesOf(db: Database, tx: Database, testIds: number[]): Promise<Map<number, TestTree>> {
  const trees = await Promise.all(testIds.map((testId) => cachedTestTree(db, testId, { via: tx })));
  return new Map(testIds.map((testId, index) => [testId, trees[index]!]));
}

async function testsOf(tx: Database, testIds: number[]): Promise<Map<number, TestRow>> {
  if (testIds.length === 0) return new Map();
  const rows = await tx.select().from(examTests).where(inArray(examTests.id, testIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The latest response per question of each attempt (the step with the highest id wins, as in
 * `latestResponses`), gathered by the database into one JSON object per attempt: a row per attempt
 * to read instead of a row per answer.
 */
async function latestResponsesOf(tx: Database, attemptIds: number[]): Promise<Map<number, Map<number, unknown>>> {
  const byAttempt = new Map<number, Map<number, unknown>>();
  if (attemptIds.length === 0) return byAttempt;
  const latest = tx
    .selectDistinctOn([examAttemptSteps.attemptId, examAttemptSteps.questionId], { attemptId: examAttemptSteps.attemptId, questionId: examAttemptSteps.questionId, response: examAttemptSteps.response })
    .from(examAttemptSteps)
    .where(inArray(examAttemptSteps.attemptId, attemptIds))
    .orderBy(examAttemptSteps.attemptId, examAttemptSteps.questionId, sql`${examAttemptSteps.id} desc`)
    .as('latest');
  const rows = await tx
    .select({ attemptId: latest.attemptId, answers: sql<Record<string, unknown>>`jsonb_object_agg(${latest.questionId}, ${latest.response})` })
    .from(latest)
    .groupBy(latest.attemptId);
  for (const { attemptId, answers } of rows) {
    byAttempt.set(attemptId, new Map(Object.entries(answers).map(([questionId, response]) => [Number(questionId), response])));
  }
  return byAttempt;
}

/** Marks every graded attempt submitted and stores its result in one UPDATE: the scores in their columns, the whole result as jsonb. */
async function storeResults(tx: Database, results: Map<number, GradedAttempt>): Promise<void> {
  // Each result is already JSON (graded.json): the rows are put together around it, not stringified again.
  const rows = `[${[...results].map(([id, { rawScore, maxScore, band, scaledScore, json }]) => `{"id":${id},"rawScore":${rawScore},"maxScore":${maxScore},"band":${JSON.stringify(band)},"scaledScore":${JSON.stringify(scaledScore)},"result":${json}}`).join(',')}]`;
  await tx.execute(sql`
    update ${examAttempts} set submitted_at = now(), raw_score = v."rawScore", max_score = v."maxScore", band = v.band, scaled_score = v."scaledScore", result = v.result
    from jsonb_to_recordset(${rows}::jsonb) as v(id integer, "rawScore" integer, "maxScore" integer, band real, "scaledScore" integer, result jsonb)
    where ${examAttempts}.id = v.id`);
}

/** The attempts `ids` with their test's kind, as they are now (a concurrent claim has committed: this transaction waited for it). */
async function storedOf(tx: Database, ids: number[]): Promise<Map<number, { attempt: AttemptRow; kind: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ attempt: examAttempts, kind: examTests.kind }).from(examAttempts).innerJoin(examTests, eq(examTests.id, examAttempts.testId)).where(inArray(examAttempts.id, ids));
  return new Map(rows.map((row) => [row.attempt.id, row]));
}
