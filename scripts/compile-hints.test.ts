import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks, shiftSourceMap } from './compile-hints.mjs';

let webDir: string;
const chunk = (name: string) => path.join(webDir, '.next/static/chunks', name);

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(webDir, '.next/diagnostics'), { recursive: true });
  mkdirSync(path.join(webDir, '.next/static/chunks'), { recursive: true });
  const routes = [
    { route: '/', firstLoadChunkPaths: ['.next/static/chunks/a.js', '.next/static/chunks/shared.js', '.next/static/chunks/a.css'] },
    { route: '/page/home', firstLoadChunkPaths: ['.next/static/chunks/shared.js', '.next/static/chunks/b.js'] },
  ];
  writeFileSync(path.join(webDir, '.next/diagnostics/route-bundle-stats.json'), JSON.stringify(routes));
  writeFileSync(chunk('a.js'), 'console.log("a");\n//# sourceMappingURL=a.js.map');
  writeFileSync(chunk('a.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' }));
  writeFileSync(chunk('shared.js'), 'console.log("shared");\n//# sourceMappingURL=s.js.map');
  writeFileSync(chunk('s.js.map'), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } }, { offset: { line: 4, column: 2 }, map: { version: 3, mappings: 'AAAA' } }] }));
  writeFileSync(chunk('b.js'), 'console.log("b");');
  writeFileSync(chunk('lazy.js'), 'console.log("a dialog");');
});

afterEach(() => rmSync(webDir, { recursive: true, force: true }));

describe('compile hints', () => {
  it('lists every route’s start-up scripts once, and no style sheets', () => {
    expect(firstLoadChunks(webDir)).toEqual(['.next/static/chunks/a.js', '.next/static/chunks/b.js', '.next/static/chunks/shared.js']);
  });

  it('marks the start-up chunks, leaves the lazily loaded ones, and does it once', () => {
    expect(addCompileHints(webDir)).toBe(3);
    expect(readFileSync(chunk('b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("b");`);
    expect(readFileSync(chunk('lazy.js'), 'utf8')).toBe('console.log("a dialog");');
    expect(addCompileHints(webDir)).toBe(0);
    expect(readFileSync(chunk('a.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('moves each marked chunk’s source map down one line, plain or indexed', () => {
    addCompileHints(webDir);
    expect(JSON.parse(readFileSync(chunk('a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    const sections = JSON.parse(readFileSync(chunk('s.js.map'), 'utf8')).sections;
    expect(sections.map((section: { offset: { line: number; column: number } }) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });

  it('does nothing without the build’s route statistics', () => {
    rmSync(path.join(webDir, '.next/diagnostics'), { recursive: true });
    expect(addCompileHints(webDir)).toBe(0);
    expect(shiftSourceMap({ version: 3, mappings: '' }).mappings).toBe(';');
  });
});
