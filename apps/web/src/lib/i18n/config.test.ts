import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, languageFromAcceptLanguage, LANGUAGES, resolveRequestLanguage, toLanguage } from './config';

describe('languages', () => {
  it('lists the five languages with English first and only Arabic right to left', () => {
    expect(LANGUAGES.map((language) => language.value)).toEqual(['en', 'fr', 'vn', 'cn', 'ar']);
    expect(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.value)).toEqual(['ar']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });

  it('uses valid BCP 47 tags for <html lang>', () => {
    expect(LANGUAGES.map((language) => language.htmlLang)).toEqual(['en', 'fr', 'vi', 'zh-CN', 'ar']);
  });

  it('recognises its codes and browser tags', () => {
    expect(isLanguage('vn')).toBe(true);
    expect(isLanguage('vi')).toBe(false);
    expect(toLanguage('vi-VN')).toBe('vn');
    expect(toLanguage('zh-Hans-CN')).toBe('cn');
    expect(toLanguage('FR_ca')).toBe('fr');
    expect(toLanguage('de')).toBeUndefined();
    expect(toLanguage('')).toBeUndefined();
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the best supported language by quality', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.5, vi;q=0.9')).toBe('vn');
    expect(languageFromAcceptLanguage('de, ja')).toBeUndefined();
    expect(languageFromAcceptLanguage('ar;q=0')).toBeUndefined();
  });
});

describe('resolveRequestLanguage', () => {
  it('prefers the cookie, then Accept-Language, then English', () => {
    expect(resolveRequestLanguage({ cookie: 'ar', acceptLanguage: 'fr' })).toBe('ar');
    expect(resolveRequestLanguage({ cookie: 'klingon', acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('cn');
    expect(resolveRequestLanguage({})).toBe('en');
  });
});
