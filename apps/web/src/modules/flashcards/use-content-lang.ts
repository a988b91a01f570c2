'use client';

import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@web/lib/i18n/config';

/** The interface language, in which the server gives words' meanings where they have a translation. */
export function useContentLang(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
