/**
 * The interface languages and the pure rules around them. No React here: the server (root layout)
 * and unit tests import this module directly.
 */

export type Language = 'en' | 'fr' | 'vn' | 'cn' | 'ar';
export type Direction = 'ltr' | 'rtl';

export interface LanguageOption {
  /** The value stored under `i18nextLng` and the locale folder name (the spec's codes: vn, cn). */
  value: Language;
  /** The language's own name, shown in the language menu. */
  label: string;
  dir: Direction;
  /** Country code of the flag drawn next to the label. */
  countryCode: 'GB' | 'FR' | 'VN' | 'CN' | 'SA';
  /** The BCP 47 tag for `<html lang>`: `vn` and `cn` are not valid language tags (screen readers, Lighthouse). */
  htmlLang: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { value: 'en', label: 'English', dir: 'ltr', countryCode: 'GB', htmlLang: 'en' },
  { value: 'fr', label: 'Français', dir: 'ltr', countryCode: 'FR', htmlLang: 'fr' },
  { value: 'vn', label: 'Tiếng Việt', dir: 'ltr', countryCode: 'VN', htmlLang: 'vi' },
  { value: 'cn', label: '简体中文', dir: 'ltr', countryCode: 'CN', htmlLang: 'zh-CN' },
  { value: 'ar', label: 'العربية', dir: 'rtl', countryCode: 'SA', htmlLang: 'ar' },
];

export const DEFAULT_LANGUAGE: Language = 'en';
/** Key of both the cookie and the localStorage entry (SPEC.md section 3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DEFAULT_NAMESPACE = 'common';

/** Whether a string is one of the five language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language.value === value);
}

/**
 * Maps any language tag to one of ours: the codes themselves, and the standard tags browsers send
 * (`vi-VN` → vn, `zh-Hans` → cn, `fr-CA` → fr). Unknown → undefined.
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  const primary = lower.split(/[-_]/)[0];
  if (primary === 'vi') return 'vn';
  if (primary === 'zh') return 'cn';
  return isLanguage(primary) ? primary : undefined;
}

/** The first supported language of an `Accept-Language` header, by quality then order. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language of a request: the stored choice (cookie) first, then the browser's preference, then
 * English. Used by the root layout so the first HTML is already in the right language.
 */
export function resolveRequestLanguage({ cookie, acceptLanguage }: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  return toLanguage(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export function getLanguageOption(language: Language): LanguageOption {
  return LANGUAGES.find((option) => option.value === language) ?? LANGUAGES[0];
}

/** Arabic reads right to left; every other language left to right (SPEC.md section 4). */
export function directionOf(language: Language): Direction {
  return getLanguageOption(language).dir;
}
