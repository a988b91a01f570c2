import { describe, expect, it } from 'vitest';
import { scoresOf, toeicTotals } from './toeic-score';

const row = (id: number, skill: 'listening' | 'reading', scaledScore: number | null, edition: string, submittedAt: string) => ({ id, skill, scaledScore, edition, submittedAt });

describe('scoresOf', () => {
  it('takes the server scores, or the percent from the raw score', () => {
    expect(scoresOf({ rawScore: 80, maxScore: 100, scaledScore: 420, percent: 80 })).toEqual({ scaledScore: 420, percent: 80 });
    expect(scoresOf({ rawScore: 3, maxScore: 4 })).toEqual({ scaledScore: null, percent: 75 });
    expect(scoresOf({ rawScore: 0, maxScore: 0, scaledScore: null })).toEqual({ scaledScore: null, percent: 0 });
  });
});

describe('toeicTotals', () => {
  it('sums the latest listening and reading scaled scores of an edition that has both', () => {
    const totals = toeicTotals({
      rows: [
        row(1, 'listening', 300, 'ets2023', '2026-01-01T10:00:00Z'),
        row(2, 'listening', 400, 'ets2023', '2026-01-03T10:00:00Z'),
        row(3, 'reading', 350, 'ets2023', '2026-01-02T10:00:00Z'),
        row(4, 'reading', 495, 'ets2022', '2026-01-04T10:00:00Z'),
        row(5, 'reading', null, 'ets2022', '2026-01-05T10:00:00Z'),
      ],
    });
    expect(totals).toEqual([{ edition: 'ets2023', listening: { resultId: 2, score: 400 }, reading: { resultId: 3, score: 350 }, total: 750 }]);
  });

  it('reaches the bounds 10 and 990 and finds the edition through editionOf when rows have none', () => {
    const rows = [
      { id: 1, skill: 'listening' as const, scaledScore: 5, submittedAt: '2026-01-01T00:00:00Z' },
      { id: 2, skill: 'reading' as const, scaledScore: 5, submittedAt: '2026-01-01T00:00:01Z' },
    ];
    expect(toeicTotals({ rows, editionOf: () => 'ets' })[0]?.total).toBe(10);
    expect(toeicTotals({ rows })).toEqual([]);
    const best = [row(1, 'listening', 495, 'ets', '2026-01-01T00:00:00Z'), row(2, 'reading', 495, 'ets', '2026-01-01T00:00:00Z')];
    expect(toeicTotals({ rows: best })[0]?.total).toBe(990);
  });
});
