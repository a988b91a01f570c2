import type { ConversionTable, IeltsBandTable, ToeicScaledTable } from './table-types';

/**
 * Refuses a raw score the table cannot convert. A raw score comes from grading, so one out of range
 * means the test and its table disagree (say 41 questions against a table out of 40): that is a bug
 * to surface, not a score to clamp silently.
 */
function assertRawInRange({ raw, table }: { raw: number; table: ConversionTable }): void {
  if (!Number.isInteger(raw) || raw < 0 || raw > table.maxRaw) {
    throw new RangeError(`Raw score ${String(raw)} is not a whole number from 0 to ${table.maxRaw}, the range of this conversion table.`);
  }
}

/** The row that applies to `raw`: the last one whose `minRaw` it reaches (rows are sorted, the first starts at 0). */
function findRow<Row extends { minRaw: number }>({ raw, rows }: { raw: number; rows: readonly Row[] }): Row {
  let found: Row | undefined;
  for (const row of rows) {
    if (row.minRaw > raw) break;
    found = row;
  }
  if (!found) throw new RangeError(`The conversion table has no row for raw score ${raw}; its first row must start at 0.`);
  return found;
}

/** Converts the raw marks of an IELTS Listening or Reading section into its band. */
export function bandFor({ raw, table }: { raw: number; table: IeltsBandTable }): number {
  assertRawInRange({ raw, table });
  return findRow({ raw, rows: table.rows }).band;
}

/** Converts the raw marks of a TOEIC Listening or Reading section into its scaled score (5–495). */
export function scaledScoreFor({ raw, table }: { raw: number; table: ToeicScaledTable }): number {
  assertRawInRange({ raw, table });
  return findRow({ raw, rows: table.rows }).score;
}
