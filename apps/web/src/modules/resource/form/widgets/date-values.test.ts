import { describe, expect, it } from 'vitest';
import { fromDay, toDay } from './date-values';

describe('the date widget’s values', () => {
  it('reads yyyy-MM-dd and writes it back, empty and invalid days as null', () => {
    expect(fromDay(toDay('2026-11-27'))).toBe('2026-11-27');
    expect(toDay('')).toBeNull();
    expect(toDay(null)).toBeNull();
    expect(toDay('2026-13-40')).toBeNull();
    expect(fromDay(new Date(Number.NaN))).toBeNull();
  });
});
