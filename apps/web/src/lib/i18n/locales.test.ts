import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dashboardNav, flattenNav, footerLinks, learnerNav, type NavItem } from '@web/lib/routes';
import { LANGUAGES } from './config';
import { loadLanguageResources, loadNamespace, namespacesOf } from './resources';

type Tree = { [key: string]: string | Tree };

function readCommon(language: string): Tree {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/common.json`, import.meta.url)), 'utf8')) as Tree;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

function allItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...allItems(item.children ?? [])]);
}

describe('shell strings (common.json)', () => {
  const english = readCommon('en');
  const englishKeys = keys(english).sort();

  it.each(LANGUAGES.map((language) => language.value))('%s has every key of English, each non-empty', (language) => {
    const tree = readCommon(language);
    expect(keys(tree).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(String(lookup(tree, key)).trim()).not.toBe('');
  });

  it('keeps the interpolation placeholders in every language', () => {
    for (const { value } of LANGUAGES) {
      const tree = readCommon(value);
      for (const key of englishKeys) {
        const placeholders = String(lookup(english, key)).match(/{{\w+}}/g) ?? [];
        for (const placeholder of placeholders) expect(String(lookup(tree, key)), `${value}:${key}`).toContain(placeholder);
      }
    }
  });

  it('translates every navigation title and section', () => {
    const titles = [
      ...allItems(dashboardNav.flatMap((section) => section.items)).map((item) => item.title),
      ...dashboardNav.map((section) => section.subheader),
      ...allItems(learnerNav).map((item) => item.title),
      ...flattenNav(footerLinks).map((item) => item.title),
    ];
    expect(titles.filter((title) => typeof lookup(english, title) !== 'string')).toEqual([]);
  });
});

describe('namespace loading', () => {
  it('finds every namespace file of a language', async () => {
    expect(namespacesOf('en')).toContain('common');
    expect(await loadNamespace('fr', 'common')).toMatchObject({ header: { signIn: 'Se connecter' } });
    expect(await loadNamespace('fr', 'no-such-namespace')).toBeNull();
  });

  it('preloads a whole language for the server render', async () => {
    const resources = await loadLanguageResources('ar');
    expect(Object.keys(resources)).toEqual(['ar']);
    expect(resources.ar.common).toMatchObject({ settings: { title: 'الإعدادات' } });
  });
});
