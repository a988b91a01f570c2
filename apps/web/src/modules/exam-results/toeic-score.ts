import type { ResultSummary } from '@lexam/contracts';

/** What issue #5 adds to a result's head (read leniently so rows of before it still show). */
export interface ResultScores {
  /** TOEIC: 5–495 for the test's skill; null for a practice run or another kind. */
  scaledScore: number | null;
  /** 0–100, every kind; from the raw score when the server gives none. */
  percent: number;
}

export function scoresOf(result: Pick<ResultSummary, 'rawScore' | 'maxScore'> & { scaledScore?: unknown; percent?: unknown }): ResultScores {
  const scaledScore = typeof result.scaledScore === 'number' ? result.scaledScore : null;
  const percent = typeof result.percent === 'number' ? result.percent : result.maxScore > 0 ? (result.rawScore / result.maxScore) * 100 : 0;
  return { scaledScore, percent: Math.max(0, Math.min(100, percent)) };
}

/** A TOEIC total: the latest scaled listening and reading scores of one edition, and their sum (10–990). */
export interface ToeicTotal {
  edition: string;
  listening: { resultId: number; score: number };
  reading: { resultId: number; score: number };
  total: number;
}

type ToeicRow = Pick<ResultSummary, 'id' | 'skill' | 'submittedAt'> & { scaledScore?: unknown; edition?: unknown };

/**
 * The totals the learner has: per edition with both a scaled listening and a scaled reading result
 * (full tests: practice runs have no scaled score), the latest of each, summed. The edition is the
 * row's own or, when the API does not give it, `editionOf(row)`. Newest edition pair first.
 */
export function toeicTotals({ rows, editionOf = () => null }: { rows: readonly ToeicRow[]; editionOf?: (row: ToeicRow) => string | null }): ToeicTotal[] {
  const latest = new Map<string, { listening?: ToeicRow & { score: number }; reading?: ToeicRow & { score: number } }>();
  for (const row of rows) {
    const score = typeof row.scaledScore === 'number' ? row.scaledScore : null;
    const edition = typeof row.edition === 'string' ? row.edition : editionOf(row);
    if (score === null || edition === null || (row.skill !== 'listening' && row.skill !== 'reading')) continue;
    const entry = latest.get(edition) ?? {};
    const previous = entry[row.skill];
    if (!previous || previous.submittedAt < row.submittedAt) entry[row.skill] = { ...row, score };
    latest.set(edition, entry);
  }
  const totals: Array<ToeicTotal & { at: string }> = [];
  for (const [edition, { listening, reading }] of latest) {
    if (!listening || !reading) continue;
    totals.push({
      edition,
      listening: { resultId: listening.id, score: listening.score },
      reading: { resultId: reading.id, score: reading.score },
      total: listening.score + reading.score,
      at: listening.submittedAt > reading.submittedAt ? listening.submittedAt : reading.submittedAt,
    });
  }
  return totals.sort((a, b) => (a.at < b.at ? 1 : -1)).map(({ at: _at, ...total }) => total);
}
