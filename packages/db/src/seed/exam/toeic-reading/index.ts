import type { ToeicTestDocument } from '@lexam/contracts';
import { toeicReadingPart5 } from './part-5';
import { toeicReadingPart6 } from './part-6';
import { toeicReadingPart7Double } from './part-7-double';
import { toeicReadingPart7SingleA } from './part-7-single-a';
import { toeicReadingPart7SingleB } from './part-7-single-b';
import { toeicReadingPart7Triple } from './part-7-triple';


/**
 * The demo TOEIC reading test in the `lexam-toeic-test` document format (issue #5 design): Part 5
 * (101–130), Part 6 (131–146, four texts) and Part 7 (147–200: ten single passages, two double and
 * three triple passage sets). All text was written for this project; nothing comes from ETS.
 */
export const demoToeicReadingTest: ToeicTestDocument = {
  format: 'lexam-toeic-test',
  version: 1,
  lesson: { name: 'TOEIC Reading: demo tests' },
  test: {
    name: 'Demo TOEIC Reading Test 1',
    skill: 'reading',
    edition: 'ets2023',
    durationSeconds: 4500,
    sections: [
      toeicReadingPart5,
      toeicReadingPart6,
      {
        title: 'Part 7: Reading comprehension',
        part: 7,
        directionsHtml: '<p>In this part you will read a selection of texts, such as magazine and newspaper articles, e-mails, and instant messages. Each text or set of texts is followed by several questions. Select the best answer for each question.</p>',
        groups: [...toeicReadingPart7SingleA, ...toeicReadingPart7SingleB, ...toeicReadingPart7Double, ...toeicReadingPart7Triple],
      },
    ],
  },
};
