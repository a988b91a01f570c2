import type { ConversionTable, OnlineTest, OnlineTestCreate, OnlineTestDetail, OnlineTestQuery, OnlineTestUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { badRequest } from '../../errors';
import { refuseWhenAttempted } from './guards';
import { assertPublishable } from './publish-check';
import { reorderChildren } from './reorder';
import { loadSectionTree } from './test-tree';

const { examAttempts, examLessons, examQuestionGroups, examQuestions, examSections, examTests } = tables;
const sortable = { sortOrder: examTests.sortOrder, name: examTests.name, id: examTests.id, createdAt: examTests.createdAt, updatedAt: examTests.updatedAt };
type TestRow = typeof examTests.$inferSelect;

async function hydrate(db: Database, rows: TestRow[]): Promise<OnlineTest[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [lessons, questionCounts, attemptCounts] = await Promise.all([
    db.select({ id: examLessons.id, name: examLessons.name }).from(examLessons).where(inArray(examLessons.id, rows.map((row) => row.lessonId))),
    db
      .select({ testId: examSections.testId, value: sql<number>`coalesce(sum(greatest(jsonb_array_length(${examQuestions.numbers}), 1)), 0)::int` })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(inArray(examSections.testId, ids))
      .groupBy(examSections.testId),
    db.select({ testId: examAttempts.testId, value: count() }).from(examAttempts).where(inArray(examAttempts.testId, ids)).groupBy(examAttempts.testId),
  ]);
  const lessonName = new Map(lessons.map((lesson) => [lesson.id, lesson.name]));
  const questions = new Map(questionCounts.map((row) => [row.testId, Number(row.value)]));
  const attempts = new Map(attemptCounts.map((row) => [row.testId, Number(row.value)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    lessonId: row.lessonId,
    lessonName: lessonName.get(row.lessonId) ?? '',
    kind: row.kind,
    skill: row.skill,
    edition: (row.edition as OnlineTest['edition']) ?? null,
    durationSeconds: row.durationSeconds,
    isPublished: row.isPublished,
    conversionTable: (row.conversionTable as ConversionTable | null) ?? null,
    sortOrder: row.sortOrder,
    questionCount: questions.get(row.id) ?? 0,
    attemptCount: attempts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The lesson a test goes in; it must exist and teach the test's skill. */
async function assertLesson(db: Database, { lessonId, skill }: { lessonId: number; skill: TestRow['skill'] }): Promise<void> {
  const [lesson] = await db.select({ skill: examLessons.skill }).from(examLessons).where(eq(examLessons.id, lessonId)).limit(1);
  if (!lesson) throw badRequest(`There is no lesson ${lessonId}.`, [{ field: 'body.lessonId', message: 'Unknown lesson.' }]);
  if (lesson.skill !== skill) {
    throw badRequest(`Lesson ${lessonId} holds ${lesson.skill} tests; this is a ${skill} test.`, [{ field: 'body.lessonId', message: `Choose a ${skill} lesson.` }]);
  }
}

/** One test with its whole tree (sections → groups → questions with keys), for the editor. */
export async function getOnlineTestDetail(db: Database, id: number): Promise<OnlineTestDetail | undefined> {
  const [head] = await hydrate(db, await db.select().from(examTests).where(eq(examTests.id, id)).limit(1));
  if (!head) return undefined;
  return { ...head, sections: await loadSectionTree(db, id) };
}

/** `IeltsOnlineTest`: IELTS Reading and Listening tests. Publishing checks the test is complete. */
export const onlineTestService = {
  async list(db: Database, query: OnlineTestQuery) {
    const conditions: SQL[] = [];
    if (query.searchByName) conditions.push(ilike(examTests.name, containsPattern(query.searchByName)));
    if (query.skill) conditions.push(eq(examTests.skill, query.skill));
    if (query.lessonId) conditions.push(eq(examTests.lessonId, query.lessonId));
    const page = await listPage<TestRow>({ db, table: examTests, id: examTests.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
    return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
  },
  get: getOnlineTestDetail,
  async create(db: Database, input: OnlineTestCreate) {
    await assertLesson(db, input);
    if (input.isPublished) {
      throw badRequest('A new test cannot be published yet: it has no sections or questions.', [{ field: 'body.isPublished', message: 'Add its sections and 40 questions first.' }]);
    }
    const [last] = await db.select({ value: sql<number>`coalesce(max(${examTests.sortOrder}), 0)` }).from(examTests).where(eq(examTests.lessonId, input.lessonId));
    const [row] = await db.insert(examTests).values({ ...input, sortOrder: Number(last?.value ?? 0) + 1 }).returning({ id: examTests.id });
    return (await getOnlineTestDetail(db, row!.id))!;
  },
  async update(db: Database, id: number, input: OnlineTestUpdate) {
    const current = await getOnlineTestDetail(db, id);
    if (!current) return undefined;
    if (input.lessonId !== undefined && input.lessonId !== current.lessonId) await assertLesson(db, { lessonId: input.lessonId, skill: current.skill });
    const isPublishing = input.isPublished === true && !current.isPublished;
    if (isPublishing) assertPublishable({ ...current, ...input, conversionTable: input.conversionTable === undefined ? current.conversionTable : input.conversionTable });
    if (Object.keys(input).length > 0) await db.update(examTests).set({ ...input, updatedAt: new Date() }).where(eq(examTests.id, id));
    return getOnlineTestDetail(db, id);
  },
  /** A test with attempts is refused (409): deleting it would delete learners' attempts and results. */
  async remove(db: Database, ids: number[]) {
    for (const testId of ids) await refuseWhenAttempted(db, { testId, change: 'deleting it' });
    return (await db.delete(examTests).where(inArray(examTests.id, ids)).returning({ id: examTests.id })).length;
  },
  /** Orders the tests of one lesson. */
  async reorder(db: Database, ids: number[]) {
    await reorderChildren({ db, table: examTests, idColumn: examTests.id, parentColumn: examTests.lessonId, ids, what: 'test' });
  },
};
