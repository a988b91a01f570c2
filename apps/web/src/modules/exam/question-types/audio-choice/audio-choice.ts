import type { AudioChoiceContent, AudioChoiceKey, AudioChoiceResponse } from '../shared/content-types';
import type { QuestionDraft } from '../types';

/** The one part of an audio-choice question (the core type's part id). */
export const ANSWER_PART = 'answer';

/** The letters shown for `choices` heard statements: A–C (TOEIC Part 2) or A–D (Part 1); anything odd reads as 4. */
export function audioChoiceLetters(choices: number): string[] {
  return ['A', 'B', 'C', 'D'].slice(0, choices === 3 ? 3 : 4);
}

/** A new audio-choice question: four letters (a Part 1 photograph), A correct. */
export function blankAudioChoice(): QuestionDraft<AudioChoiceContent, AudioChoiceKey> {
  return { content: { choices: 4 }, answerKey: { correct: 'A' } };
}

/** The number is answered once a letter is chosen. */
export function answeredAudioChoice({ numbers, response }: { numbers: number[]; response: AudioChoiceResponse | null }): number[] {
  const first = numbers[0];
  return first !== undefined && response?.choice?.trim() ? [first] : [];
}

/** A new count of letters for the editor, keeping the key inside it (D falls back to A with three letters). */
export function withChoiceCount({ draft, choices }: { draft: QuestionDraft<AudioChoiceContent, AudioChoiceKey>; choices: 3 | 4 }): QuestionDraft<AudioChoiceContent, AudioChoiceKey> {
  const letters = audioChoiceLetters(choices);
  const correct = letters.find((letter) => letter === draft.answerKey.correct.trim().toUpperCase()) ?? 'A';
  return { content: { ...draft.content, choices }, answerKey: { ...draft.answerKey, correct } };
}
