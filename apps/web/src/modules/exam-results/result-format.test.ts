import { describe, expect, it } from 'vitest';
import { filterCount, formatBand, formatDuration, formatPercent, matchesFilter, partCounts, resultIdOf } from './result-format';

/** A question worth one mark per part, its marks those of its right parts. */
const question = (parts: { isCorrect: boolean; reason?: string }[]) => ({
  parts: parts.map((part, index) => ({ id: String(index), ...part })),
  marks: parts.filter((part) => part.isCorrect).length,
  maxMarks: parts.length,
  response: parts.every((part) => part.reason === 'unanswered') ? null : {},
});

describe('review filters', () => {
  it('counts right, wrong and skipped parts as the score table does (empty is skipped)', () => {
    expect(partCounts(question([{ isCorrect: true }, { isCorrect: false, reason: 'wrong' }, { isCorrect: false, reason: 'unanswered' }, { isCorrect: false, reason: 'over-limit' }]))).toEqual({ right: 1, wrong: 2, skipped: 1 });
    expect(partCounts(question([{ isCorrect: false, reason: 'empty' }]))).toEqual({ right: 0, wrong: 0, skipped: 1 });
    // Without parts: a whole unanswered question is skipped, an answered one wrong.
    expect(partCounts({ parts: [], marks: 0, maxMarks: 2, response: null })).toEqual({ right: 0, wrong: 0, skipped: 2 });
    expect(partCounts({ parts: [], marks: 1, maxMarks: 2, response: 'x' })).toEqual({ right: 1, wrong: 1, skipped: 0 });
  });

  it('keeps a question under a filter when one of its parts fits', () => {
    const mixed = question([{ isCorrect: true }, { isCorrect: false, reason: 'unanswered' }]);
    expect(matchesFilter(mixed, 'all')).toBe(true);
    expect(matchesFilter(mixed, 'skipped')).toBe(true);
    expect(matchesFilter(mixed, 'wrong')).toBe(false);
    expect(matchesFilter(question([{ isCorrect: false, reason: 'not-an-option' }]), 'wrong')).toBe(true);
  });

  it('counts questions (marks), not blocks: 16 blocks holding 25 skipped questions say Skipped (25), as the table', () => {
    const unanswered = (size: number) => question(Array.from({ length: size }, () => ({ isCorrect: false, reason: 'unanswered' })));
    // 9 blocks of two gaps and 7 single questions, all skipped; one block half right.
    const blocks = [...Array.from({ length: 9 }, () => unanswered(2)), ...Array.from({ length: 7 }, () => unanswered(1)), question([{ isCorrect: true }, { isCorrect: false, reason: 'wrong' }])];
    expect(blocks.filter((block) => matchesFilter(block, 'skipped'))).toHaveLength(16);
    expect(filterCount(blocks, 'skipped')).toBe(25);
    expect(filterCount(blocks, 'wrong')).toBe(1);
    expect(filterCount(blocks, 'all')).toBe(27);
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
