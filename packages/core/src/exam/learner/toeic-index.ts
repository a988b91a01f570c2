import { TOEIC_EDITIONS, type ToeicCourseOverview, type ToeicEdition, type ToeicEditionCount, type ToeicPartList } from '@lexam/contracts';
import { and, asc, eq, sql, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';
import { loadTestTree, numbersOf } from './test-tree';

const { examTests } = tables;

/**
 * `OnlineToeicTest/getToeicSubCourseIndex`: every TOEIC edition, in the catalogue's order, with how
 * many published tests it has per skill (an edition without tests is listed with zeros, so the
 * screen's edition picker is stable). `skill` keeps the other skill's count at 0.
 */
export async function listToeicEditions({ db }: { db: Database }, { skill }: { skill?: 'listening' | 'reading' } = {}): Promise<ToeicEditionCount[]> {
  const rows = await db
    .select({ edition: examTests.edition, skill: examTests.skill, value: sql<number>`count(*)::int` })
    .from(examTests)
    .where(and(eq(examTests.kind, 'toeic'), eq(examTests.isPublished, true), skill ? eq(examTests.skill, skill) : undefined))
    .groupBy(examTests.edition, examTests.skill);
  const countOf = (edition: ToeicEdition, wanted: 'listening' | 'reading') =>
    rows.filter((row) => row.edition === edition && row.skill === wanted).reduce((sum, row) => sum + Number(row.value), 0);
  return TOEIC_EDITIONS.map((edition) => {
    const listening = countOf(edition, 'listening');
    const reading = countOf(edition, 'reading');
    return { edition, listening, reading, total: listening + reading };
  });
}

/** `CourseToeicTest/getCourseToeicTest`: the TOEIC landing's overview, editions × skills with counts. */
export async function getToeicCourseOverview({ db }: { db: Database }): Promise<ToeicCourseOverview> {
  const editions = await listToeicEditions({ db });
  return {
    editions,
    totals: {
      listening: editions.reduce((sum, edition) => sum + edition.listening, 0),
      reading: editions.reduce((sum, edition) => sum + edition.reading, 0),
    },
  };
}

/**
 * `OnlineToeicTest/getListPartByToeicReadingTest?testId=`: the parts of a published TOEIC test (its
 * sections, in order) with their question ranges, for practice by part: a practice attempt's
 * `sectionIds` are the chosen parts' `sectionId`s. Another kind's or an unpublished test is a 404.
 */
export async function listToeicParts({ db }: { db: Database }, { testId }: { testId: number }): Promise<ToeicPartList> {
  const [head] = await db.select({ kind: examTests.kind, isPublished: examTests.isPublished }).from(examTests).where(eq(examTests.id, testId)).orderBy(asc(examTests.id)).limit(1);
  if (!head || head.kind !== 'toeic' || !head.isPublished) throw notFound(`There is no TOEIC test ${testId}.`);
  const tree = await loadTestTree(db, { testId });
  return {
    testId,
    testName: tree.test.name,
    skill: tree.test.skill === 'listening' ? 'listening' : 'reading',
    edition: (tree.test.edition as ToeicEdition | null) ?? null,
    durationSeconds: tree.test.durationSeconds,
    parts: tree.sections.map((section) => {
      const numbers = section.groups.flatMap((group) => group.questions.flatMap(numbersOf));
      return {
        sectionId: section.id,
        part: section.part,
        title: section.title,
        directionsHtml: section.directionsHtml,
        firstNumber: numbers.length ? Math.min(...numbers) : 0,
        lastNumber: numbers.length ? Math.max(...numbers) : 0,
        questionCount: numbers.length,
      };
    }),
  };
}
