import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@web/lib/i18n/config';

type Tree = { [key: string]: string | Tree };

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

// The strings of the results list and the result review.
describe.each(['exam-results', 'toeic'])('%s strings', (namespace) => {
  const english = new Map(entries(read('en', namespace)));

  it.each(LANGUAGES.map((language) => language.value))('%s has every English key, non-empty, with its placeholders', (language) => {
    const translated = new Map(entries(read(language, namespace)));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const value = translated.get(key) ?? '';
      expect(value.trim(), `${language}:${key}`).not.toBe('');
      for (const placeholder of text.match(/{{\w+}}/g) ?? []) expect(value, `${language}:${key}`).toContain(placeholder);
    }
  });
});
