// Which of several Lighthouse runs of one page to keep: the median run, chosen by Lighthouse's own
// rule (core/lib/median-run.js: the run closest to the median first contentful paint and time to
// interactive), rather than the median of each number taken from different runs.
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** The median of runs that each carry their Lighthouse result; the only run when there is one. */
export function medianOutcome<T extends { lhr: Result }>(outcomes: T[]): T {
  if (outcomes.length === 0) throw new Error('no Lighthouse run to choose from');
  if (outcomes.length === 1) return outcomes[0]!;
  const median = computeMedianRun(outcomes.map((outcome) => outcome.lhr));
  return outcomes.find((outcome) => outcome.lhr === median) ?? outcomes[0]!;
}

/** The performance score (0-100) of each run that has one, in the order they ran. */
export function performanceScores(outcomes: { audit: { performance: number | null } }[]): number[] {
  return outcomes.flatMap((outcome) => (outcome.audit.performance === null ? [] : [outcome.audit.performance]));
}

/** "91-98" for the spread of the scores of several runs; the score itself for one run. */
export function scoreRange(scores: number[] | undefined): string | null {
  if (!scores?.length) return null;
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return low === high ? String(low) : `${low}-${high}`;
}
