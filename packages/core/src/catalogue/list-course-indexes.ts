import type { CourseIndex, CourseIndexQuery } from '@lexam/contracts';
import { and, count, eq, ilike, tables, type Database } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { pageOffset, resolveSort } from '../common/sorting';

const { courseIndexes } = tables;
const sortable = { sortOrder: courseIndexes.sortOrder, name: courseIndexes.name, id: courseIndexes.id };

/** The published courses of the catalogue, filtered by skill and name, one page at a time. */
export async function listCourseIndexes({ db, query }: { db: Database; query: CourseIndexQuery }): Promise<{ rows: CourseIndex[]; totalCount: number }> {
  const orderBy = resolveSort({ sort: query.sort, columns: sortable, fallback: 'sortOrder' });
  const where = and(
    eq(courseIndexes.isPublished, true),
    query.skill ? eq(courseIndexes.skill, query.skill) : undefined,
    query.searchByName ? ilike(courseIndexes.name, containsPattern(query.searchByName)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courseIndexes.id,
        code: courseIndexes.code,
        skill: courseIndexes.skill,
        name: courseIndexes.name,
        description: courseIndexes.description,
        sortOrder: courseIndexes.sortOrder,
      })
      .from(courseIndexes)
      .where(where)
      .orderBy(orderBy, courseIndexes.id)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(courseIndexes).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
