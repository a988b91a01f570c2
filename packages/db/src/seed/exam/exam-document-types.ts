/**
 * The shapes of the TOEIC and grammar test documents (`lexam-toeic-test`, `lexam-grammar-test`) of the
 * issue #5 design, as the demo data writes them. `content` and `key` follow the question type's
 * schemas and are checked by core's registry, not here. Kept local until the contracts carry the
 * generalised document schema; the shape is the same.
 */

/** One question item: a question type's content and key, with its review notes. */
export interface ExamQuestionData {
  number: number;
  numbers?: number[];
  type: string;
  content: unknown;
  key: unknown;
  explanation: string;
  /** An exact phrase of the group's stimulus; for a group without one (TOEIC Part 5, grammar), of the question itself. */
  evidence: string;
}

/** A question set: questions sharing one instruction and, in TOEIC Parts 6 and 7, one stimulus. */
export interface ExamGroupData {
  instructions: string;
  /** The shared text: a Part 6 text with `[[n]]` gaps, the Part 7 passage(s). */
  stimulusHtml?: string;
  questions: ExamQuestionData[];
}

/** One section: a TOEIC part, or a block of a grammar test. */
export interface ExamSectionData {
  title: string;
  part?: number;
  directionsHtml?: string;
  groups: ExamGroupData[];
}

/** A TOEIC or grammar test document. */
export interface ExamTestDocumentData {
  format: 'lexam-toeic-test' | 'lexam-grammar-test';
  version: 1;
  lesson: { name: string };
  test: {
    name: string;
    skill: 'reading' | 'listening' | 'grammar';
    edition?: 'ets' | 'ets2020' | 'ets2021' | 'ets2022' | 'ets2023';
    durationSeconds: number;
    sections: ExamSectionData[];
  };
}

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
): ExamQuestionData {
  return {
    number,
    type: 'multiple-choice-one',
    content: { prompt, options: options.map((text, index) => ({ id: LETTERS[index], text })) },
    key: { correct },
    explanation,
    evidence,
  };
}
