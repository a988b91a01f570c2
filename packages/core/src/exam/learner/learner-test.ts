import type { ExamKind, LearnerQuestion, LearnerQuestionGroup, LearnerSection, LearnerTest, ToeicEdition } from '@lexam/contracts';
import type { Database } from '@lexam/db';
import { notFound } from '../../errors';
import { fileUrl } from '../../files/store-upload';
import { learnerView } from '../question-types';
import { loadTestTree, numbersOf, type GroupRow, type QuestionRow, type SectionRow, type TestTree } from './test-tree';

/** A question as a learner may see it: the type's learner view of the content. No key, explanation or evidence. */
export function toLearnerQuestion(question: QuestionRow): LearnerQuestion {
  return {
    id: question.id,
    number: question.number,
    numbers: numbersOf(question),
    type: question.type,
    content: learnerView({ type: question.type, content: question.content }),
  };
}

/** A section's learner fields: the passage of a reading section, the audio address of a listening one; never the transcript. */
export function learnerSectionHead(section: SectionRow): Omit<LearnerSection, 'groups'> {
  return {
    id: section.id,
    title: section.title,
    passageHtml: section.passageHtml,
    audioUrl: section.audioFileKey ? fileUrl(section.audioFileKey) : null,
    part: section.part,
    directionsHtml: section.directionsHtml,
  };
}

/** A group's learner fields: its shared text, picture and recording addresses; never the transcript. */
export function learnerGroupHead(group: GroupRow): Omit<LearnerQuestionGroup, 'questions'> {
  return {
    id: group.id,
    instructions: group.instructions,
    stimulusHtml: group.stimulusHtml,
    imageUrl: group.imageFileKey ? fileUrl(group.imageFileKey) : null,
    audioUrl: group.audioFileKey ? fileUrl(group.audioFileKey) : null,
  };
}

/** The learner DTO of a loaded test, built field by field so nothing else can slip through. */
export function toLearnerTest(tree: TestTree): LearnerTest {
  return {
    id: tree.test.id,
    name: tree.test.name,
    kind: tree.test.kind,
    skill: tree.test.skill,
    edition: (tree.test.edition as ToeicEdition | null) ?? null,
    lessonName: tree.lessonName,
    durationSeconds: tree.test.durationSeconds,
    sections: tree.sections.map((section) => ({
      ...learnerSectionHead(section),
      groups: section.groups.map((group) => ({ ...learnerGroupHead(group), questions: group.questions.map(toLearnerQuestion) })),
    })),
  };
}

/**
 * A test as the exam screen shows it, without any answer key: the sections `sectionIds` (all when
 * absent). An unpublished test answers 404 unless `includeUnpublished` (an attempt already started,
 * or the admin's practice preview); so does a test of another kind than `kind`.
 */
export async function getLearnerTest(
  { db }: { db: Database },
  { testId, sectionIds, includeUnpublished = false, kind }: { testId: number; sectionIds?: number[]; includeUnpublished?: boolean; kind?: ExamKind },
): Promise<LearnerTest> {
  const tree = await loadTestTree(db, { testId, sectionIds });
  if ((!tree.test.isPublished && !includeUnpublished) || (kind && tree.test.kind !== kind)) throw notFound(`There is no test ${testId}.`);
  return toLearnerTest(tree);
}
