import { fileURLToPath } from 'node:url';
import { toeicListeningPart1 } from './part-1';
import { toeicListeningPart2 } from './part-2';
import { toeicListeningPart3 } from './part-3';
import { toeicListeningPart4 } from './part-4';
import type { ToeicTestDocumentData } from './types';

export type { ToeicGroupData, ToeicSectionData, ToeicTestDocumentData } from './types';

/** The folder of the demo TOEIC listening test's media (`imageFile` and `audioFile` names are relative to it). */
export const demoToeicMediaDir = fileURLToPath(new URL('./media/', import.meta.url));

/**
 * The demo TOEIC listening test: parts 1–4, questions 1–100, in the `lexam-toeic-test` document
 * format. All text and pictures are original (no ETS material). The recordings are made by
 * `scripts/make-toeic-listening-audio.mjs`, the pictures by `scripts/make-toeic-listening-pictures.mjs`;
 * both are committed.
 */
export const demoToeicListeningTest: ToeicTestDocumentData = {
  format: 'lexam-toeic-test',
  version: 1,
  lesson: { name: 'TOEIC Listening: demo tests' },
  test: {
    name: 'Demo TOEIC Listening Test 1',
    skill: 'listening',
    edition: 'ets2023',
    durationSeconds: 2400,
    sections: [toeicListeningPart1, toeicListeningPart2, toeicListeningPart3, toeicListeningPart4],
  },
};
