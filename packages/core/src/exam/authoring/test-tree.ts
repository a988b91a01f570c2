import type { OnlineSectionTree } from '@lexam/contracts';
import { asc, eq, inArray, tables, type Database } from '@lexam/db';
import { toGroupDto, toQuestionDto, toSectionDto } from './dto';

const { examQuestionGroups, examQuestions, examSections } = tables;

/**
 * A test's sections → groups → questions (keys included), in their order: what the editor loads in
 * one call and what the publish check and the statistics read.
 */
export async function loadSectionTree(db: Database, testId: number): Promise<OnlineSectionTree[]> {
  const sections = await db.select().from(examSections).where(eq(examSections.testId, testId)).orderBy(asc(examSections.sortOrder), asc(examSections.id));
  const sectionIds = sections.map((section) => section.id);
  const groups = sectionIds.length
    ? await db.select().from(examQuestionGroups).where(inArray(examQuestionGroups.sectionId, sectionIds)).orderBy(asc(examQuestionGroups.sortOrder), asc(examQuestionGroups.id))
    : [];
  const groupIds = groups.map((group) => group.id);
  const questions = groupIds.length
    ? await db.select().from(examQuestions).where(inArray(examQuestions.groupId, groupIds)).orderBy(asc(examQuestions.sortOrder), asc(examQuestions.number), asc(examQuestions.id))
    : [];
  return sections.map((section) => ({
    ...toSectionDto(section),
    groups: groups
      .filter((group) => group.sectionId === section.id)
      .map((group) => ({ ...toGroupDto(group), questions: questions.filter((question) => question.groupId === group.id).map(toQuestionDto) })),
  }));
}
