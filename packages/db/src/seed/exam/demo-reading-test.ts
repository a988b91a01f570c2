import type { TestDocument } from '@lexam/contracts';
import { demoReadingPassage1 } from './demo-reading/passage-1';
import { demoReadingPassage2 } from './demo-reading/passage-2';
import { demoReadingPassage3 } from './demo-reading/passage-3';

/**
 * The demo Academic-style IELTS reading test, in the exchange format (docs/test-format.md): three
 * original passages, 40 questions, every question type at least once. All text was written for
 * this project. `validateTestDocument` (core) accepts it; its test checks every evidence phrase.
 */
export const demoReadingTest: TestDocument = {
  format: 'lexam-ielts-test',
  version: 1,
  lesson: { name: 'IELTS Academic Reading: demo' },
  test: {
    name: 'Demo Reading Test 1',
    skill: 'reading',
    durationSeconds: 3600,
    sections: [demoReadingPassage1, demoReadingPassage2, demoReadingPassage3],
  },
};
