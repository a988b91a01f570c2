import type { PARTS_OF_SPEECH } from '@lexam/contracts';

export interface DemoWritingWord { term: string; partOfSpeech: (typeof PARTS_OF_SPEECH)[number]; meaning: string; pronunciation?: string; example: string }
export interface DemoWritingSuggestion { kind: 'idea' | 'phrase' | 'tip'; bodyHtml: string }
/** A demo writing prompt, found again by `seedKey` (the demo submissions look prompts up by it). */
export interface DemoWritingPrompt {
  seedKey: string;
  task: 'task1' | 'task2';
  title: string;
  instructionsHtml: string;
  /** Task 1: a PNG in `demoWritingImageDir` (made by scripts/generate-writing-charts.mjs). */
  image?: string;
  layoutHtml: string;
  modelAnswerHtml: string;
  suggestions: DemoWritingSuggestion[];
  words: DemoWritingWord[];
}
export interface DemoWritingLayout { section: 'task1' | 'task2'; title: string; bodyHtml: string }
