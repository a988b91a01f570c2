import { describe, expect, it } from 'vitest';
import { chartRowsOf, measuresOf } from './chart-data';

const point = (at: string, value: number, refId = 1) => ({ at, value, refId });

describe('chart data', () => {
  const series = [
    { key: 'ielts-reading' as const, measure: 'band' as const, points: [point('2026-11-01T10:00:00Z', 6), point('2026-11-03T10:00:00Z', 6.5)] },
    { key: 'ielts-writing' as const, measure: 'band' as const, points: [point('2026-11-02T10:00:00Z', 5.5)] },
    { key: 'grammar' as const, measure: 'percent' as const, points: [point('2026-11-02T09:00:00Z', 80)] },
  ];

  it('lists the measures present, band first', () => {
    expect(measuresOf(series)).toEqual(['band', 'percent']);
    expect(measuresOf([])).toEqual([]);
  });

  it('puts the series of a measure on one time axis with gaps', () => {
    expect(chartRowsOf(series, 'band')).toEqual({
      labels: ['2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z', '2026-11-03T10:00:00Z'],
      lines: [
        { key: 'ielts-reading', values: [6, null, 6.5] },
        { key: 'ielts-writing', values: [null, 5.5, null] },
      ],
    });
  });
});
