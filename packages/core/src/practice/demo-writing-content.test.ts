import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countWords, WRITING_MIN_WORDS } from '@lexam/contracts';
import { DEMO_WRITING_LAYOUTS, DEMO_WRITING_PROMPTS, demoWritingImageDir } from '@lexam/db';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&');

describe('the demo writing prompts', () => {
  it('are four of each task, under the seedKeys the demo submissions look up', () => {
    expect(DEMO_WRITING_PROMPTS.map((prompt) => prompt.seedKey)).toEqual(['writing-task1-1', 'writing-task1-2', 'writing-task1-3', 'writing-task1-4', 'writing-task2-1', 'writing-task2-2', 'writing-task2-3', 'writing-task2-4']);
    expect(DEMO_WRITING_LAYOUTS.map((layout) => layout.section)).toEqual(['task1', 'task2']);
  });

  it.each(DEMO_WRITING_PROMPTS.map((prompt) => [prompt.seedKey, prompt] as const))('%s has a long enough model answer, a layout, suggestions, 6 to 10 words and its picture', (_, prompt) => {
    expect(countWords(plain(prompt.modelAnswerHtml))).toBeGreaterThanOrEqual(WRITING_MIN_WORDS[prompt.task]);
    expect(plain(prompt.layoutHtml).trim()).not.toBe('');
    expect(prompt.suggestions.some((item) => item.kind === 'idea')).toBe(true);
    expect(prompt.suggestions.some((item) => item.kind === 'phrase')).toBe(true);
    expect(prompt.words.length).toBeGreaterThanOrEqual(6);
    expect(prompt.words.length).toBeLessThanOrEqual(10);
    if (prompt.task === 'task1') {
      const size = statSync(path.join(demoWritingImageDir, prompt.image!)).size;
      expect(size).toBeGreaterThan(1000);
      expect(size).toBeLessThan(60 * 1024);
    } else {
      expect(prompt.image).toBeUndefined();
    }
  });
});
