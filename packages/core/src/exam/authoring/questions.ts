import { onlineQuestionType, type FieldError } from '@lexam/contracts';
import { eq, inArray, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, isDomainError } from '../../errors';
import { createContentService } from '../../content/content-service';
import { checkQuestion, marksFor } from '../question-types';
import { refuseWhenAttempted, testOfGroup, testOfQuestion, touchTest } from './guards';
import { dropCachedTestContent } from './invalidating';

const { examQuestionGroups, examQuestions, examSections } = tables;
type QuestionRow = typeof examQuestions.$inferSelect;
type Values = Record<string, unknown>;

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

async function groupTest(db: Database, groupId: number): Promise<number> {
  try {
    return await testOfGroup(db, groupId);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw badRequest(`There is no question group ${groupId}.`, [{ field: 'body.groupId', message: 'Unknown question group.' }]);
    throw error;
  }
}

/** The groups of one test: the questions of a whole test are listed with `?testId=`. */
const groupsOfTest = (db: Database, testId: number) =>
  db.select({ id: examQuestionGroups.id }).from(examQuestionGroups).innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId)).where(eq(examSections.testId, testId));

/** A create or an edit merged with the question as stored: checked whole, its numbers following its number. */
async function checkedQuestion(db: Database, values: Values, existing?: QuestionRow): Promise<Values> {
  if (!existing) {
    const numbers = (values.numbers as number[] | null | undefined) ?? [values.number as number];
    checkAuthoredQuestion({ number: values.number as number, numbers, type: values.type as string, content: values.content, answerKey: values.answerKey });
    return { ...values, numbers };
  }
  const testId = (await testOfQuestion(db, existing.id))!;
  if (values.groupId !== undefined && values.groupId !== existing.groupId && (await groupTest(db, values.groupId as number)) !== testId) {
    throw badRequest('A question moves only between groups of its own test.', [{ field: 'body.groupId', message: 'Choose a group of the same test.' }]);
  }
  if (values.type !== undefined && values.type !== existing.type) await refuseWhenAttempted(db, { testId, change: `changing question ${existing.number} from ${existing.type} to ${String(values.type)}` });
  const currentNumbers = existing.numbers.length > 0 ? existing.numbers : [existing.number];
  const number = (values.number as number | undefined) ?? existing.number;
  // A new number without new numbers moves the whole run along with it.
  const numbers = (values.numbers as number[] | null | undefined) ?? (values.number === undefined ? currentNumbers : currentNumbers.map((value) => value - existing.number + number));
  const merged = { number, numbers, type: (values.type as string | undefined) ?? existing.type, content: values.content ?? existing.content, answerKey: values.answerKey ?? existing.answerKey };
  checkAuthoredQuestion(merged);
  return { ...values, ...merged };
}

/**
 * `IeltsOnlineQuestion` on its declaration: one numbered question item with its answer key, ordered
 * within its group. Every save is checked by the question-type registry. On a test with attempts,
 * texts and keys may be edited in place, but deleting or re-typing a question is refused (409): its
 * saved answers would be lost or unreadable.
 */
export const onlineQuestionService = createContentService({
  type: onlineQuestionType,
  table: examQuestions,
  // `?testId=` narrows to one test's questions across its groups.
  scopeQuery: ({ db, query }) => (typeof query.testId === 'number' ? inArray(examQuestions.groupId, groupsOfTest(db, query.testId)) : undefined),
  decorate: async ({ rows }) => rows.map((row) => ({ ...row, numbers: Array.isArray(row.numbers) && row.numbers.length > 0 ? row.numbers : [row.number] })),
  beforeWrite: ({ db, values, existing }) => checkedQuestion(db, values, existing as QuestionRow | undefined),
  afterWrite: async ({ db, id }) => {
    const testId = await testOfQuestion(db, id);
    if (testId) await touchTest(db, testId);
  },
  beforeRemove: async ({ db, ids }) => {
    const rows = await db
      .select({ testId: examSections.testId })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(inArray(examQuestions.id, ids));
    for (const testId of new Set(rows.map((row) => row.testId))) await refuseWhenAttempted(db, { testId, change: 'deleting a question' });
  },
  afterChange: dropCachedTestContent,
});
