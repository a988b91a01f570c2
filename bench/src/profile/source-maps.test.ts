import { describe, expect, it } from 'vitest';
import { decodeVlq, moduleKey, sourceLookup } from './source-maps';

describe('source maps', () => {
  it('decodes VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('AAgBC')).toEqual([0, 0, 16, 1]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('2HQA')).toEqual([123, 8, 0]);
  });

  it('finds the source of a generated position, in a plain map and in an index map', () => {
    // Line 0: column 0 from a.ts, column 10 from b.ts; line 1: column 4 from a.ts.
    const plain = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,UCAA;IDAA' };
    const lookup = sourceLookup(plain);
    expect(lookup.sourceAt(0, 3)).toBe('a.ts');
    expect(lookup.sourceAt(0, 12)).toBe('b.ts');
    expect(lookup.sourceAt(1, 2)).toBeNull();
    expect(lookup.sourceAt(1, 6)).toBe('a.ts');
    expect(lookup.sourceAt(5, 0)).toBeNull();

    const index = sourceLookup({ sections: [{ offset: { line: 0, column: 0 }, map: plain }, { offset: { line: 2, column: 5 }, map: { sources: ['c.ts'], mappings: 'AAAA' } }] });
    expect(index.sourceAt(0, 12)).toBe('b.ts');
    expect(index.sourceAt(2, 7)).toBe('c.ts');
    expect(index.sourceAt(2, 1)).toBeNull();
  });

  it('names a source by its package or its file of the app', () => {
    expect(moduleKey('turbopack:///[project]/node_modules/@mui/material/esm/Button/Button.js')).toBe('@mui/material');
    expect(moduleKey('turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js')).toBe('next/dist/compiled/react-dom');
    expect(moduleKey('turbopack:///[project]/node_modules/next/src/client/app-index.tsx')).toBe('next/src/client');
    expect(moduleKey('turbopack:///[project]/node_modules/i18next/dist/esm/i18next.js')).toBe('i18next');
    expect(moduleKey('turbopack:///[project]/apps/web/src/modules/landing/hero.tsx')).toBe('web:modules/landing/hero.tsx');
  });
});
