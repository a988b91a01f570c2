import { describe, expect, it } from 'vitest';
import { memoizeText } from './text-memo';

describe('memoizeText', () => {
  it('computes a short text once, recomputes long texts, and empties itself when full', () => {
    const calls: string[] = [];
    const upper = memoizeText((text) => {
      calls.push(text);
      return text.toUpperCase();
    }, { maxEntries: 2, maxLength: 5 });
    expect([upper('ab'), upper('ab'), upper('cd')]).toEqual(['AB', 'AB', 'CD']);
    expect(calls).toEqual(['ab', 'cd']);
    expect([upper('longer'), upper('longer')]).toEqual(['LONGER', 'LONGER']);
    expect(calls).toEqual(['ab', 'cd', 'longer', 'longer']);
    upper('ef'); // full: emptied, then 'ef' kept
    upper('ab');
    expect(calls.slice(4)).toEqual(['ef', 'ab']);
  });
});
