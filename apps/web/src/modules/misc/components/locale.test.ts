import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@web/lib/i18n/config';
import { formatCount, toLocaleTag } from './locale';

describe('formatCount', () => {
  it('writes every number of 0–999 as Intl does, in each interface language', () => {
    for (const { value: language } of LANGUAGES) {
      const intl = new Intl.NumberFormat(toLocaleTag(language));
      for (let value = 0; value < 1000; value += 1) expect(formatCount(value, language), `${language} ${value}`).toBe(intl.format(value));
    }
  });

  it('leaves larger and fractional numbers to Intl', () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'fr')).toBe(new Intl.NumberFormat('fr').format(12_345));
    expect(formatCount(2.5, 'en')).toBe('2.5');
  });
});
