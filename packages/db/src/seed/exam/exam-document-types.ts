import type { TestQuestion } from '@lexam/contracts';

/**
 * Helpers for writing the TOEIC and grammar demo tests (`lexam-toeic-test`, `lexam-grammar-test`,
 * contracts' `exam-documents.ts`). `content` and `key` follow the question type's schemas and are
 * checked by core's registry (`validateTestDocument`), not here.
 */

/** The four option letters of a TOEIC reading question. */
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A TOEIC option letter. */
export type ToeicLetter = (typeof LETTERS)[number];

/**
 * A `multiple-choice-one` question with options A–D. Positional so the 100 questions of a test read
 * as a list; `evidence` is the phrase of the stimulus (or, in Part 5, of the sentence) that settles it.
 */
export function choiceQuestion(
  number: number,
  prompt: string,
  options: readonly [string, string, string, string],
  correct: ToeicLetter,
  explanation: string,
  evidence: string,
): TestQuestion {
  return {
    number,
    type: 'multiple-choice-one',
    content: { prompt, options: options.map((text, index) => ({ id: LETTERS[index], text })) },
    key: { correct },
    explanation,
    evidence,
  };
}
