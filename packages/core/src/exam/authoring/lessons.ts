import type { ExamKind, OnlineTestLesson, OnlineTestLessonCreate, OnlineTestLessonQuery, OnlineTestLessonUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { DomainError, badRequest } from '../../errors';
import { reorderChildren } from './reorder';
import { invalidatesTestContent } from './invalidating';

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

/** The skills a lesson (and test) of each kind may have. */
export const SKILLS_OF_KIND: Record<ExamKind, readonly OnlineTestLesson['skill'][]> = {
  ielts: ['reading', 'listening'],
  toeic: ['reading', 'listening'],
  grammar: ['grammar'],
};

/** Refuses a skill the kind does not have (a grammar IELTS lesson, a reading grammar test). */
export function assertSkillOfKind({ kind, skill }: { kind: ExamKind; skill: OnlineTestLesson['skill'] }): void {
  const allowed = SKILLS_OF_KIND[kind];
  if (allowed.includes(skill)) return;
  throw badRequest(`A ${kind} lesson or test is ${allowed.join(' or ')}, not ${skill}.`, [{ field: 'body.skill', message: `Choose ${allowed.join(' or ')}.` }]);
}

/** The ids among `ids` that are lessons of `kind`: the others are out of this resource's reach. */
async function ownIds(db: Database, kind: ExamKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: examLessons.id }).from(examLessons).where(and(inArray(examLessons.id, ids), eq(examLessons.kind, kind)))).map((row) => row.id);
}

/**
 * The lessons resource of one exam kind (`IeltsOnlineTestLesson`, `ToeicTestOnlne`, the grammar
 * lessons): the lessons its online tests are grouped in, per skill. A lesson of another kind is out
 * of reach (404, or not deleted).
 */
export function onlineTestLessonServiceFor(kind: ExamKind) {
  const service = {
    async list(db: Database, query: OnlineTestLessonQuery) {
      const conditions: SQL[] = [eq(examLessons.kind, kind)];
      if (query.searchByName) conditions.push(ilike(examLessons.name, containsPattern(query.searchByName)));
      if (query.skill) conditions.push(eq(examLessons.skill, query.skill));
      const page = await listPage<LessonRow>({ db, table: examLessons, id: examLessons.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
      return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
    },
    async get(db: Database, id: number) {
      return (await hydrate(db, await db.select().from(examLessons).where(and(eq(examLessons.id, id), eq(examLessons.kind, kind))).limit(1)))[0];
    },
    async create(db: Database, input: OnlineTestLessonCreate) {
      assertSkillOfKind({ kind, skill: input.skill });
      const [last] = await db.select({ value: sql<number>`coalesce(max(${examLessons.sortOrder}), 0)` }).from(examLessons).where(and(eq(examLessons.kind, kind), eq(examLessons.skill, input.skill)));
      const [row] = await db.insert(examLessons).values({ ...input, kind, sortOrder: Number(last?.value ?? 0) + 1 }).returning();
      return (await hydrate(db, [row!]))[0]!;
    },
    async update(db: Database, id: number, input: OnlineTestLessonUpdate) {
      if (!(await service.get(db, id))) return undefined;
      if (Object.keys(input).length > 0) await db.update(examLessons).set(input).where(eq(examLessons.id, id));
      return service.get(db, id);
    },
    /** Deleting a lesson deletes its tests, so a lesson whose tests have attempts is refused (409). */
    async remove(db: Database, requested: number[]) {
      const ids = await ownIds(db, kind, requested);
      if (ids.length === 0) return 0;
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
      if ((await ownIds(db, kind, ids)).length !== ids.length) throw badRequest(`Some of these lessons are not ${kind} lessons.`, [{ field: 'body.ids', message: 'Unknown lesson.' }]);
      await reorderChildren({ db, table: examLessons, idColumn: examLessons.id, parentColumn: examLessons.skill, ids, what: 'lesson' });
    },
  };
  return invalidatesTestContent(service);
}

/** `IeltsOnlineTestLesson`: the lessons IELTS online tests are grouped in, per skill. */
export const onlineTestLessonService = onlineTestLessonServiceFor('ielts');
