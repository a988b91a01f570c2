import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, intlLocale } from './intl-locale';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('one digit rule for every language', () => {
  it('writes Latin digits in Arabic for counts, page ranges and dates alike', () => {
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatNumber(1234, 'ar')).not.toMatch(ARABIC_INDIC);
    expect(formatNumber(1234, 'ar')).toMatch(/1.?234/);
    const date = formatDate('2026-11-27T10:00:00Z', 'ar', { dateStyle: 'long', timeZone: 'UTC' });
    expect(date).toContain('27');
    expect(date).toContain('2026');
    expect(date).not.toMatch(ARABIC_INDIC);
    // Without the rule, Arabic would write these digits: the test holds the choice.
    expect(new Intl.NumberFormat('ar-SD').format(27)).toMatch(ARABIC_INDIC);
  });

  it('keeps each language’s own marks and words', () => {
    expect(intlLocale('vn')).toBe('vi-u-nu-latn');
    expect(intlLocale('cn')).toBe('zh-CN-u-nu-latn');
    expect(formatNumber(1234.5, 'fr')).toMatch(/^1\s234,5$/);
    expect(formatDate('2026-11-27T10:00:00Z', 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe('27 novembre 2026');
    expect(intlLocale(undefined)).toBe('en-u-nu-latn');
  });
});
