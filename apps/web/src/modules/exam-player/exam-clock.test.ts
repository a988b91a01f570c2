import { describe, expect, it } from 'vitest';
import { clockOffsetMs, dueWarning, elapsedMs, formatClock, remainingMs, type WarningMinutes } from './exam-clock';

describe('exam clock', () => {
  it('corrects a device clock that is ahead of the server', () => {
    const receivedAt = Date.parse('2026-01-01T10:05:00Z'); // the device says 10:05, the server 10:00
    const offsetMs = clockOffsetMs({ serverNow: '2026-01-01T10:00:00Z', receivedAt });
    expect(offsetMs).toBe(-300_000);
    expect(remainingMs({ deadlineAt: '2026-01-01T11:00:00Z', offsetMs, now: receivedAt + 1000 })).toBe(3_599_000);
    expect(remainingMs({ deadlineAt: '2026-01-01T10:00:00Z', offsetMs, now: receivedAt + 1000 })).toBe(0);
    expect(elapsedMs({ startedAt: '2026-01-01T09:59:00Z', offsetMs, now: receivedAt })).toBe(60_000);
  });

  it('ignores an unreadable server time', () => {
    expect(clockOffsetMs({ serverNow: 'soon', receivedAt: 5 })).toBe(0);
  });

  it('warns once at 10 and at 5 minutes, the most urgent first when resuming late', () => {
    const none = new Set<WarningMinutes>();
    expect(dueWarning({ remaining: 10 * 60_000 + 1, shown: none })).toBeNull();
    expect(dueWarning({ remaining: 10 * 60_000, shown: none })).toBe(10);
    expect(dueWarning({ remaining: 9 * 60_000, shown: new Set([10]) })).toBeNull();
    expect(dueWarning({ remaining: 5 * 60_000, shown: new Set([10]) })).toBe(5);
    expect(dueWarning({ remaining: 4 * 60_000, shown: none })).toBe(5);
    expect(dueWarning({ remaining: 0, shown: none })).toBeNull();
  });

  it('formats minutes and hours, rounding up', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(59_500)).toBe('01:00');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(-5)).toBe('00:00');
  });
});
