import { describe, expect, it } from 'vitest';
import { readEditionCounts } from './edition-counts';

describe('readEditionCounts', () => {
  it('reads rows per skill or per edition and lists every edition', () => {
    const counts = readEditionCounts([
      { edition: 'ets2023', skill: 'reading', testCount: 2 },
      { edition: 'ets2023', skill: 'listening', count: 1 },
      { edition: 'unknown', skill: 'reading', testCount: 9 },
    ]);
    expect(counts.map((row) => row.edition)).toEqual(['ets', 'ets2020', 'ets2021', 'ets2022', 'ets2023']);
    expect(counts.find((row) => row.edition === 'ets2023')).toEqual({ edition: 'ets2023', reading: 2, listening: 1 });
    expect(readEditionCounts({ data: [{ edition: 'ets', reading: 3, listening: 4 }] })[0]).toEqual({ edition: 'ets', reading: 3, listening: 4 });
    expect(readEditionCounts(null).every((row) => row.reading === 0 && row.listening === 0)).toBe(true);
  });
});
