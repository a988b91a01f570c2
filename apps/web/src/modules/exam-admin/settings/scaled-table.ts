import type { ToeicScaledTable } from '@lexam/contracts';

/** TOEIC reports a section score from 5 to 495 in steps of 5. */
export function roundScore(value: number): number {
  return Math.min(495, Math.max(5, Math.round(value / 5) * 5));
}

/**
 * A starting table an author then adjusts: `rows` rows spread evenly from raw 0 (score 5) to
 * `maxRaw` (score 495). Not the default table (that lives on the server); only a shape to edit.
 */
export function evenTable({ section, maxRaw = 100, rows = 11 }: { section: 'listening' | 'reading'; maxRaw?: number; rows?: number }): ToeicScaledTable {
  const count = Math.max(2, Math.min(rows, maxRaw + 1));
  const table = Array.from({ length: count }, (_, index) => ({
    minRaw: Math.round((index * maxRaw) / (count - 1)),
    score: roundScore(5 + (index * 490) / (count - 1)),
  }));
  return { kind: 'toeic-scaled', section, maxRaw, rows: table };
}

/** The scaled score a raw score earns under a table (the row with the highest minRaw not above it). */
export function scoreFor(table: Pick<ToeicScaledTable, 'rows'>, raw: number): number | undefined {
  let score: number | undefined;
  for (const row of table.rows) if (row.minRaw <= raw) score = row.score;
  return score;
}
