import { count, eq, tables, type Database } from '@lexam/db';
import { DomainError, notFound } from '../../errors';

const { examAttempts, examQuestionGroups, examQuestions, examSections, examTests } = tables;

/** How many attempts (submitted or not) a test has. */
export async function countAttempts(db: Database, testId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(examAttempts).where(eq(examAttempts.testId, testId));
  return Number(row?.value ?? 0);
}

/**
 * Refuses (409) a change that would destroy learners' work: attempt steps cascade when a question is
 * deleted, and a re-typed question no longer reads its saved responses. Texts and keys may still be
 * edited in place; a test with attempts is unpublished or copied instead.
 */
export async function refuseWhenAttempted(db: Database, { testId, change }: { testId: number; change: string }): Promise<void> {
  const attempts = await countAttempts(db, testId);
  if (attempts === 0) return;
  throw new DomainError({
    status: 409,
    title: `Test ${testId} has ${attempts} attempt${attempts === 1 ? '' : 's'}; ${change} would destroy learners' answers and results. Unpublish it or copy it instead.`,
  });
}

/** The test a section belongs to; 404 when there is no such section. */
export async function testOfSection(db: Database, sectionId: number): Promise<{ testId: number; skill: 'reading' | 'listening' | 'grammar' }> {
  const [row] = await db
    .select({ testId: examSections.testId, skill: examTests.skill })
    .from(examSections)
    .innerJoin(examTests, eq(examTests.id, examSections.testId))
    .where(eq(examSections.id, sectionId))
    .limit(1);
  if (!row) throw notFound(`There is no OnlinePassage ${sectionId}.`);
  return row;
}

/** The test a question group belongs to; 404 when there is no such group. */
export async function testOfGroup(db: Database, groupId: number): Promise<number> {
  const [row] = await db
    .select({ testId: examSections.testId })
    .from(examQuestionGroups)
    .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
    .where(eq(examQuestionGroups.id, groupId))
    .limit(1);
  if (!row) throw notFound(`There is no OnlinePart ${groupId}.`);
  return row.testId;
}

/** The test a question belongs to, or undefined when there is no such question. */
export async function testOfQuestion(db: Database, questionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ testId: examSections.testId })
    .from(examQuestions)
    .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
    .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
    .where(eq(examQuestions.id, questionId))
    .limit(1);
  return row?.testId;
}

/** Marks a test as changed, so lists sorted by `updatedAt` show the latest edits first. */
export async function touchTest(db: Database, testId: number): Promise<void> {
  await db.update(examTests).set({ updatedAt: new Date() }).where(eq(examTests.id, testId));
}
