import type { OnlineTestLesson, OnlineTestLessonCreate, OnlineTestLessonQuery, OnlineTestLessonUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { DomainError } from '../../errors';
import { reorderChildren } from './reorder';

const { examLessons, examTests, examAttempts } = tables;
const sortable = { sortOrder: examLessons.sortOrder, name: examLessons.name, id: examLessons.id, createdAt: examLessons.createdAt };
type LessonRow = typeof examLessons.$inferSelect;

async function hydrate(db: Database, rows: LessonRow[]): Promise<OnlineTestLesson[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db.select({ lessonId: examTests.lessonId, value: count() }).from(examTests).where(inArray(examTests.lessonId, ids)).groupBy(examTests.lessonId)
    : [];
  const byLesson = new Map(counts.map((row) => [row.lessonId, Number(row.value)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    skill: row.skill,
    sortOrder: row.sortOrder,
    testCount: byLesson.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `IeltsOnlineTestLesson`: the lessons IELTS online tests are grouped in, per skill. */
export const onlineTestLessonService = {
  async list(db: Database, query: OnlineTestLessonQuery) {
    const conditions: SQL[] = [];
    if (query.searchByName) conditions.push(ilike(examLessons.name, containsPattern(query.searchByName)));
    if (query.skill) conditions.push(eq(examLessons.skill, query.skill));
    const page = await listPage<LessonRow>({ db, table: examLessons, id: examLessons.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
    return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
  },
  async get(db: Database, id: number) {
    return (await hydrate(db, await db.select().from(examLessons).where(eq(examLessons.id, id)).limit(1)))[0];
  },
  async create(db: Database, input: OnlineTestLessonCreate) {
    const [last] = await db.select({ value: sql<number>`coalesce(max(${examLessons.sortOrder}), 0)` }).from(examLessons).where(eq(examLessons.skill, input.skill));
    const [row] = await db.insert(examLessons).values({ ...input, sortOrder: Number(last?.value ?? 0) + 1 }).returning();
    return (await hydrate(db, [row!]))[0]!;
  },
  async update(db: Database, id: number, input: OnlineTestLessonUpdate) {
    if (Object.keys(input).length > 0) await db.update(examLessons).set(input).where(eq(examLessons.id, id));
    return onlineTestLessonService.get(db, id);
  },
  /** Deleting a lesson deletes its tests, so a lesson whose tests have attempts is refused (409). */
  async remove(db: Database, ids: number[]) {
    const attempted = await db
      .select({ lessonId: examTests.lessonId, name: examLessons.name, value: count() })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
      .where(inArray(examTests.lessonId, ids))
      .groupBy(examTests.lessonId, examLessons.name);
    const first = attempted[0];
    if (first) {
      throw new DomainError({ status: 409, title: `Lesson ${first.lessonId} ("${first.name}") holds tests with ${Number(first.value)} attempts; deleting it would destroy learners' answers and results. Move or unpublish its tests instead.` });
    }
    return (await db.delete(examLessons).where(inArray(examLessons.id, ids)).returning({ id: examLessons.id })).length;
  },
  async reorder(db: Database, ids: number[]) {
    await reorderChildren({ db, table: examLessons, idColumn: examLessons.id, parentColumn: examLessons.skill, ids, what: 'lesson' });
  },
};
