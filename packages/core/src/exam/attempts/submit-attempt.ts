import type { IeltsBandTable, ToeicScaledTable } from '@lexam/contracts';
import { and, eq, isNull, sql, tables, type Database } from '@lexam/db';
import { DomainError, notFound } from '../../errors';
import { cachedTestTree } from '../learner/test-content-cache';
import type { TestTree } from '../learner/test-tree';
import { bandFor, defaultTableFor, scaledScoreFor } from '../scoring';
import { latestResponses } from './current-answers';
import { loadOwnAttempt, toAttemptSummary, type AttemptRow } from './load-attempt';
import type { AttemptResult, GradeFn, QuestionResult, SubmittedAttempt } from './types';

const { examAttempts, examTests } = tables;

export interface SubmitAttemptInput {
  userId: number;
  attemptId: number;
  grade: GradeFn;
  /** The exam the caller serves; an attempt at a test of another kind is the 404 of a missing one. */
  kind?: string;
}

/**
 * Submits an attempt and grades it, once. The first submit claims the attempt with a conditional
 * `UPDATE … WHERE submitted_at IS NULL`, grades the latest response of every question and stores the
 * raw score, band and result in the same transaction; a concurrent or later submit finds the claim
 * taken and returns the stored result unchanged. A submit after the deadline is accepted (answers
 * saved too late were already refused), so a learner whose time ran out still gets a result.
 */
export async function submitAttempt({ db }: { db: Database }, { userId, attemptId, grade, kind }: SubmitAttemptInput): Promise<SubmittedAttempt> {
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

  const graded = await db.transaction(async (tx) => {
    // Row lock held to the end: a concurrent submit waits here, then finds submitted_at set.
    const [claimed] = await tx
      .update(examAttempts)
      .set({ submittedAt: sql`now()` })
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
      .returning({ submittedAt: examAttempts.submittedAt });
    if (!claimed) return undefined;
    const result = await gradeAttempt(tx, row.attempt, { grade, tree, test: row.test });
    const scores = { rawScore: result.rawScore, maxScore: result.maxScore, band: result.band, scaledScore: result.scaledScore ?? null };
    await tx.update(examAttempts).set({ ...scores, result }).where(eq(examAttempts.id, attemptId));
    return { ...row.attempt, ...scores, submittedAt: claimed.submittedAt, result };
  });
  // Another submit claimed it first: its transaction has committed, so read what it stored.
  return toSubmitted(graded ?? (await loadOwnAttempt(db, { userId, attemptId })));
}

function toSubmitted(row: AttemptRow): SubmittedAttempt {
  if (!row.submittedAt || !row.result) throw new Error(`Attempt ${row.id} is marked submitted without a stored result.`);
  return { ...toAttemptSummary(row), submittedAt: row.submittedAt.toISOString(), result: row.result as AttemptResult };
}

/**
 * Grades from the test's cached content (questions and keys, dropped on any authoring change) and
 * the test row (its conversion table) read with the attempt.
 */
async function gradeAttempt(db: Database, attempt: AttemptRow, { grade, tree, test }: { grade: GradeFn; tree: TestTree; test: typeof examTests.$inferSelect }): Promise<AttemptResult> {
  const questions = tree.sections
    .filter((section) => attempt.sectionIds.includes(section.id))
    .flatMap((section) => section.groups.flatMap((group) => group.questions))
    .sort((a, b) => a.number - b.number || a.id - b.id);
  const responses = new Map((await latestResponses(db, attempt.id)).map((answer) => [answer.questionId, answer.response]));

  const graded: QuestionResult[] = questions.map((question) => {
    const response = responses.get(question.id) ?? null;
    const { marks, maxMarks, parts } = grade(question, response);
    if (!Number.isFinite(maxMarks) || maxMarks < 0 || !Number.isFinite(marks) || marks < 0 || marks > maxMarks) {
      throw new Error(`Grading question ${question.id} gave ${marks} of ${maxMarks} marks.`);
    }
    return { questionId: question.id, number: question.number, response, marks, maxMarks, ...(parts ? { parts } : {}) };
  });
  const rawScore = graded.reduce((sum, item) => sum + item.marks, 0);
  const maxScore = graded.reduce((sum, item) => sum + item.maxMarks, 0);

  // A band or scaled score converts the raw score of the whole test; a practice run of some sections has none.
  const coversWholeTest = attempt.sectionIds.length === tree.sections.length;
  const band = coversWholeTest && test.kind === 'ielts' ? bandFor({ raw: rawScore, table: bandTableOf(test) }) : null;
  const scaledScore = coversWholeTest && test.kind === 'toeic' ? scaledScoreFor({ raw: rawScore, table: scaledTableOf(test) }) : null;
  return { rawScore, maxScore, band, scaledScore, questions: graded };
}

/** A TOEIC test's own table, or the TOEIC default of its skill (listening or reading). */
export function scaledTableOf(test: Pick<typeof examTests.$inferSelect, 'id' | 'skill' | 'conversionTable'>): ToeicScaledTable {
  const table = test.conversionTable;
  if (!table) return defaultTableFor(test.skill === 'listening' ? 'toeic-listening' : 'toeic-reading');
  if (table.kind !== 'toeic-scaled') throw new DomainError({ status: 409, title: `Test ${test.id} has a ${table.kind} conversion table; a TOEIC test needs a TOEIC scaled table.` });
  return table;
}

/**
 * The test's own table, or the default of its skill. An IELTS Reading test without a table takes the
 * Academic Reading table: General Training tests are expected to carry their own.
 */
function bandTableOf(test: typeof examTests.$inferSelect): IeltsBandTable {
  const table = test.conversionTable;
  if (!table) return defaultTableFor(test.skill === 'listening' ? 'listening' : 'academic-reading');
  if (table.kind !== 'ielts-band') throw new DomainError({ status: 409, title: `Test ${test.id} has a ${table.kind} conversion table; an IELTS test needs an IELTS band table.` });
  return table;
}
