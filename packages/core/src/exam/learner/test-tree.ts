import { asc, eq, inArray, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions } = tables;

export type TestRow = typeof examTests.$inferSelect;
export type SectionRow = typeof examSections.$inferSelect;
export type GroupRow = typeof examQuestionGroups.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;

/** A test with everything below it, in display order. Keys included: map it to a DTO before it leaves core. */
export interface TestTree {
  test: TestRow;
  lessonName: string;
  sections: Array<SectionRow & { groups: Array<GroupRow & { questions: QuestionRow[] }> }>;
}

/** The numbers a stored question covers; rows written before `numbers` existed cover their one number. */
export const numbersOf = (question: Pick<QuestionRow, 'number' | 'numbers'>): number[] => (question.numbers.length > 0 ? question.numbers : [question.number]);

/**
 * Loads a test and, in order, its sections (only `sectionIds` when given, e.g. a practice attempt's),
 * groups and questions. A missing test is a 404 here; whether the caller may see it is the caller's check.
 */
export async function loadTestTree(db: Database, { testId, sectionIds }: { testId: number; sectionIds?: number[] }): Promise<TestTree> {
  const [head] = await db
    .select({ test: examTests, lessonName: examLessons.name })
    .from(examTests)
    .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
    .where(eq(examTests.id, testId))
    .limit(1);
  if (!head) throw notFound(`There is no test ${testId}.`);
  const allSections = await db.select().from(examSections).where(eq(examSections.testId, testId)).orderBy(asc(examSections.sortOrder), asc(examSections.id));
  const sections = sectionIds ? allSections.filter((section) => sectionIds.includes(section.id)) : allSections;
  const groups = sections.length === 0 ? [] : await db
    .select()
    .from(examQuestionGroups)
    .where(inArray(examQuestionGroups.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(examQuestionGroups.sortOrder), asc(examQuestionGroups.id));
  const questions = groups.length === 0 ? [] : await db
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.groupId, groups.map((group) => group.id)))
    .orderBy(asc(examQuestions.sortOrder), asc(examQuestions.number), asc(examQuestions.id));
  return {
    test: head.test,
    lessonName: head.lessonName,
    sections: sections.map((section) => ({
      ...section,
      groups: groups
        .filter((group) => group.sectionId === section.id)
        .map((group) => ({ ...group, questions: questions.filter((question) => question.groupId === group.id) })),
    })),
  };
}
