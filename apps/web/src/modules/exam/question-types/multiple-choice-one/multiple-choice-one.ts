import type { QuestionDraft } from '../types';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';

/** The one part of a one-answer question (the core type's part id). */
export const ANSWER_PART = 'answer';

/** A new one-answer question: a prompt and options A–C, A correct. */
export function blankMultipleChoiceOne(): QuestionDraft<MultipleChoiceOneContent, MultipleChoiceOneKey> {
  return {
    content: { prompt: '', options: ['A', 'B', 'C'].map((id) => ({ id, text: '' })) },
    answerKey: { correct: 'A' },
  };
}

/** The number is answered once a letter is chosen. */
export function answeredMultipleChoiceOne({ numbers, response }: { numbers: number[]; response: MultipleChoiceOneResponse | null }): number[] {
  const first = numbers[0];
  return first !== undefined && response?.choice?.trim() ? [first] : [];
}

/**
 * A prompt split at its printed blanks (three or more underscores, TOEIC Part 5's `______`), so the
 * player can draw each blank as a line rather than a run of underscores: text pieces at even
 * indexes, a blank between each pair.
 */
export function splitPromptBlanks(prompt: string): string[] {
  return prompt.split(/_{3,}/);
}
