import { describe, expect, it } from 'vitest';
import { nextPart } from './section-defaults';

describe('nextPart', () => {
  it('takes the first part of the skill the test does not hold yet', () => {
    expect(nextPart([5, 6, 7], [])).toBe(5);
    expect(nextPart([5, 6, 7], [5, null])).toBe(6);
    expect(nextPart([1, 2, 3, 4], [2, 1])).toBe(3);
  });

  it('repeats the last part once every part is there (a second Part 7 section is allowed)', () => {
    expect(nextPart([5, 6, 7], [5, 6, 7])).toBe(7);
    expect(nextPart([], [])).toBeUndefined();
  });
});
