import { getBrowserCookie, setBrowserCookie } from '@web/lib/cookies';
import { LANGUAGE_STORAGE_KEY, toLanguage, type Language } from './config';

/** Remembers the language in both places the spec names: localStorage and a 3-day cookie. */
export function persistLanguage(language: Language): void {
  setBrowserCookie(LANGUAGE_STORAGE_KEY, language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be blocked (private mode); the cookie still carries the choice.
  }
}

/** The language remembered in the browser: the cookie first, then localStorage (outlives the cookie). */
export function readStoredLanguage(): { cookie?: Language; storage?: Language } {
  let storage: Language | undefined;
  try {
    storage = toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    storage = undefined;
  }
  return { cookie: toLanguage(getBrowserCookie(LANGUAGE_STORAGE_KEY)), storage };
}
