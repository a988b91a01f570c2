import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesReachedFrom, filesUnder, srcDir } from '@web/lib/testing/import-graph';

// The redux store is not provided at the root (app-providers.tsx): the layouts and pages that use it
// provide it, so pages that do not (the landing, the learner home, sign-in, misc) skip its code.
// A page whose code reaches the store without a StoreProvider above it would fail at run time.

const storeDir = path.join(srcDir, 'lib/store');
const storeProvider = path.join(storeDir, 'store-provider.tsx');
/**
 * Hold no store code: the root's auth provider calls the first to empty a store if one was made, the
 * exam screen the second to mark a store's test lists out of date.
 */
const noStoreCode = new Set([path.join(storeDir, 'session-reset.ts'), path.join(storeDir, 'attempt-changes.ts')]);
const needsProvider = (file: string) => file.startsWith(storeDir) && file !== storeProvider && !noStoreCode.has(file);
const appDir = path.join(srcDir, 'app');

/** The page and the layouts above it, up to the app folder. */
function pageAndLayouts(page: string): string[] {
  const files = [page];
  for (let directory = path.dirname(page); directory.startsWith(appDir); directory = path.dirname(directory)) {
    const layout = path.join(directory, 'layout.tsx');
    try {
      readFileSync(layout);
      files.push(layout);
    } catch {
      // no layout at this level
    }
  }
  return files;
}

const pages = filesUnder(appDir).filter((file) => path.basename(file) === 'page.tsx');

describe('the redux store is provided wherever it is used', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((page) => [path.relative(appDir, page), page]))('%s', (_name, page) => {
    const chain = pageAndLayouts(page);
    // What the page and its layouts reach, not counting the provider's own way into the store.
    const reached = filesReachedFrom(chain, { skip: [storeProvider] });
    const usesStore = reached.some(needsProvider);
    const provides = chain.some((file) => readFileSync(file, 'utf8').includes('<StoreProvider'));
    if (usesStore) expect(provides, `${path.relative(srcDir, page)} reaches the store without a StoreProvider`).toBe(true);
  });

  it('the landing page, the learner home and every exam screen do without it', () => {
    const examScreens = pages.filter((page) => path.relative(appDir, page).startsWith('(exam)'));
    expect(examScreens.length).toBeGreaterThanOrEqual(6);
    for (const page of [path.join(appDir, 'page.tsx'), path.join(appDir, '(learner)/page/home/page.tsx'), ...examScreens]) {
      const chain = pageAndLayouts(page);
      expect(filesReachedFrom(chain).filter((file) => file.startsWith(storeDir) && !noStoreCode.has(file)), path.relative(appDir, page)).toEqual([]);
    }
  });
});
