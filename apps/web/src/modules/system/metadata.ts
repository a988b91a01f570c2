import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, resolveRequestLanguage } from '@web/lib/i18n/config';
import { loadNamespace } from '@web/lib/i18n/resources';

function lookup(bundle: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle);
  return typeof value === 'string' ? value : undefined;
}

/** A system screen's document title in the request's language (`users.title` → "Users | Lexam"), from `namespace`. */
export async function systemMetadata(key: string, namespace = 'system'): Promise<Metadata> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const language = resolveRequestLanguage({ cookie: cookieStore.get(LANGUAGE_STORAGE_KEY)?.value, acceptLanguage: headerStore.get('accept-language') });
  const title = lookup(await loadNamespace(language, namespace), key) ?? lookup(await loadNamespace(DEFAULT_LANGUAGE, namespace), key) ?? key;
  return { title };
}
