import { describe, expect, it } from 'vitest';
import { formatClock, remainingMs } from './writing-timer';

describe('the writing timer', () => {
  it('counts down from the start, and is absent for untimed practice', () => {
    expect(remainingMs({ startedAt: 1000, limitMinutes: 20, now: 1000 })).toBe(1_200_000);
    expect(remainingMs({ startedAt: 1000, limitMinutes: 40, now: 1000 + 2_400_000 + 5000 })).toBe(-5000);
    expect(remainingMs({ startedAt: 1000, limitMinutes: null, now: 5000 })).toBeNull();
  });

  it('shows mm:ss, rounded up while time is left, with a + over time', () => {
    expect(formatClock(1_200_000)).toBe('20:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(500)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-61_000)).toBe('+01:01');
  });
});
