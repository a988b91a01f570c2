import { intlLocale } from '@web/lib/i18n/intl-locale';

/** Turns the i18next language (en, fr, vn, cn, ar) into the tag `Intl` formatters take (Latin digits in every language). */
export function toLocaleTag(language: string | undefined): string {
  return intlLocale(language);
}

/**
 * A whole number in the language's digits. Below 1,000 every interface language writes plain digits
 * (no grouping, Latin digits: locale.test.ts checks this against Intl), so these are written without
 * Intl: the first Intl formatter of a page loads the browser's locale data (some 30 ms on a desktop,
 * several times that on a phone), which the landing page would otherwise pay while it hydrates.
 */
export function formatCount(value: number, language: string | undefined): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return new Intl.NumberFormat(toLocaleTag(language)).format(value);
}
