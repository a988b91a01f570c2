import type { ExamKind, OnlineLesson, OnlineLessonListQuery } from '@lexam/contracts';
import { and, asc, eq, ilike, sql, tables, type Database } from '@lexam/db';
import { containsPattern } from '../../common/list-page';
import { pageOffset } from '../../common/sorting';

const { examLessons, examTests } = tables;

/**
 * `TestIndex/getListLessonTest` (and `OnlineGrammarTest/getListLessonTest`): the lessons of a kind
 * (and skill, when given) that hold at least one published test, in their order, each with its
 * number of published tests. `searchByName` filters by lesson name.
 */
export async function listOnlineLessons(
  { db }: { db: Database },
  query: Omit<OnlineLessonListQuery, 'skill'> & { skill?: OnlineLessonListQuery['skill'] },
  kind: ExamKind = 'ielts',
): Promise<{ rows: OnlineLesson[]; totalCount: number }> {
  const where = and(
    eq(examLessons.kind, kind),
    eq(examTests.kind, kind),
    query.skill ? eq(examLessons.skill, query.skill) : undefined,
    eq(examTests.isPublished, true),
    query.searchByName ? ilike(examLessons.name, containsPattern(query.searchByName)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: examLessons.id, name: examLessons.name, skill: examLessons.skill, testCount: sql<number>`count(${examTests.id})::int` })
      .from(examLessons)
      .innerJoin(examTests, eq(examTests.lessonId, examLessons.id))
      .where(where)
      .groupBy(examLessons.id)
      .orderBy(asc(examLessons.sortOrder), asc(examLessons.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: sql<number>`count(distinct ${examLessons.id})::int` }).from(examLessons).innerJoin(examTests, eq(examTests.lessonId, examLessons.id)).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
