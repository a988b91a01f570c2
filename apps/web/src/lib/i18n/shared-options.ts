import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './config';

/**
 * The i18next settings the browser's instance (create-i18n.ts) and the server components' instances
 * (server-translation.ts) share, so a key reads the same in both: English for a key a language lacks,
 * only the five languages, no escaping (React escapes), synchronous start.
 */
export const SHARED_I18N_OPTIONS = {
  fallbackNS: false,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((option) => option.value),
  load: 'currentOnly',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
} as const satisfies InitOptions;
