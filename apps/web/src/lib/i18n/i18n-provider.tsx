'use client';

import type { Resource } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getLanguageOption, type Language } from './config';
import { createI18n } from './create-i18n';
import { readStoredLanguage } from './persist-language';
import { useLocale } from './use-locale';

/**
 * After hydration: if the language cookie has expired but localStorage still remembers a choice,
 * return to it (the server could not know); otherwise make sure both stores hold the language.
 */
function LanguageSync() {
  const { lang, setLang } = useLocale();
  useEffect(() => {
    const { cookie, storage } = readStoredLanguage();
    if (!cookie && storage && storage !== lang) void setLang(storage);
    // Only at start-up: later changes go through setLang, which stores them itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Provides the i18next instance created from the language and resources the server preloaded. */
export function I18nProvider({ language, resources, children }: { language: Language; resources: Resource; children: ReactNode }) {
  const [i18n] = useState(() => createI18n({ language, resources }));

  // <html lang> follows every language change (the server renders it from the cookie).
  useEffect(() => {
    const onChange = (lng: string) => {
      document.documentElement.lang = getLanguageOption(lng as Language).htmlLang;
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageSync />
      {children}
    </I18nextProvider>
  );
}
