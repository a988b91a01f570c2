import { describe, expect, it } from 'vitest';
// Relative until the contracts index exports ./exam (see table-types.ts).
import { ConversionTableSchema } from '@lexam/contracts';
import { bandFor, scaledScoreFor } from './convert-raw';
import { DEFAULT_TABLE_SECTIONS, defaultTableFor } from './default-table-for';
import type { IeltsBandTable, ToeicScaledTable } from './table-types';

const IELTS_TABLES = {
  listening: defaultTableFor('listening'),
  'academic-reading': defaultTableFor('academic-reading'),
  'general-reading': defaultTableFor('general-reading'),
} satisfies Record<string, IeltsBandTable>;

const TOEIC_TABLES = {
  'toeic-listening': defaultTableFor('toeic-listening'),
  'toeic-reading': defaultTableFor('toeic-reading'),
} satisfies Record<string, ToeicScaledTable>;

/**
 * Written out by hand from the published tables (see default-tables.ts), not derived from the data,
 * so an edit to a default table that moves any of these points fails here.
 */
const KNOWN_BANDS: Record<keyof typeof IELTS_TABLES, [raw: number, band: number][]> = {
  listening: [[40, 9], [39, 9], [38, 8.5], [37, 8.5], [36, 8], [35, 8], [34, 7.5], [32, 7.5], [31, 7], [30, 7], [29, 6.5], [26, 6.5], [25, 6], [23, 6], [22, 5.5], [18, 5.5], [17, 5], [16, 5], [15, 4.5], [13, 4.5], [12, 4], [10, 4], [9, 3.5], [8, 3.5], [7, 3], [6, 3], [5, 2.5], [4, 2.5], [3, 2], [0, 0]],
  'academic-reading': [[40, 9], [39, 9], [38, 8.5], [37, 8.5], [36, 8], [35, 8], [34, 7.5], [33, 7.5], [32, 7], [30, 7], [29, 6.5], [27, 6.5], [26, 6], [23, 6], [22, 5.5], [19, 5.5], [18, 5], [15, 5], [14, 4.5], [13, 4.5], [12, 4], [10, 4], [9, 3.5], [8, 3.5], [7, 3], [6, 3], [5, 2.5], [4, 2.5], [3, 2], [0, 0]],
  'general-reading': [[40, 9], [39, 8.5], [38, 8], [37, 8], [36, 7.5], [35, 7], [34, 7], [33, 6.5], [32, 6.5], [31, 6], [30, 6], [29, 5.5], [27, 5.5], [26, 5], [23, 5], [22, 4.5], [19, 4.5], [18, 4], [15, 4], [14, 3.5], [12, 3.5], [11, 3], [9, 3], [8, 2.5], [6, 2.5], [5, 2], [0, 0]],
};

/** The indicative points ielts.org itself publishes ("IELTS scoring in detail"). */
const OFFICIAL_POINTS: Record<keyof typeof IELTS_TABLES, [raw: number, band: number][]> = {
  listening: [[16, 5], [23, 6], [30, 7], [35, 8]],
  'academic-reading': [[15, 5], [23, 6], [30, 7], [35, 8]],
  'general-reading': [[15, 4], [23, 5], [30, 6], [34, 7]],
};

const KNOWN_TOEIC_SCORES: [raw: number, score: number][] = [[0, 5], [1, 10], [10, 55], [20, 105], [25, 130], [26, 130], [50, 250], [75, 375], [90, 445], [99, 490], [100, 495]];

describe('default conversion tables', () => {
  it.each(DEFAULT_TABLE_SECTIONS)('%s passes the conversion-table schema', (section) => {
    const result = ConversionTableSchema.safeParse(defaultTableFor(section));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('are handed out as copies, so editing one leaves the defaults alone', () => {
    const copy = defaultTableFor('listening');
    copy.rows[0] = { minRaw: 0, band: 9 };
    expect(bandFor({ raw: 0, table: defaultTableFor('listening') })).toBe(0);
  });

  it('TOEIC tables are labelled with their own section', () => {
    expect(TOEIC_TABLES['toeic-listening'].section).toBe('listening');
    expect(TOEIC_TABLES['toeic-reading'].section).toBe('reading');
  });
});

describe.each(Object.entries(IELTS_TABLES) as [keyof typeof IELTS_TABLES, IeltsBandTable][])('bandFor with the default %s table', (name, table) => {
  // Every boundary: the row's first raw score earns its band, the raw score one below earns the band of the row before.
  const boundaries = table.rows.slice(1).map((row, index) => ({ minRaw: row.minRaw, band: row.band, bandBelow: table.rows[index]?.band }));

  it.each(boundaries)('raw $minRaw gives band $band and raw $minRaw - 1 gives $bandBelow', ({ minRaw, band, bandBelow }) => {
    expect(bandFor({ raw: minRaw, table })).toBe(band);
    expect(bandFor({ raw: minRaw - 1, table })).toBe(bandBelow);
  });

  it('matches the hand-written published points', () => {
    for (const [raw, band] of KNOWN_BANDS[name]) expect({ raw, band: bandFor({ raw, table }) }).toEqual({ raw, band });
  });

  it('matches the points ielts.org publishes', () => {
    for (const [raw, band] of OFFICIAL_POINTS[name]) expect({ raw, band: bandFor({ raw, table }) }).toEqual({ raw, band });
  });

  it('gives 0 at 0 marks and 9 at full marks, never falling as marks rise', () => {
    expect(bandFor({ raw: 0, table })).toBe(0);
    expect(bandFor({ raw: 40, table })).toBe(9);
    for (let raw = 1; raw <= table.maxRaw; raw += 1) expect(bandFor({ raw, table })).toBeGreaterThanOrEqual(bandFor({ raw: raw - 1, table }));
  });
});

describe.each(Object.entries(TOEIC_TABLES))('scaledScoreFor with the default %s table', (_name, table) => {
  const boundaries = table.rows.slice(1).map((row, index) => ({ minRaw: row.minRaw, score: row.score, scoreBelow: table.rows[index]?.score }));

  it.each(boundaries)('raw $minRaw gives $score and raw $minRaw - 1 gives $scoreBelow', ({ minRaw, score, scoreBelow }) => {
    expect(scaledScoreFor({ raw: minRaw, table })).toBe(score);
    expect(scaledScoreFor({ raw: minRaw - 1, table })).toBe(scoreBelow);
  });

  it('matches the hand-written points of the linear approximation', () => {
    for (const [raw, score] of KNOWN_TOEIC_SCORES) expect({ raw, score: scaledScoreFor({ raw, table }) }).toEqual({ raw, score });
  });
});
