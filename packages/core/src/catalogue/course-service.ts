import type { Course, CourseCreate, CourseTranslations, CourseUpdate, PageQuery } from '@lexam/contracts';
import { eq, ilike, inArray, or, sql, tables, type Database } from '@lexam/db';
import { conflict, badRequest } from '../errors';
import { containsPattern, listPage } from '../common/list-page';

const { courseIndexes } = tables;
type Row = typeof courseIndexes.$inferSelect;
const sortable = { sortOrder: courseIndexes.sortOrder, name: courseIndexes.name, code: courseIndexes.code, id: courseIndexes.id, createdAt: courseIndexes.createdAt };

/** Empty translations are dropped: an empty text means "as in English". */
function compact(translations: CourseTranslations): CourseTranslations {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, text]) => (text && (text.name || text.description) ? [[language, { name: text.name ?? '', description: text.description ?? '' }]] : [])),
  ) as CourseTranslations;
}

function toCourse(row: Row): Course {
  return {
    id: row.id,
    code: row.code,
    skill: row.skill,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    isPublished: row.isPublished,
    translations: row.translations ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertFreeCode(db: Database, code: string | undefined, selfId?: number) {
  if (!code) return;
  const [taken] = await db.select({ id: courseIndexes.id }).from(courseIndexes).where(eq(courseIndexes.code, code)).limit(1);
  if (taken && taken.id !== selfId) throw conflict(`Another course already has the code ${code}.`);
}

/** The course catalogue as the dashboard edits it (API.md's `Course` entity). */
export const courseService = {
  async list(db: Database, query: PageQuery) {
    const where = query.searchByName ? or(ilike(courseIndexes.name, containsPattern(query.searchByName)), ilike(courseIndexes.code, containsPattern(query.searchByName))) : undefined;
    const page = await listPage<Row>({ db, table: courseIndexes, id: courseIndexes.id, where, query, sortable, fallback: 'sortOrder' });
    return { rows: page.rows.map(toCourse), totalCount: page.totalCount };
  },
  async get(db: Database, id: number) {
    const [row] = await db.select().from(courseIndexes).where(eq(courseIndexes.id, id)).limit(1);
    return row ? toCourse(row) : undefined;
  },
  async create(db: Database, input: CourseCreate) {
    await assertFreeCode(db, input.code);
    const [last] = await db.select({ value: sql<number>`coalesce(max(${courseIndexes.sortOrder}), 0)` }).from(courseIndexes);
    const [row] = await db
      .insert(courseIndexes)
      .values({ ...input, translations: compact(input.translations), sortOrder: Number(last?.value ?? 0) + 1 })
      .returning();
    return toCourse(row!);
  },
  async update(db: Database, id: number, input: CourseUpdate) {
    if (!(await courseService.get(db, id))) return undefined;
    await assertFreeCode(db, input.code, id);
    const changes = { ...input, ...(input.translations ? { translations: compact(input.translations) } : {}) };
    if (Object.keys(changes).length > 0) await db.update(courseIndexes).set({ ...changes, updatedAt: sql`now()` }).where(eq(courseIndexes.id, id));
    return courseService.get(db, id);
  },
  async remove(db: Database, ids: number[]) {
    return (await db.delete(courseIndexes).where(inArray(courseIndexes.id, ids)).returning({ id: courseIndexes.id })).length;
  },
  /** Gives each listed course its position in the list, as sortOrder 1, 2, 3, … */
  async reorder(db: Database, ids: number[]) {
    const found = await db.select({ id: courseIndexes.id }).from(courseIndexes).where(inArray(courseIndexes.id, ids));
    if (found.length !== new Set(ids).size) throw badRequest('Some of these courses do not exist.', [{ field: 'body.ids', message: 'Unknown course.' }]);
    await db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) await tx.update(courseIndexes).set({ sortOrder: index + 1 }).where(eq(courseIndexes.id, id));
    });
  },
};
