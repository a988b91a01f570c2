// The three reliability runs of issue #6, at a size: `small` is what `npm test` runs in its own way
// (bench/test), `full` is the bench's (200 learners killed mid-autosave, 200 attempts submitted ten
// times each, every fuzz case over HTTP with a data fingerprint after every call).
import { formatDuplicateSubmits, type DuplicateSubmitsCounts } from './duplicate-submits';
import { formatFuzz, type FuzzCounts } from './fuzz/run';
import { formatKillRestart, runKillRestart, type KillRestartCounts } from './kill-restart';
import { runDuplicateSubmitsOverHttp, runFuzzOverHttp } from './server-runs';

export type ReliabilityRun = 'kill' | 'duplicates' | 'fuzz';
export const RELIABILITY_RUNS: ReliabilityRun[] = ['kill', 'duplicates', 'fuzz'];

export interface ReliabilityOptions {
  size: 'small' | 'full';
  /** A PostgreSQL connection string to create each run's database on; PGlite when absent. */
  adminUrl?: string;
  runs?: ReliabilityRun[];
  log?: (line: string) => void;
}

export interface ReliabilityResults {
  engine: 'pglite' | 'postgres';
  size: 'small' | 'full';
  killRestart?: KillRestartCounts;
  duplicateSubmits?: DuplicateSubmitsCounts;
  fuzz?: Omit<FuzzCounts, 'findings'> & { findings: FuzzCounts['findings'] };
  /** One line per run, as printed. */
  summaries: string[];
  /** Every run met its bar: nothing lost, one result per attempt, no 5xx, no data changed. */
  isOk: boolean;
}

const SIZES = {
  small: { learners: 16, rounds: 12, attempts: 10 },
  full: { learners: 200, rounds: 30, attempts: 200 },
} as const;

export async function runReliability({ size, adminUrl, runs = RELIABILITY_RUNS, log = () => {} }: ReliabilityOptions): Promise<ReliabilityResults> {
  const results: ReliabilityResults = { engine: adminUrl ? 'postgres' : 'pglite', size, summaries: [], isOk: true };
  const note = (line: string, isOk: boolean) => {
    results.summaries.push(line);
    results.isOk &&= isOk;
    log(line);
  };
  if (runs.includes('kill')) {
    const counts = await runKillRestart({ learners: SIZES[size].learners, rounds: SIZES[size].rounds, adminUrl, log });
    results.killRestart = counts;
    note(formatKillRestart(counts), counts.lost === 0 && counts.refused === 0 && counts.acknowledged > 0);
  }
  if (runs.includes('duplicates')) {
    const counts = await runDuplicateSubmitsOverHttp({ attempts: SIZES[size].attempts, adminUrl });
    results.duplicateSubmits = counts;
    note(formatDuplicateSubmits(counts), counts.serverErrors === 0 && counts.notOk === 0 && counts.inconsistent === 0 && counts.wrongRowCount === 0);
  }
  if (runs.includes('fuzz')) {
    const counts = await runFuzzOverHttp({ adminUrl, small: size === 'small', log });
    results.fuzz = counts;
    note(formatFuzz(counts), counts.serverErrors === 0 && counts.dataChanges === 0);
    for (const finding of counts.findings.slice(0, 50)) log(`  ${finding.route} — ${finding.case} (${finding.auth}): ${finding.status} ${finding.detail}`);
  }
  return results;
}
