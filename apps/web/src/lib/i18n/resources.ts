import type { Resource, ResourceKey } from 'i18next';
import { isLanguage, type Language } from './config';

// Every `src/locales/<lng>/<namespace>.json`, found at build time by Turbopack's (and Vitest's)
// import.meta.glob: adding a namespace file needs no code change. Server side only (root layout,
// metadata): Turbopack inlines every file the glob matches into the importing chunk, so in the
// browser this would put all five languages into the first load; the browser loads a namespace
// through import-namespace.ts instead, one lazy chunk per file.
const files = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;

interface LocaleFile {
  language: string;
  namespace: string;
  load: () => Promise<ResourceKey>;
}

const index: LocaleFile[] = Object.entries(files).flatMap(([path, load]) => {
  const match = FILE_PATTERN.exec(path);
  return match ? [{ language: match[1], namespace: match[2], load }] : [];
});

/** The namespaces present for a language (the file names of its folder). */
export function namespacesOf(language: string): string[] {
  return index.filter((file) => file.language === language).map((file) => file.namespace);
}

/** Loads one namespace file; null when it does not exist (i18next then falls back to English). */
export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey | null> {
  const file = index.find((entry) => entry.language === language && entry.namespace === namespace);
  return file ? file.load() : null;
}

/**
 * Namespaces of a language (every one when `only` is absent), as the `resources` option of i18next:
 * `{ fr: { common: {…}, … } }`. A namespace the language lacks is left out (English stands in).
 */
export async function loadLanguageResources(language: Language, only?: readonly string[]): Promise<Resource> {
  if (!isLanguage(language)) return {};
  const present = namespacesOf(language);
  const namespaces = only ? only.filter((namespace) => present.includes(namespace)) : present;
  const bundles = await Promise.all(namespaces.map(async (namespace) => [namespace, (await loadNamespace(language, namespace)) ?? {}] as const));
  return { [language]: Object.fromEntries(bundles) };
}
