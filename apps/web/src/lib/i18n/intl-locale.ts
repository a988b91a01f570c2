import { DEFAULT_LANGUAGE, getLanguageOption, toLanguage } from './config';

/**
 * The one rule for digits: every number the interface writes (counts, page numbers, dates, scores)
 * uses Latin digits in every language, Arabic included (`ar-u-nu-latn`), as the exam content does:
 * a band of 6.5 or question 14 reads the same on the page and in the test. Every Intl formatter of
 * the app takes its locale from here.
 */
export function intlLocale(language: string | undefined): string {
  const { htmlLang } = getLanguageOption(toLanguage(language) ?? DEFAULT_LANGUAGE);
  return `${htmlLang}-u-nu-latn`;
}

/** A number in the interface language's grouping and decimal marks, with Latin digits. */
export function formatNumber(value: number, language: string | undefined, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** A date (and time) in the interface language's words and order, with Latin digits. */
export function formatDate(value: Date | string | number, language: string | undefined, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(intlLocale(language), options).format(new Date(value));
}
