import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PARTS_OF_SPEECH, WordTranslationsSchema } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { audioFileOf, DEMO_WORD_LISTS, demoWordAudioDir } from './index';

const LANGUAGES = ['fr', 'vn', 'cn', 'ar'] as const;

describe('DEMO_WORD_LISTS', () => {
  it('has the three lists, with well-formed keys, titles and descriptions', () => {
    expect(DEMO_WORD_LISTS.map((list) => list.key)).toEqual(['academic-ielts', 'business-toeic', 'phrasal-verbs']);
    for (const list of DEMO_WORD_LISTS) {
      expect(list.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(list.title.trim()).not.toBe('');
      expect(list.description.trim()).not.toBe('');
    }
  });

  it.each(DEMO_WORD_LISTS.map((list) => [list.key, list] as const))('%s has at least 40 words, no term twice', (_key, list) => {
    expect(list.words.length).toBeGreaterThanOrEqual(40);
    const terms = list.words.map((word) => word.term.toLowerCase());
    expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
  });

  it.each(DEMO_WORD_LISTS.map((list) => [list.key, list] as const))('%s: every word is complete', (_key, list) => {
    for (const word of list.words) {
      const where = `${list.key}/${word.term}`;
      expect(word.term, where).toBe(word.term.trim());
      expect(PARTS_OF_SPEECH, where).toContain(word.partOfSpeech);
      expect(word.meaning.trim(), where).not.toBe('');
      expect(word.example.trim(), where).not.toBe('');
      expect(WordTranslationsSchema.safeParse(word.translations).success, where).toBe(true);
      expect(word.term.length <= 120 && word.meaning.length <= 1000 && word.example.length <= 1000, where).toBe(true);
      for (const language of LANGUAGES) expect(word.translations[language].trim(), `${where} ${language}`).not.toBe('');
      expect(word.pronunciation, where).toMatch(/^\/[^/\s](?:[^/]*[^/\s])?\/$/);
    }
  });

  it.each(DEMO_WORD_LISTS.map((list) => [list.key, list] as const))('%s: every recording is named well, exists and is small', (_key, list) => {
    for (const word of list.words) {
      expect(word.audio).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.mp3$/);
      expect(word.audio).toBe(audioFileOf(list.key, word.term));
      const file = path.join(demoWordAudioDir, word.audio);
      expect(existsSync(file), word.audio).toBe(true);
      const size = statSync(file).size;
      expect(size, word.audio).toBeGreaterThan(500);
      expect(size, word.audio).toBeLessThan(20 * 1024);
    }
  });

  it('names every recording once across the lists', () => {
    const files = DEMO_WORD_LISTS.flatMap((list) => list.words.map((word) => word.audio));
    expect(new Set(files).size).toBe(files.length);
  });
});
