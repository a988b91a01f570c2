'use client';

import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@web/settings';
import { DEFAULT_LANGUAGE, directionOf, getLanguageOption, LANGUAGES, toLanguage, type Language, type LanguageOption } from './config';
import { persistLanguage } from './persist-language';

export interface LocaleValue {
  lang: Language;
  /** The LANGUAGES entry of `lang`. */
  option: LanguageOption;
  languages: readonly LanguageOption[];
  /**
   * Switches the interface language: loads its namespaces, stores the choice (localStorage and
   * cookie), applies its direction (Arabic → rtl, others → ltr) and refreshes server components.
   * Resolves once the new language is on screen.
   */
  setLang: (language: Language) => Promise<void>;
}

export function useLocale(): LocaleValue {
  const { i18n } = useTranslation();
  const { applyLanguageDirection } = useSettings();
  const router = useRouter();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;

  const setLang = async (language: Language) => {
    await i18n.changeLanguage(language);
    persistLanguage(language);
    applyLanguageDirection(directionOf(language));
    // Server components (page titles, server-rendered text) re-render with the new cookie.
    router.refresh();
  };

  return { lang, option: getLanguageOption(lang), languages: LANGUAGES, setLang };
}
