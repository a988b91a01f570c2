import type { ConversionTable, ExamKind, OnlineTest, OnlineTestCreate, OnlineTestDetail, OnlineTestQuery, OnlineTestUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { badRequest } from '../../errors';
import { refuseWhenAttempted } from './guards';
import { assertSkillOfKind } from './lessons';
import { assertPublishable } from './publish-check';
import { reorderChildren } from './reorder';
import { loadSectionTree } from './test-tree';
import { invalidatesTestContent } from './invalidating';

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

/** The lesson a test goes in; it must exist, be of the test's kind and teach the test's skill. */
async function assertLesson(db: Database, { lessonId, skill, kind }: { lessonId: number; skill: TestRow['skill']; kind: ExamKind }): Promise<void> {
  const [lesson] = await db.select({ skill: examLessons.skill }).from(examLessons).where(and(eq(examLessons.id, lessonId), eq(examLessons.kind, kind))).limit(1);
  if (!lesson) throw badRequest(`There is no ${kind} lesson ${lessonId}.`, [{ field: 'body.lessonId', message: 'Unknown lesson.' }]);
  if (lesson.skill !== skill) {
    throw badRequest(`Lesson ${lessonId} holds ${lesson.skill} tests; this is a ${skill} test.`, [{ field: 'body.lessonId', message: `Choose a ${skill} lesson.` }]);
  }
}

/** A TOEIC test names its edition; other kinds have none. */
function assertEdition({ kind, edition }: { kind: ExamKind; edition: string | null | undefined }): void {
  if (kind === 'toeic' && !edition) throw badRequest('A TOEIC test names its edition (ets, ets2020, ets2021, ets2022 or ets2023).', [{ field: 'body.edition', message: 'Choose an edition.' }]);
  if (kind !== 'toeic' && edition) throw badRequest(`Only TOEIC tests have an edition; this is a ${kind} test.`, [{ field: 'body.edition', message: 'Leave it out.' }]);
}

/** One test with its whole tree (sections → groups → questions with keys), for the editor; with `kind`, a test of another kind is undefined. */
export async function getOnlineTestDetail(db: Database, id: number, kind?: ExamKind): Promise<OnlineTestDetail | undefined> {
  const [head] = await hydrate(db, await db.select().from(examTests).where(and(eq(examTests.id, id), kind ? eq(examTests.kind, kind) : undefined)).limit(1));
  if (!head) return undefined;
  return { ...head, sections: await loadSectionTree(db, id) };
}

/** The ids among `ids` that are tests of `kind`. */
async function ownIds(db: Database, kind: ExamKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: examTests.id }).from(examTests).where(and(inArray(examTests.id, ids), eq(examTests.kind, kind)))).map((row) => row.id);
}

/**
 * The tests resource of one exam kind (`IeltsOnlineTest`, `OnlineToeicTest`, `GrammarOnlineTest`):
 * its tests only (another kind's is a 404), filtered by skill, lesson and, for TOEIC, edition. A TOEIC
 * test names its edition. Publishing checks the test is complete by its kind's document rules.
 */
export function onlineTestServiceFor(kind: ExamKind) {
  const service = {
    async list(db: Database, query: OnlineTestQuery) {
      const conditions: SQL[] = [eq(examTests.kind, kind)];
      if (query.edition) conditions.push(eq(examTests.edition, query.edition));
      if (query.searchByName) conditions.push(ilike(examTests.name, containsPattern(query.searchByName)));
      if (query.skill) conditions.push(eq(examTests.skill, query.skill));
      if (query.lessonId) conditions.push(eq(examTests.lessonId, query.lessonId));
      const page = await listPage<TestRow>({ db, table: examTests, id: examTests.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
      return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
    },
    get: (db: Database, id: number) => getOnlineTestDetail(db, id, kind),
    async create(db: Database, input: OnlineTestCreate) {
      assertSkillOfKind({ kind, skill: input.skill });
      assertEdition({ kind, edition: input.edition });
      await assertLesson(db, { ...input, kind });
      if (input.isPublished) {
        throw badRequest('A new test cannot be published yet: it has no sections or questions.', [{ field: 'body.isPublished', message: 'Add its sections and 40 questions first.' }]);
      }
      const [last] = await db.select({ value: sql<number>`coalesce(max(${examTests.sortOrder}), 0)` }).from(examTests).where(eq(examTests.lessonId, input.lessonId));
      const [row] = await db.insert(examTests).values({ ...input, kind, sortOrder: Number(last?.value ?? 0) + 1 }).returning({ id: examTests.id });
      return (await getOnlineTestDetail(db, row!.id))!;
    },
    async update(db: Database, id: number, input: OnlineTestUpdate) {
      const current = await getOnlineTestDetail(db, id, kind);
      if (!current) return undefined;
      if (input.edition !== undefined) assertEdition({ kind, edition: input.edition });
      if (input.lessonId !== undefined && input.lessonId !== current.lessonId) await assertLesson(db, { lessonId: input.lessonId, skill: current.skill, kind });
      const isPublishing = input.isPublished === true && !current.isPublished;
      if (isPublishing) assertPublishable({ ...current, ...input, conversionTable: input.conversionTable === undefined ? current.conversionTable : input.conversionTable });
      if (Object.keys(input).length > 0) await db.update(examTests).set({ ...input, updatedAt: new Date() }).where(eq(examTests.id, id));
      return getOnlineTestDetail(db, id);
    },
    /** A test with attempts is refused (409): deleting it would delete learners' attempts and results. */
    async remove(db: Database, requested: number[]) {
      const ids = await ownIds(db, kind, requested);
      if (ids.length === 0) return 0;
      for (const testId of ids) await refuseWhenAttempted(db, { testId, change: 'deleting it' });
      return (await db.delete(examTests).where(inArray(examTests.id, ids)).returning({ id: examTests.id })).length;
    },
    /** Orders the tests of one lesson. */
    async reorder(db: Database, ids: number[]) {
      if ((await ownIds(db, kind, ids)).length !== ids.length) throw badRequest(`Some of these tests are not ${kind} tests.`, [{ field: 'body.ids', message: 'Unknown test.' }]);
      await reorderChildren({ db, table: examTests, idColumn: examTests.id, parentColumn: examTests.lessonId, ids, what: 'test' });
    },
  };
  return invalidatesTestContent(service);
}

/** `IeltsOnlineTest`: IELTS Reading and Listening tests. Publishing checks the test is complete. */
export const onlineTestService = onlineTestServiceFor('ielts');
