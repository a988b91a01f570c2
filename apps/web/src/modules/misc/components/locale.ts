import { DEFAULT_LANGUAGE, getLanguageOption, toLanguage } from '@web/lib/i18n/config';

/** Turns the i18next language (en, fr, vn, cn, ar) into the BCP 47 tag `Intl` formatters expect. */
export function toLocaleTag(language: string | undefined): string {
  return getLanguageOption(toLanguage(language) ?? DEFAULT_LANGUAGE).htmlLang;
}
