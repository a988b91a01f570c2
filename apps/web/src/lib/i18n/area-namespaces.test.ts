import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesReachedFrom, filesUnder, srcDir as src } from '@web/lib/testing/import-graph';
import { AREA_NAMESPACES, GLOBAL_NAMESPACES, SERVER_NAMESPACES, type Area } from './area-namespaces';
import { LANGUAGES } from './config';
import { loadLanguageResources, namespacesOf } from './resources';

/** Namespaces named in the files: useTranslation('x'), useTranslation(['x', 'y']), t('x:key'), ns: 'x'. */
function namespacesUsedIn(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(/useTranslation\(\[?([^)\]]*)/g)) for (const [, name] of list.matchAll(/'([a-z-]+)'/g)) used.add(name);
    for (const [, name] of text.matchAll(/\bt\('([a-z-]+):/g)) used.add(name);
    for (const [, name] of text.matchAll(/\bns: '([a-z-]+)'/g)) used.add(name);
  }
  return used;
}

/** Namespaces server components translate with: serverTranslation('x'). */
function serverNamespacesUsedIn(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) for (const [, name] of readFileSync(file, 'utf8').matchAll(/serverTranslation\('([a-z-]+)'\)/g)) used.add(name);
  return used;
}

/** The files that make up each area's screens: its route group (or page) and every file they import. */
const AREA_ENTRIES: Record<Area, string[]> = {
  learner: ['app/(learner)/layout.tsx', 'app/(learner)/page', 'app/(learner-open)'],
  learnerStore: ['app/(learner)/(store)'],
  exam: ['app/(exam)'],
  admin: ['app/(admin)'],
  auth: ['app/(auth)'],
  misc: ['app/(misc)'],
};

/** An area whose screens sit inside another's layout, which sends its namespaces too. */
const INSIDE: Partial<Record<Area, Area>> = { learnerStore: 'learner' };

describe('translation namespaces per area', () => {
  const english = namespacesOf('en');

  it('every namespace file is sent globally or by an area, and every name listed has a file', () => {
    const listed = new Set<string>([...GLOBAL_NAMESPACES, ...Object.values(AREA_NAMESPACES).flat(), ...SERVER_NAMESPACES]);
    expect([...listed].filter((namespace) => !english.includes(namespace))).toEqual([]);
    expect(english.filter((namespace) => !listed.has(namespace))).toEqual([]);
  });

  it.each(Object.keys(AREA_ENTRIES) as Area[])('the %s area sends every namespace its screens name', (area) => {
    const entries = AREA_ENTRIES[area].map((entry) => path.join(src, entry));
    const own = entries.flatMap((entry) => (statSync(entry).isDirectory() ? filesUnder(entry) : [entry]));
    const files = filesReachedFrom(own);
    const outer = INSIDE[area];
    // A screen that wraps itself in another area's translations (<AreaTranslations area="misc">, as
    // the learner's coming-soon fallback does) is sent that area's namespaces too.
    const wrapped = own.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<AreaTranslations area="([a-zA-Z]+)"/g)].map(([, name]) => name as Area));
    const sent = new Set<string>([...GLOBAL_NAMESPACES, ...AREA_NAMESPACES[area], ...(outer ? AREA_NAMESPACES[outer] : []), ...wrapped.flatMap((name) => AREA_NAMESPACES[name] ?? [])]);
    const used = namespacesUsedIn(files);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((namespace) => !sent.has(namespace)).sort()).toEqual([]);
  });

  it('the landing page sends no namespace of its own: its sections translate on the server, its header and footer use the global ones', () => {
    const files = filesReachedFrom([path.join(src, 'app/page.tsx')]);
    expect([...namespacesUsedIn(files)].filter((namespace) => !(GLOBAL_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
    expect([...serverNamespacesUsedIn(files)]).toEqual(['landing']);
  });

  it('a server-only namespace is never asked for by a client hook, and every namespace translated on the server has a file', () => {
    const files = filesUnder(src);
    const clientUsed = namespacesUsedIn(files);
    expect(SERVER_NAMESPACES.filter((namespace) => clientUsed.has(namespace))).toEqual([]);
    const serverUsed = serverNamespacesUsedIn(files);
    expect(serverUsed.size).toBeGreaterThan(0);
    expect([...serverUsed].filter((namespace) => !english.includes(namespace))).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => language.value))('loadLanguageResources(%s, only) loads those namespaces and no other', async (language) => {
    const resources = await loadLanguageResources(language, AREA_NAMESPACES.exam);
    expect(Object.keys(resources)).toEqual([language]);
    expect(Object.keys(resources[language]!).sort()).toEqual([...AREA_NAMESPACES.exam].sort());
    for (const bundle of Object.values(resources[language]!)) expect(Object.keys(bundle as object).length).toBeGreaterThan(0);
    const everything = await loadLanguageResources(language);
    expect(Object.keys(everything[language]!).sort()).toEqual(namespacesOf(language).sort());
  });
});
