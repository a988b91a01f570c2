import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './config';
import { namespacesOf } from './resources';

type Tree = { [key: string]: string | Tree };

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

/**
 * Placeholders (`{{count}}`) and the tags a `<Trans>` string carries (`<1>…</1>`, `<strong>…</strong>`),
 * sorted. Only a tag that is closed counts: `<resource>.<action>` is text.
 */
function marksOf(text: string): string[] {
  const closed = new Set([...text.matchAll(/<\/(\w+)>/g)].map((match) => match[1]));
  const tags = [...text.matchAll(/<\/?(\w+)>/g)].filter((match) => closed.has(match[1])).map((match) => match[0]);
  return [...(text.match(/\{\{\w+\}\}/g) ?? []), ...tags].sort();
}

/** i18next's plural suffixes: each language has its own set (Arabic six, Chinese one), so keys are compared without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');

// Every namespace file of English, in every language: the same keys (up to each language's plural
// forms), each translated, with the same placeholders and tags, so a screen never shows a raw key or
// loses a value in one language. A plural form may leave out the count ("one minute"), never add one.
describe.each(namespacesOf('en'))('the %s strings', (namespace) => {
  const english = new Map(entries(read('en', namespace)));
  const englishBases = [...new Set([...english.keys()].map(baseOf))].sort();

  it.each(LANGUAGES.map((language) => language.value))('%s has every English key, non-empty, with its placeholders and tags', (language) => {
    const translated = new Map(entries(read(language, namespace)));
    expect([...new Set([...translated.keys()].map(baseOf))].sort()).toEqual(englishBases);
    for (const [key, value] of translated) {
      expect(value.trim(), `${language}:${key}`).not.toBe('');
      const isPlural = PLURAL.test(key);
      const source = english.get(key) ?? english.get(`${baseOf(key)}_other`) ?? english.get(baseOf(key)) ?? '';
      if (isPlural) for (const mark of marksOf(value)) expect(marksOf(source), `${language}:${key}`).toContain(mark);
      else expect(marksOf(value), `${language}:${key}`).toEqual(marksOf(source));
    }
  });
});
