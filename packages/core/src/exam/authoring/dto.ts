import type { OnlineGroup, OnlineQuestion, OnlineSection } from '@lexam/contracts';
import type { tables } from '@lexam/db';
import { fileUrl } from '../../files/store-upload';

type SectionRow = typeof tables.examSections.$inferSelect;
type GroupRow = typeof tables.examQuestionGroups.$inferSelect;
type QuestionRow = typeof tables.examQuestions.$inferSelect;

export function toSectionDto(row: SectionRow): OnlineSection {
  return {
    id: row.id,
    testId: row.testId,
    title: row.title,
    sortOrder: row.sortOrder,
    part: row.part,
    directionsHtml: row.directionsHtml,
    passageHtml: row.passageHtml,
    audioFileKey: row.audioFileKey,
    audioUrl: row.audioFileKey ? fileUrl(row.audioFileKey) : null,
    transcriptHtml: row.transcriptHtml,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGroupDto(row: GroupRow): OnlineGroup {
  return {
    id: row.id,
    sectionId: row.sectionId,
    instructions: row.instructions,
    sortOrder: row.sortOrder,
    stimulusHtml: row.stimulusHtml,
    imageFileKey: row.imageFileKey,
    imageUrl: row.imageFileKey ? fileUrl(row.imageFileKey) : null,
    audioFileKey: row.audioFileKey,
    audioUrl: row.audioFileKey ? fileUrl(row.audioFileKey) : null,
    transcriptHtml: row.transcriptHtml,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestionDto(row: QuestionRow): OnlineQuestion {
  return {
    id: row.id,
    groupId: row.groupId,
    number: row.number,
    numbers: row.numbers.length > 0 ? row.numbers : [row.number],
    type: row.type,
    content: row.content,
    answerKey: row.answerKey,
    explanation: row.explanation,
    evidence: row.evidence,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
