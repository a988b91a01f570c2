import { fileURLToPath } from 'node:url';
import { task1Prompts } from './task1';
import { task2Prompts } from './task2';
import type { DemoWritingLayout, DemoWritingPrompt } from './types';

export type { DemoWritingLayout, DemoWritingPrompt, DemoWritingSuggestion, DemoWritingWord } from './types';

/** The demo writing prompts (original text written for Lexam): four Task 1 and four Task 2, seedKeys `writing-task1-1` … `writing-task2-4`. */
export const DEMO_WRITING_PROMPTS: DemoWritingPrompt[] = [...task1Prompts, ...task2Prompts];

/** The folder of the Task 1 pictures (PNGs made once by scripts/generate-writing-charts.mjs). */
export const demoWritingImageDir = fileURLToPath(new URL('./images/', import.meta.url));

/** How to build an answer to each task, shown beside every prompt of the task. */
export const DEMO_WRITING_LAYOUTS: DemoWritingLayout[] = [
  {
    section: 'task1',
    title: 'How to build a Task 1 answer',
    bodyHtml:
      '<ol><li><strong>Introduction</strong> (1 sentence): say what the picture shows, in your own words.</li><li><strong>Overview</strong> (2 sentences): the two or three main features, without numbers.</li><li><strong>Body paragraphs</strong> (2): the details, with figures, grouped and compared.</li></ol><p>No conclusion and no opinion: aim for 160–190 words in 20 minutes.</p>',
  },
  {
    section: 'task2',
    title: 'How to build a Task 2 essay',
    bodyHtml:
      '<ol><li><strong>Introduction</strong>: paraphrase the question and give your position.</li><li><strong>Body paragraph 1</strong>: one main idea, explained and supported by an example.</li><li><strong>Body paragraph 2</strong>: the second idea (or the other side), explained and supported.</li><li><strong>Conclusion</strong>: restate your position and sum up the reasons.</li></ol><p>Answer every part of the question: aim for 260–300 words in 40 minutes, with 5 minutes to plan and 5 to check.</p>',
  },
];
