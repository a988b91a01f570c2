import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/register.json';
import cn from '../../../locales/cn/register.json';
import en from '../../../locales/en/register.json';
import fr from '../../../locales/fr/register.json';
import vn from '../../../locales/vn/register.json';

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>((all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }), {});
}

const english = flatten(en);

describe.each([
  ['fr', fr],
  ['vn', vn],
  ['cn', cn],
  ['ar', ar],
])('the %s register strings', (_language, bundle) => {
  const strings = flatten(bundle);

  it('have every English key and no other', () => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
  });

  it('are translated, keeping placeholders and tags', () => {
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), key).not.toBe('');
      const marks = (value: string) => (value.match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();
      expect(marks(text), key).toEqual(marks(english[key]!));
    }
  });
});
