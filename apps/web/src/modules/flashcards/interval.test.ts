import { describe, expect, it } from 'vitest';
import { formatInterval, secondsUntil } from './interval';

describe('formatInterval', () => {
  it('picks the largest unit that keeps the number at 1 or more', () => {
    expect(formatInterval(30, 'en')).toBe('30 sec');
    expect(formatInterval(600, 'en')).toBe('10 min');
    expect(formatInterval(5 * 3600, 'en')).toBe('5 hr');
    expect(formatInterval(3 * 86400, 'en')).toBe('3 days');
    expect(formatInterval(75 * 86400, 'en')).toBe('2.5 mths');
    expect(formatInterval(400 * 86400, 'en')).toBe('1.1 yrs');
  });
  it('writes Latin digits in Arabic', () => {
    expect(formatInterval(3 * 86400, 'ar')).toMatch(/3/);
  });
});

describe('secondsUntil', () => {
  it('never goes below 0', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(secondsUntil('2026-01-01T00:10:00Z', now)).toBe(600);
    expect(secondsUntil('2025-12-31T00:00:00Z', now)).toBe(0);
  });
});
