import type { IeltsBandTable, ToeicScaledTable } from '@lexam/contracts';
import type { tables } from '@lexam/db';
import { DomainError } from '../../errors';
import { bandFor, defaultTableFor, scaledScoreFor, type DefaultTableSection } from '../scoring';
import { toAttemptSummary, type AttemptRow } from './load-attempt';
import type { AttemptResult, GradableQuestion, GradeFn, QuestionResult, SubmittedAttempt } from './types';

type TestRow = typeof tables.examTests.$inferSelect;
/** What grading reads of a test row: its kind and its conversion table (or its skill's default). */
export type GradingTest = Pick<TestRow, 'id' | 'kind' | 'skill' | 'conversionTable'>;
/** What grading reads of a test's content: its sections' questions, in order. */
export interface GradingTree {
  sections: Array<{ id: number; groups: Array<{ questions: GradableQuestion[] }> }>;
}

/** The stored result of a submitted attempt, as every submit answers it. */
export function toSubmitted(row: AttemptRow): SubmittedAttempt {
  if (!row.submittedAt || !row.result) throw new Error(`Attempt ${row.id} is marked submitted without a stored result.`);
  return { ...toAttemptSummary(row), submittedAt: row.submittedAt.toISOString(), result: row.result as AttemptResult };
}

/**
 * Grades from the test's cached content (questions and keys, dropped on any authoring change), the
 * test row (its conversion table) and the attempt's latest response per question.
 */
export function gradeAttempt(attempt: Pick<AttemptRow, 'sectionIds'>, { grade, tree, test, responses }: { grade: GradeFn; tree: GradingTree; test: GradingTest; responses: ReadonlyMap<number, unknown> }): AttemptResult {
  const questions = questionsOf(tree, attempt.sectionIds);
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

const questionLists = new WeakMap<GradingTree, Map<string, GradableQuestion[]>>();

/** The questions of an attempt's sections in number order, listed once per cached tree and set of sections. */
function questionsOf(tree: GradingTree, sectionIds: readonly number[]): readonly GradableQuestion[] {
  let lists = questionLists.get(tree);
  if (!lists) questionLists.set(tree, (lists = new Map()));
  const key = sectionIds.join(',');
  let questions = lists.get(key);
  if (!questions) {
    questions = tree.sections
      .filter((section) => sectionIds.includes(section.id))
      .flatMap((section) => section.groups.flatMap((group) => group.questions))
      .sort((a, b) => a.number - b.number || a.id - b.id);
    lists.set(key, questions);
  }
  return questions;
}

const readOnlyDefaults = new Map<DefaultTableSection, IeltsBandTable | ToeicScaledTable>();
/** A default table for reading only (`defaultTableFor` copies it on every call, for callers that store it). */
function readOnlyDefault<Section extends DefaultTableSection>(section: Section): ReturnType<typeof defaultTableFor<Section>> {
  let table = readOnlyDefaults.get(section);
  if (!table) readOnlyDefaults.set(section, (table = defaultTableFor(section)));
  return table as ReturnType<typeof defaultTableFor<Section>>;
}

/** A TOEIC test's own table, or the TOEIC default of its skill (listening or reading). */
export function scaledTableOf(test: Pick<TestRow, 'id' | 'skill' | 'conversionTable'>): ToeicScaledTable {
  const table = test.conversionTable;
  if (!table) return readOnlyDefault(test.skill === 'listening' ? 'toeic-listening' : 'toeic-reading');
  if (table.kind !== 'toeic-scaled') throw new DomainError({ status: 409, title: `Test ${test.id} has a ${table.kind} conversion table; a TOEIC test needs a TOEIC scaled table.` });
  return table;
}

/**
 * The test's own table, or the default of its skill. An IELTS Reading test without a table takes the
 * Academic Reading table: General Training tests are expected to carry their own.
 */
function bandTableOf(test: GradingTest): IeltsBandTable {
  const table = test.conversionTable;
  if (!table) return readOnlyDefault(test.skill === 'listening' ? 'listening' : 'academic-reading');
  if (table.kind !== 'ielts-band') throw new DomainError({ status: 409, title: `Test ${test.id} has a ${table.kind} conversion table; an IELTS test needs an IELTS band table.` });
  return table;
}
