import { describe, expect, it } from 'vitest';
import { movedIds, numbersFrom, parseSkill } from './exam-admin-keys';

describe('exam-admin helpers', () => {
  it('reads only the two skills', () => {
    expect(parseSkill('reading')).toBe('reading');
    expect(parseSkill('listening')).toBe('listening');
    expect(parseSkill('writing')).toBeUndefined();
  });

  it('moves an id up or down, and not past either end', () => {
    expect(movedIds([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 0, -1)).toBeNull();
    expect(movedIds([1, 2, 3], 2, 1)).toBeNull();
  });

  it('spells the numbers an item covers from its first and last', () => {
    expect(numbersFrom(7, 10)).toEqual([7, 8, 9, 10]);
    expect(numbersFrom(5, 5)).toEqual([5]);
    expect(numbersFrom(5, 2)).toEqual([5]);
  });
});
