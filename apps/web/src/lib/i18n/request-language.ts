import { cookies, headers } from 'next/headers';
import { LANGUAGE_STORAGE_KEY, resolveRequestLanguage, type Language } from './config';

/** The request's interface language: the language cookie, else Accept-Language, else English. */
export async function requestLanguage(): Promise<Language> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return resolveRequestLanguage({ cookie: cookieStore.get(LANGUAGE_STORAGE_KEY)?.value, acceptLanguage: headerStore.get('accept-language') });
}
