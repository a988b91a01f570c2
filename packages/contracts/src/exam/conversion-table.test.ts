import { describe, expect, it } from 'vitest';
import { ConversionTableSchema, IeltsBandTableSchema, ToeicScaledTableSchema } from './conversion-table';

/** The messages of a refused table, so a test can check every problem was named. */
function messagesOf(input: unknown): string[] {
  const result = ConversionTableSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const goodIelts = { kind: 'ielts-band', maxRaw: 10, rows: [{ minRaw: 0, band: 0 }, { minRaw: 3, band: 4.5 }, { minRaw: 10, band: 9 }] };
const goodToeic = { kind: 'toeic-scaled', section: 'reading', maxRaw: 100, rows: [{ minRaw: 0, score: 5 }, { minRaw: 50, score: 250 }, { minRaw: 100, score: 495 }] };

describe('ConversionTableSchema', () => {
  it('accepts a well-formed IELTS table and a well-formed TOEIC table', () => {
    expect(ConversionTableSchema.parse(goodIelts)).toEqual(goodIelts);
    expect(ConversionTableSchema.parse(goodToeic)).toEqual(goodToeic);
    expect(IeltsBandTableSchema.safeParse(goodIelts).success).toBe(true);
    expect(ToeicScaledTableSchema.safeParse(goodToeic).success).toBe(true);
  });

  it('accepts a single row starting at 0', () => {
    expect(ConversionTableSchema.safeParse({ kind: 'ielts-band', maxRaw: 40, rows: [{ minRaw: 0, band: 5 }] }).success).toBe(true);
  });

  it('refuses unsorted or overlapping rows', () => {
    const messages = messagesOf({ ...goodIelts, rows: [{ minRaw: 0, band: 0 }, { minRaw: 5, band: 4 }, { minRaw: 5, band: 5 }, { minRaw: 3, band: 6 }] });
    expect(messages).toContain('Rows are sorted by minRaw, lowest first, without overlap: row 2 starts at raw 5, not above row 1 (5).');
    expect(messages).toContain('Rows are sorted by minRaw, lowest first, without overlap: row 3 starts at raw 3, not above row 2 (5).');
  });

  it('refuses a gap below the first row', () => {
    expect(messagesOf({ ...goodIelts, rows: [{ minRaw: 2, band: 1 }, { minRaw: 5, band: 4 }] })).toEqual([
      'The first row starts at raw 0, or raw scores 0 to 1 get no band (gap below row 0).',
    ]);
  });

  it('refuses a band that falls as the raw score rises', () => {
    expect(messagesOf({ ...goodIelts, rows: [{ minRaw: 0, band: 5 }, { minRaw: 5, band: 4 }] })).toEqual([
      'A higher raw score earns a higher band: row 1 (4) is not above row 0 (5).',
    ]);
    expect(messagesOf({ ...goodToeic, rows: [{ minRaw: 0, score: 5 }, { minRaw: 5, score: 5 }] })).toEqual([
      'A higher raw score earns a higher score: row 1 (5) is not above row 0 (5).',
    ]);
  });

  it('refuses bands off the half-band scale and outside 0–9', () => {
    const messages = messagesOf({ ...goodIelts, rows: [{ minRaw: 0, band: 0 }, { minRaw: 3, band: 4.3 }, { minRaw: 4, band: 9.5 }, { minRaw: 5, band: -1 }] });
    expect(messages).toContain('A band is a whole or half band (0, 0.5, 1 … 9).');
    expect(messages).toContain('A band is between 0 and 9.');
  });

  it('refuses TOEIC scores outside 5–495 or off the steps of 5', () => {
    const messages = messagesOf({ ...goodToeic, rows: [{ minRaw: 0, score: 0 }, { minRaw: 1, score: 12 }, { minRaw: 2, score: 500 }] });
    expect(messages).toContain('A TOEIC section score is between 5 and 495.');
    expect(messages).toContain('A TOEIC section score is a multiple of 5.');
  });

  it('refuses a row starting above maxRaw', () => {
    expect(messagesOf({ ...goodIelts, maxRaw: 8 })).toEqual(['Row 2 starts at raw 10, above maxRaw 8.']);
  });

  it('refuses non-integer or negative marks, an empty table, an unknown kind or section', () => {
    expect(messagesOf({ ...goodIelts, rows: [{ minRaw: 0, band: 0 }, { minRaw: 2.5, band: 3 }] })).toContain('minRaw is a whole number of marks.');
    expect(messagesOf({ ...goodIelts, maxRaw: 0 })).toContain('maxRaw is at least 1.');
    expect(messagesOf({ ...goodIelts, rows: [] })).toEqual(['A conversion table has at least one row.']);
    expect(ConversionTableSchema.safeParse({ ...goodIelts, kind: 'cefr' }).success).toBe(false);
    expect(ConversionTableSchema.safeParse({ ...goodToeic, section: 'speaking' }).success).toBe(false);
  });

  it('names every problem of a bad table at once, each at its path', () => {
    const result = ConversionTableSchema.safeParse({
      kind: 'ielts-band',
      maxRaw: 40,
      rows: [{ minRaw: 1, band: 2 }, { minRaw: 1, band: 2.2 }, { minRaw: 50, band: 1 }],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    expect(issues).toEqual(expect.arrayContaining([
      { path: 'rows.1.band', message: 'A band is a whole or half band (0, 0.5, 1 … 9).' },
      { path: 'rows.0.minRaw', message: 'The first row starts at raw 0, or raw score 0 gets no band (gap below row 0).' },
      { path: 'rows.1.minRaw', message: 'Rows are sorted by minRaw, lowest first, without overlap: row 1 starts at raw 1, not above row 0 (1).' },
      { path: 'rows.2.minRaw', message: 'Row 2 starts at raw 50, above maxRaw 40.' },
      { path: 'rows.2', message: 'A higher raw score earns a higher band: row 2 (1) is not above row 1 (2.2).' },
    ]));
    expect(issues).toHaveLength(5);
  });
});
