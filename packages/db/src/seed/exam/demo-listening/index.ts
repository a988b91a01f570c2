import { fileURLToPath } from 'node:url';
import { demoListeningSection1 } from './section-1';
import { demoListeningSection2 } from './section-2';
import { demoListeningSection3 } from './section-3';
import { demoListeningSection4 } from './section-4';
import type { TestDocumentData } from './types';

/** The folder of the demo tests' audio files (`audioFile` names are relative to it). */
export const demoExamAudioDir = fileURLToPath(new URL('../audio/', import.meta.url));

/**
 * The demo IELTS listening test: four sections, questions 1–40, in the `lexam-ielts-test` document
 * format. All text is original. The audio is made by `scripts/make-demo-audio.mjs` and committed.
 */
export const demoListeningTest: TestDocumentData = {
  format: 'lexam-ielts-test',
  version: 1,
  lesson: { name: 'IELTS Listening: demo tests' },
  test: {
    name: 'Demo Listening Test 1',
    skill: 'listening',
    durationSeconds: 1800,
    sections: [demoListeningSection1, demoListeningSection2, demoListeningSection3, demoListeningSection4],
  },
};
