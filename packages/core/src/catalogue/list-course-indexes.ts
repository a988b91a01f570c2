import type { ContentLanguage, CourseIndex, CourseIndexQuery, CourseTranslations } from '@lexam/contracts';
import { and, count, eq, ilike, tables, type Database } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { pageOffset, resolveSort } from '../common/sorting';

const { courseIndexes } = tables;
const sortable = { sortOrder: courseIndexes.sortOrder, name: courseIndexes.name, id: courseIndexes.id };

/** A course's name and description in `language`, each falling back to the English one when not translated. */
export function translateCourse<T extends { name: string; description: string; translations: CourseTranslations }>(course: T, language: ContentLanguage): { name: string; description: string } {
  const translation = language === 'en' ? undefined : course.translations[language];
  return { name: translation?.name || course.name, description: translation?.description || course.description };
}

/** The published courses of the catalogue, filtered by skill and name, one page at a time, in `language` (English by default). */
export async function listCourseIndexes({ db, query, language = 'en' }: { db: Database; query: CourseIndexQuery; language?: ContentLanguage }): Promise<{ rows: CourseIndex[]; totalCount: number }> {
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
        translations: courseIndexes.translations,
        sortOrder: courseIndexes.sortOrder,
      })
      .from(courseIndexes)
      .where(where)
      .orderBy(orderBy, courseIndexes.id)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(courseIndexes).where(where),
  ]);
  return {
    rows: rows.map(({ translations, ...row }) => ({ ...row, ...translateCourse({ ...row, translations }, language) })),
    totalCount: total?.value ?? 0,
  };
}
