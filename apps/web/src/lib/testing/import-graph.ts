// For tests that check the app's structure: the files of src/ and what they import (static and
// dynamic imports of the app's own code, `@web/…` and relative; packages are not followed).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's src/ folder. */
export const srcDir = fileURLToPath(new URL('../..', import.meta.url));

/** The .ts and .tsx files under a folder (tests left out). */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@web/') ? path.join(srcDir, specifier.slice('@web/'.length)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The files reached from the entries through their imports; `skip` files are reached but not followed. */
export function filesReachedFrom(entries: string[], { skip = [] }: { skip?: string[] } = {}): string[] {
  const reached = new Set<string>(entries);
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (skip.includes(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(@web\/[^']+|\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, specifier);
      if (target && /\.tsx?$/.test(target) && !reached.has(target)) {
        reached.add(target);
        pending.push(target);
      }
    }
  }
  return [...reached];
}
