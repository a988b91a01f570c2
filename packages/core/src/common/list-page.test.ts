import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './list-page';

describe('escapeLike', () => {
  it('makes LIKE wildcards match themselves', () => {
    expect(escapeLike('100%_done\\')).toBe('100\\%\\_done\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('containsPattern', () => {
  it('finds the text anywhere, literally', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
  });
});
