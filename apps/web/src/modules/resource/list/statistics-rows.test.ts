import { describe, expect, it } from 'vitest';
import { averageRange, formatAverage, isEmptyPage, padWeeks, rowsOf, seriesOf } from './statistics-rows';

describe('statistics rows', () => {
  it('puts the weeks oldest first, with the average as the line of attempts', () => {
    const statistics = {
      kind: 'attempts' as const, average: 'band' as const, pageIndex: 1, pageSize: 2, totalWeeks: 2,
      totals: { attempts: 3, learners: 2, average: 6.5 },
      weeks: [{ week: '2026-11-09', attempts: 1, learners: 1, average: 7 }, { week: '2026-11-02', attempts: 2, learners: 2, average: 6.25 }],
    };
    expect(rowsOf(statistics)).toEqual([{ week: '2026-11-02', bars: [2], line: 6.25 }, { week: '2026-11-09', bars: [1], line: 7 }]);
    expect(seriesOf(statistics)).toEqual({ bars: ['attempts'], line: 'average.band' });
    expect(averageRange(statistics)).toEqual({ min: 0, max: 9 });
  });

  it('shows started and finished as two bars, without a line', () => {
    const statistics = { kind: 'learners' as const, pageIndex: 1, pageSize: 1, totalWeeks: 1, totals: { started: 0, finished: 0 }, weeks: [{ week: '2026-11-09', started: 0, finished: 0 }] };
    expect(rowsOf(statistics)).toEqual([{ week: '2026-11-09', bars: [0, 0], line: null }]);
    expect(seriesOf(statistics)).toEqual({ bars: ['started', 'finished'], line: null });
    expect(isEmptyPage(rowsOf(statistics))).toBe(true);
  });

  it('fills the oldest page with the empty weeks before the first, and writes a band with one decimal', () => {
    const rows = [{ week: '2026-11-23', bars: [2], line: 4 }];
    expect(padWeeks(rows, 3, true)).toEqual([{ week: '2026-11-09', bars: [0], line: null }, { week: '2026-11-16', bars: [0], line: null }, ...rows]);
    expect(padWeeks(rows, 3, false)).toEqual(rows);
    expect(formatAverage(4, 'band', 'en')).toBe('4.0');
    expect(formatAverage(6.75, 'band', 'en')).toBe('6.75');
    expect(formatAverage(61.5, 'percent', 'en')).toBe('61.5');
    expect(formatAverage(null, 'band', 'en')).toBeNull();
  });
});
