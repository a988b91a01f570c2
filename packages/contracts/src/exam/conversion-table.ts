import { z } from 'zod';

/**
 * A conversion table turns the raw marks of one section (how many answers were right) into an
 * IELTS band or a TOEIC scaled score. It is stored as JSON with each test, so a test whose
 * difficulty differs from the norm can carry its own table instead of a value fixed in code.
 *
 * Each row gives the lowest raw score that earns its band (or score); a row reaches up to the next
 * row's `minRaw` minus one, and the last row up to `maxRaw`. Rows are therefore listed from the
 * lowest raw score up, and the first starts at 0 so that every raw score has a result.
 */

/** The most questions a section may have; far above any real paper, it only stops absurd input. */
export const MAX_RAW_LIMIT = 1000;

/** The lowest raw score that earns a row's result; the row reaches up to the next row's minRaw minus one. */
const minRaw = z.number().int('minRaw is a whole number of marks.').min(0, 'minRaw cannot be negative.');

/** The number of marks in the section, i.e. the highest raw score the table must convert. */
const maxRaw = z
  .number()
  .int('maxRaw is a whole number of marks.')
  .min(1, 'maxRaw is at least 1.')
  .max(MAX_RAW_LIMIT, `maxRaw is at most ${MAX_RAW_LIMIT}.`);

const band = z
  .number()
  .min(0, 'A band is between 0 and 9.')
  .max(9, 'A band is between 0 and 9.')
  // IELTS reports whole and half bands only.
  .refine((value) => Number.isInteger(value * 2), 'A band is a whole or half band (0, 0.5, 1 … 9).');

const score = z
  .number()
  .min(5, 'A TOEIC section score is between 5 and 495.')
  .max(495, 'A TOEIC section score is between 5 and 495.')
  // TOEIC reports section scores in steps of 5.
  .refine((value) => Number.isInteger(value / 5), 'A TOEIC section score is a multiple of 5.');

/** One row of an IELTS table: from `minRaw` marks up, the section earns `band`. */
export const BandRowSchema = z.object({ minRaw, band });

/** One row of a TOEIC table: from `minRaw` marks up, the section earns `score`. */
export const ScaledRowSchema = z.object({ minRaw, score });

type Row = { minRaw: number; value: number };

/**
 * Names every problem of the rows at once (not only the first) so that whoever edits a table can
 * fix it in one go. Zod still runs it when a field failed only a range or step check (a band of
 * 4.3 is both off the half-band scale and compared with its neighbours); a wrong type stops it.
 */
function checkRows({ rows, maxRaw, unit, addIssue }: { rows: Row[]; maxRaw: number; unit: string; addIssue: (issue: { message: string; path: (string | number)[] }) => void }): void {
  if (rows.length === 0) {
    addIssue({ message: 'A conversion table has at least one row.', path: ['rows'] });
    return;
  }
  const first = rows[0];
  if (first && first.minRaw > 0) {
    const uncovered = first.minRaw === 1 ? 'raw score 0 gets' : `raw scores 0 to ${first.minRaw - 1} get`;
    addIssue({ message: `The first row starts at raw 0, or ${uncovered} no ${unit} (gap below row 0).`, path: ['rows', 0, 'minRaw'] });
  }
  rows.forEach((row, index) => {
    if (Number.isFinite(maxRaw) && row.minRaw > maxRaw) {
      addIssue({ message: `Row ${index} starts at raw ${row.minRaw}, above maxRaw ${maxRaw}.`, path: ['rows', index, 'minRaw'] });
    }
    const previous = rows[index - 1];
    if (!previous) return;
    if (row.minRaw <= previous.minRaw) {
      addIssue({ message: `Rows are sorted by minRaw, lowest first, without overlap: row ${index} starts at raw ${row.minRaw}, not above row ${index - 1} (${previous.minRaw}).`, path: ['rows', index, 'minRaw'] });
    }
    if (row.value <= previous.value) {
      addIssue({ message: `A higher raw score earns a higher ${unit}: row ${index} (${row.value}) is not above row ${index - 1} (${previous.value}).`, path: ['rows', index] });
    }
  });
}

/** An IELTS Listening or Reading table: raw marks (usually out of 40) to a band from 0 to 9. */
export const IeltsBandTableSchema = z
  .object({
    kind: z.literal('ielts-band'),
    maxRaw,
    rows: z.array(BandRowSchema).max(MAX_RAW_LIMIT + 1),
  })
  .superRefine((table, ctx) => {
    checkRows({
      rows: table.rows.map((row) => ({ minRaw: row.minRaw, value: row.band })),
      maxRaw: table.maxRaw,
      unit: 'band',
      addIssue: (issue) => ctx.addIssue({ code: 'custom', ...issue }),
    });
  });

/** A TOEIC Listening or Reading table: raw marks (usually out of 100) to a scaled score from 5 to 495. */
export const ToeicScaledTableSchema = z
  .object({
    kind: z.literal('toeic-scaled'),
    section: z.enum(['listening', 'reading']),
    maxRaw,
    rows: z.array(ScaledRowSchema).max(MAX_RAW_LIMIT + 1),
  })
  .superRefine((table, ctx) => {
    checkRows({
      rows: table.rows.map((row) => ({ minRaw: row.minRaw, value: row.score })),
      maxRaw: table.maxRaw,
      unit: 'score',
      addIssue: (issue) => ctx.addIssue({ code: 'custom', ...issue }),
    });
  });

/** Any conversion table a test may store, told apart by `kind`. */
export const ConversionTableSchema = z.discriminatedUnion('kind', [IeltsBandTableSchema, ToeicScaledTableSchema]);

export type BandRow = z.infer<typeof BandRowSchema>;
export type ScaledRow = z.infer<typeof ScaledRowSchema>;
export type IeltsBandTable = z.infer<typeof IeltsBandTableSchema>;
export type ToeicScaledTable = z.infer<typeof ToeicScaledTableSchema>;
export type ConversionTable = z.infer<typeof ConversionTableSchema>;
