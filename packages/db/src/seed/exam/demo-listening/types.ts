import type { ConversionTable } from '@lexam/contracts';

/**
 * One question item of a test document (see the shared brief): `content` and `key` are in the shape
 * of the question type's schemas and are checked by the engine's registry, not here.
 * `evidence` is the exact phrase of the transcript holding the answer; an item with several numbers
 * may give one phrase per number, separated by `EVIDENCE_SEPARATOR`.
 */
export interface TestQuestionData {
  number: number;
  numbers?: number[];
  type: string;
  content: unknown;
  key: unknown;
  explanation: string;
  evidence: string;
}

/** A group of questions under one printed instruction. */
export interface TestGroupData {
  instructions: string;
  questions: TestQuestionData[];
}

/** One section (listening) or passage (reading) of a test document. */
export interface TestSectionData {
  title: string;
  passageHtml?: string;
  audioFile?: string;
  transcriptHtml?: string;
  groups: TestGroupData[];
}

/** A whole test in the `lexam-ielts-test` document format of the shared brief. */
export interface TestDocumentData {
  format: 'lexam-ielts-test';
  version: 1;
  lesson: { name: string };
  test: {
    name: string;
    skill: 'reading' | 'listening';
    durationSeconds: number;
    conversionTable?: ConversionTable;
    sections: TestSectionData[];
  };
}

/** Separates the phrases of a multi-number item's `evidence`, one phrase per question number. */
export const EVIDENCE_SEPARATOR = ' … ';
