import type { ExamQuestionGroup, GrammarTestDocument, TestQuestion, ToeicTestDocument } from '@lexam/contracts';
import { parseAcceptedAnswer } from '../matching';

/** Text as a reader sees it: tags dropped, the entities the demo texts use read, spaces collapsed. */
export function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

/** A question with the part and group it sits in. */
export interface PlacedQuestion {
  part: number | undefined;
  group: ExamQuestionGroup;
  question: TestQuestion;
}

/** Every question of a document, in document order, with its part and group. */
export function placedQuestionsOf(document: ToeicTestDocument | GrammarTestDocument): PlacedQuestion[] {
  return document.test.sections.flatMap((section) =>
    section.groups.flatMap((group) => group.questions.map((question) => ({ part: 'part' in section ? section.part : undefined, group, question }))));
}

/** Every string inside a question's content (prompt, sentence, items, options), joined: what the learner reads. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(contentText).join(' ');
  if (content && typeof content === 'object') return Object.values(content).map(contentText).join(' ');
  return '';
}

/**
 * Where a question's evidence must be found: the group's stimulus when it has one (TOEIC Parts 6
 * and 7), else the question's own text (TOEIC Part 5, grammar), which is its only "stimulus".
 */
export function evidenceSourceOf({ group, question }: PlacedQuestion): string {
  return group.stimulusHtml ? plainText(group.stimulusHtml) : plainText(contentText(question.content));
}

/** The accepted answer's first written-out variant, as a learner would type it. */
function firstVariant(accepted: string | readonly string[]): string {
  return parseAcceptedAnswer(accepted).variants[0] ?? '';
}

/**
 * The learner response that the key describes, for each question type the demo tests use: the
 * letter for one-choice types, the key's letters for matching, the first written-out variant of each
 * accepted answer for typed answers.
 */
export function keyResponseOf(question: TestQuestion): unknown {
  const key = question.key as { correct?: string; answers?: Record<string, string | string[]> };
  switch (question.type) {
    case 'multiple-choice-one':
    case 'error-identification':
      return { choice: key.correct };
    case 'matching':
      return { answers: key.answers };
    case 'completion':
      return { blanks: Object.fromEntries(Object.entries(key.answers ?? {}).map(([id, accepted]) => [id, firstVariant(accepted)])) };
    case 'sentence-transformation':
      return { answers: Object.fromEntries(Object.entries(key.answers ?? {}).map(([id, accepted]) => [id, firstVariant(accepted)])) };
    default:
      throw new Error(`No key response for the question type ${question.type}.`);
  }
}

/** Every written-out variant of every typed answer in the key, one response per variant and part. */
export function variantResponsesOf(question: TestQuestion): unknown[] {
  const key = question.key as { answers?: Record<string, string | string[]> };
  const field = question.type === 'completion' ? 'blanks' : question.type === 'sentence-transformation' ? 'answers' : undefined;
  if (!field) return [];
  const base = keyResponseOf(question) as Record<string, Record<string, string>>;
  return Object.entries(key.answers ?? {}).flatMap(([id, accepted]) =>
    parseAcceptedAnswer(accepted).variants.map((variant) => ({ [field]: { ...base[field], [id]: variant } })));
}
