import type { FieldError, OnlineQuestionCreate, OnlineQuestionQuery, OnlineQuestionUpdate } from '@lexam/contracts';
import { and, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { DomainError, badRequest, isDomainError } from '../../errors';
import { checkQuestion, marksFor } from '../question-types';
import { toQuestionDto } from './dto';
import { refuseWhenAttempted, testOfGroup, testOfQuestion, touchTest } from './guards';
import { reorderChildren } from './reorder';
import { invalidatesTestContent } from './invalidating';

const { examQuestionGroups, examQuestions, examSections } = tables;
const sortable = { sortOrder: examQuestions.sortOrder, number: examQuestions.number, id: examQuestions.id };
type QuestionRow = typeof examQuestions.$inferSelect;

/** The registry names `type`, `content.*` and `key.*`; the request calls them `body.type`, `body.content.*`, `body.answerKey.*`. */
function toBodyField(field: string): string {
  if (field === 'key' || field.startsWith('key.')) return `body.answerKey${field.slice(3)}`;
  return `body.${field}`;
}

/** `numbers` starts at `number`, runs without gaps and has one number per mark of the item. */
function numberingErrors({ number, numbers, marks }: { number: number; numbers: number[]; marks: number }): FieldError[] {
  const errors: FieldError[] = [];
  if (numbers[0] !== number) errors.push({ field: 'body.numbers', message: `numbers starts with number (${number}), not ${numbers[0]}.` });
  if (numbers.some((value, index) => index > 0 && value !== numbers[index - 1]! + 1)) {
    errors.push({ field: 'body.numbers', message: `numbers run one after another without gaps (${numbers.join(', ')}).` });
  }
  if (numbers.length !== marks) {
    errors.push({ field: 'body.numbers', message: `This item is worth ${marks} mark${marks === 1 ? '' : 's'}, so it covers ${marks} question number${marks === 1 ? '' : 's'}, not ${numbers.length}.` });
  }
  return errors;
}

/**
 * Checks a question as it will be stored: its content and key against its type (every problem
 * named, as body fields), then its numbers against its marks. Throws a 400 naming each field.
 */
export function checkAuthoredQuestion(question: { number: number; numbers: number[]; type: string; content: unknown; answerKey: unknown }): void {
  let marks: number;
  try {
    checkQuestion({ type: question.type, content: question.content, key: question.answerKey });
    marks = marksFor({ type: question.type, content: question.content, key: question.answerKey });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw new DomainError({ status: error.status, title: error.message, errors: (error.errors ?? []).map((item) => ({ ...item, field: toBodyField(item.field) })) });
  }
  const errors = numberingErrors({ ...question, marks });
  if (errors.length > 0) throw badRequest(`Question ${question.number} has the wrong numbers for its marks.`, errors);
}

async function getQuestion(db: Database, id: number) {
  const [row] = await db.select().from(examQuestions).where(eq(examQuestions.id, id)).limit(1);
  return row ? toQuestionDto(row) : undefined;
}

async function nextSortOrder(db: Database, groupId: number): Promise<number> {
  const [last] = await db.select({ value: sql<number>`coalesce(max(${examQuestions.sortOrder}), 0)` }).from(examQuestions).where(eq(examQuestions.groupId, groupId));
  return Number(last?.value ?? 0) + 1;
}

async function groupTest(db: Database, groupId: number): Promise<number> {
  try {
    return await testOfGroup(db, groupId);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw badRequest(`There is no question group ${groupId}.`, [{ field: 'body.groupId', message: 'Unknown question group.' }]);
    throw error;
  }
}

/**
 * `IeltsOnlineQuestion`: one numbered question item with its answer key. Every save is checked by the
 * question-type registry. On a test with attempts, texts and keys may be edited in place, but
 * deleting or re-typing a question is refused (409): its saved answers would be lost or unreadable.
 */
export const onlineQuestionService = invalidatesTestContent({
  async list(db: Database, query: OnlineQuestionQuery) {
    const conditions: SQL[] = [];
    if (query.groupId) conditions.push(eq(examQuestions.groupId, query.groupId));
    if (query.testId) {
      const groups = db
        .select({ id: examQuestionGroups.id })
        .from(examQuestionGroups)
        .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
        .where(eq(examSections.testId, query.testId));
      conditions.push(inArray(examQuestions.groupId, groups));
    }
    if (query.searchByName) conditions.push(ilike(examQuestions.type, containsPattern(query.searchByName)));
    const page = await listPage<QuestionRow>({ db, table: examQuestions, id: examQuestions.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
    return { rows: page.rows.map(toQuestionDto), totalCount: page.totalCount };
  },
  get: getQuestion,
  async create(db: Database, input: OnlineQuestionCreate) {
    const testId = await groupTest(db, input.groupId);
    const numbers = input.numbers ?? [input.number];
    checkAuthoredQuestion({ ...input, numbers });
    const [row] = await db.insert(examQuestions).values({ ...input, numbers, sortOrder: await nextSortOrder(db, input.groupId) }).returning();
    await touchTest(db, testId);
    return toQuestionDto(row!);
  },
  async update(db: Database, id: number, input: OnlineQuestionUpdate) {
    const current = await getQuestion(db, id);
    if (!current) return undefined;
    const testId = (await testOfQuestion(db, id))!;
    if (input.groupId !== undefined && input.groupId !== current.groupId && (await groupTest(db, input.groupId)) !== testId) {
      throw badRequest('A question moves only between groups of its own test.', [{ field: 'body.groupId', message: 'Choose a group of the same test.' }]);
    }
    if (input.type !== undefined && input.type !== current.type) await refuseWhenAttempted(db, { testId, change: `changing question ${current.number} from ${current.type} to ${input.type}` });
    const number = input.number ?? current.number;
    // A new number without new numbers moves the whole run along with it.
    const numbers = input.numbers ?? (input.number === undefined ? current.numbers : current.numbers.map((value) => value - current.number + number));
    const merged = { number, numbers, type: input.type ?? current.type, content: input.content ?? current.content, answerKey: input.answerKey ?? current.answerKey };
    checkAuthoredQuestion(merged);
    await db.update(examQuestions).set({ ...input, ...merged }).where(eq(examQuestions.id, id));
    await touchTest(db, testId);
    return getQuestion(db, id);
  },
  async remove(db: Database, ids: number[]) {
    const rows = await db
      .select({ testId: examSections.testId })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(inArray(examQuestions.id, ids));
    for (const testId of new Set(rows.map((row) => row.testId))) await refuseWhenAttempted(db, { testId, change: 'deleting a question' });
    return (await db.delete(examQuestions).where(inArray(examQuestions.id, ids)).returning({ id: examQuestions.id })).length;
  },
  async reorder(db: Database, ids: number[]) {
    await reorderChildren({ db, table: examQuestions, idColumn: examQuestions.id, parentColumn: examQuestions.groupId, ids, what: 'question' });
  },
});
