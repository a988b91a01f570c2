import type { ResourceKey } from 'i18next';
import { isLanguage } from './config';

const NAMESPACE = /^[a-z][a-z0-9-]*$/;

/**
 * Loads one namespace of one language in the browser (a language switch, or a namespace the server
 * did not preload), each file its own lazy chunk. The server preloads a whole language with the
 * glob of resources.ts; that glob must stay out of the browser bundle, where Turbopack would inline
 * every file of all five languages into the first load. Null when the file does not exist.
 */
export async function importNamespace(language: string, namespace: string): Promise<ResourceKey | null> {
  if (!isLanguage(language) || !NAMESPACE.test(namespace)) return null;
  try {
    const module = (await import(`../../locales/${language}/${namespace}.json`)) as { default: ResourceKey };
    return module.default;
  } catch {
    return null;
  }
}
