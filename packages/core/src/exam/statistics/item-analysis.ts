/**
 * Item analysis of a test, as Moodle's quiz statistics compute it, on plain numbers so it is tested
 * without a database. Only submitted full attempts should be given: a practice run of one section
 * would drag every other question's "rest of test" score down.
 */

/** One graded question of one attempt. */
export interface ItemScore {
  questionId: number;
  marks: number;
  maxMarks: number;
}

/** The per-question verdicts of one submitted attempt. */
export interface AttemptScores {
  items: ItemScore[];
}

export interface ItemAnalysis {
  questionId: number;
  attemptCount: number;
  /** Mean fraction of marks earned, 0..1; null without attempts. */
  facility: number | null;
  /** Pearson r of the item score against the rest-of-test score; null when it cannot be computed. */
  discrimination: number | null;
}

/**
 * The thresholds below which (or above which) a question is worth a look, and the attempts needed
 * before a question is judged at all: on a handful of attempts one learner's luck makes a question
 * look too easy or too hard.
 */
export const FLAG_LIMITS = { facilityLow: 0.2, facilityHigh: 0.9, discriminationLow: 0.2, minAttempts: 20 } as const;

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Pearson's correlation coefficient of two equally long series; null with fewer than two pairs or
 * when either series never varies (the coefficient is then undefined, not zero).
 */
export function pearson(xs: number[], ys: number[]): number | null {
  if (xs.length !== ys.length) throw new Error('pearson: the series differ in length.');
  if (xs.length < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, index) => {
    const dx = x - mx;
    const dy = ys[index]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  // Float noise: a series of equal values can leave a variance of 1e-30, not 0.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * Facility and discrimination of each question over the given attempts. A question an attempt did
 * not grade (added after it was submitted) is left out of that attempt's figures for the question.
 */
export function analyseItems({ questionIds, attempts }: { questionIds: number[]; attempts: AttemptScores[] }): ItemAnalysis[] {
  const totals = attempts.map((attempt) => attempt.items.reduce((sum, item) => sum + item.marks, 0));
  return questionIds.map((questionId) => {
    const scores: number[] = [];
    const fractions: number[] = [];
    const rests: number[] = [];
    attempts.forEach((attempt, index) => {
      const item = attempt.items.find((candidate) => candidate.questionId === questionId);
      if (!item) return;
      scores.push(item.marks);
      fractions.push(item.maxMarks > 0 ? item.marks / item.maxMarks : 0);
      rests.push(totals[index]! - item.marks);
    });
    return {
      questionId,
      attemptCount: scores.length,
      facility: fractions.length > 0 ? mean(fractions) : null,
      discrimination: pearson(scores, rests),
    };
  });
}

/**
 * Whether a question's figures call for a look (too easy, too hard, or not telling strong from weak).
 * Never below `FLAG_LIMITS.minAttempts` attempts: the figures mean nothing yet.
 */
export function isItemFlagged({ attemptCount, facility, discrimination }: { attemptCount: number; facility: number | null; discrimination: number | null }): boolean {
  if (attemptCount < FLAG_LIMITS.minAttempts) return false;
  if (facility !== null && (facility < FLAG_LIMITS.facilityLow || facility > FLAG_LIMITS.facilityHigh)) return true;
  return discrimination !== null && discrimination < FLAG_LIMITS.discriminationLow;
}

/** How many attempts earned each band, lowest band first; attempts without a band are not counted. */
export function countBands(bands: (number | null)[]): { band: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const band of bands) if (band !== null) counts.set(band, (counts.get(band) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([band, count]) => ({ band, count }));
}
