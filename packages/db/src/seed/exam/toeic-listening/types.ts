import type { ConversionTable } from '@lexam/contracts';
import type { TestQuestionData } from '../demo-listening/types';

export type { TestQuestionData };

/** A TOEIC question set: questions sharing one recording (and, in Parts 1, 3 and 4, maybe a picture). */
export interface ToeicGroupData {
  instructions: string;
  stimulusHtml?: string;
  /** A file of the test's media folder: the Part 1 photograph or a Part 3/4 graphic. */
  imageFile?: string;
  /** A file of the test's media folder: this set's recording. */
  audioFile?: string;
  /** Everything the recording says, one `<p><strong>Speaker:</strong> text</p>` per line. */
  transcriptHtml?: string;
  questions: TestQuestionData[];
}

/** One TOEIC part. */
export interface ToeicSectionData {
  title: string;
  part: number;
  directionsHtml?: string;
  groups: ToeicGroupData[];
}

/** A whole TOEIC test in the `lexam-toeic-test` document format of the shared design. */
export interface ToeicTestDocumentData {
  format: 'lexam-toeic-test';
  version: 1;
  lesson: { name: string };
  test: {
    name: string;
    skill: 'reading' | 'listening';
    edition: 'ets' | 'ets2020' | 'ets2021' | 'ets2022' | 'ets2023';
    durationSeconds: number;
    conversionTable?: ConversionTable;
    sections: ToeicSectionData[];
  };
}
