import { describe, expect, it } from 'vitest';
import { formatBand, formatDuration, formatPercent, matchesFilter, partCounts, resultIdOf } from './result-format';

const question = (parts: { isCorrect: boolean; reason?: string }[]) => ({ parts: parts.map((part, index) => ({ id: String(index), ...part })) });

describe('review filters', () => {
  it('counts right, wrong and skipped parts', () => {
    expect(partCounts(question([{ isCorrect: true }, { isCorrect: false, reason: 'wrong' }, { isCorrect: false, reason: 'unanswered' }, { isCorrect: false, reason: 'over-limit' }]))).toEqual({ right: 1, wrong: 2, skipped: 1 });
  });

  it('keeps a question under a filter when one of its parts fits', () => {
    const mixed = question([{ isCorrect: true }, { isCorrect: false, reason: 'unanswered' }]);
    expect(matchesFilter(mixed, 'all')).toBe(true);
    expect(matchesFilter(mixed, 'skipped')).toBe(true);
    expect(matchesFilter(mixed, 'wrong')).toBe(false);
    expect(matchesFilter(question([{ isCorrect: false, reason: 'not-an-option' }]), 'wrong')).toBe(true);
  });
});

describe('formatting', () => {
  it('formats a duration', () => {
    expect(formatDuration(3133)).toBe('52:13');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('formats a band and a percentage', () => {
    expect(formatBand(7)).toBe('7.0');
    expect(formatBand(6.5)).toBe('6.5');
    expect(formatBand(null)).toBeNull();
    expect(formatPercent(0.666)).toBe('67%');
    expect(formatPercent(1.2)).toBe('100%');
  });

  it('reads the resultId parameter', () => {
    expect(resultIdOf({ resultId: '12' })).toBe(12);
    expect(resultIdOf({ resultId: ['7', '8'] })).toBe(7);
    expect(resultIdOf({ resultId: 'abc' })).toBeNull();
    expect(resultIdOf({ resultId: '0' })).toBeNull();
    expect(resultIdOf({})).toBeNull();
  });
});
