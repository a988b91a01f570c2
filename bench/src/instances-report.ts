// The comparison of `npm run bench -- --instances N`: each scenario through the balancer with one
// instance and with N, side by side, with N's figure divided by one's.
import type { ApiRun } from './api-report';
import { round } from './budgets';
import { formatMarkdownTable, formatTable, type Cell } from './table';

export interface ComparisonRow {
  scenario: string;
  one?: { rps: number; p50Ms: number; p99Ms: number; errors: number };
  many?: { rps: number; p50Ms: number; p99Ms: number; errors: number };
  /** N instances' req/s ÷ one instance's. */
  rpsRatio?: number;
  /** N instances' p99 ÷ one instance's (below 1: faster). */
  p99Ratio?: number;
}

/** The runs of the newest comparison (one instance first), or none. */
export function newestComparison(runs: ApiRun[]): ApiRun[] {
  const id = runs.filter((run) => run.target.comparison !== undefined).at(-1)?.target.comparison;
  if (id === undefined) return [];
  return runs.filter((run) => run.target.comparison === id).sort((a, b) => (a.target.instances ?? 0) - (b.target.instances ?? 0));
}

const figures = (run: ApiRun | undefined, name: string) => {
  const result = run?.scenarios.find((record) => record.name === name)?.result;
  return result && { rps: result.rps, p50Ms: result.p50Ms, p99Ms: result.p99Ms, errors: result.non2xx + result.errors };
};

/** One row per scenario: the fewest instances' run against the most's. */
export function compareRuns(runs: ApiRun[]): ComparisonRow[] {
  const one = runs[0];
  const many = runs.at(-1);
  if (!one || !many || one === many) return [];
  return one.scenarios.map((record) => {
    const a = figures(one, record.name);
    const b = figures(many, record.name);
    return {
      scenario: record.name,
      ...(a ? { one: a } : {}),
      ...(b ? { many: b } : {}),
      ...(a && b && a.rps > 0 ? { rpsRatio: b.rps / a.rps } : {}),
      ...(a && b && a.p99Ms > 0 ? { p99Ratio: b.p99Ms / a.p99Ms } : {}),
    };
  });
}

function table(runs: ApiRun[]): { headers: string[]; rows: Cell[][] } {
  const [low, high] = [runs[0]?.target.instances ?? 1, runs.at(-1)?.target.instances ?? 1];
  const headers = ['scenario', `×${low} req/s`, `×${low} p50 ms`, `×${low} p99 ms`, `×${low} errors`, `×${high} req/s`, `×${high} p50 ms`, `×${high} p99 ms`, `×${high} errors`, `req/s ×${high}÷×${low}`, `p99 ×${high}÷×${low}`];
  const rows = compareRuns(runs).map((row) => [
    row.scenario,
    row.one && round(row.one.rps), row.one && round(row.one.p50Ms), row.one && round(row.one.p99Ms), row.one?.errors,
    row.many && round(row.many.rps), row.many && round(row.many.p50Ms), row.many && round(row.many.p99Ms), row.many?.errors,
    row.rpsRatio === undefined ? null : round(row.rpsRatio), row.p99Ratio === undefined ? null : round(row.p99Ratio),
  ]);
  return { headers, rows };
}

/** For the terminal. */
export function formatComparison(runs: ApiRun[]): string {
  const { headers, rows } = table(runs);
  return rows.length ? `\nInstances compared (through the same HAProxy, same setup)\n${formatTable(headers, rows)}` : '';
}

/** For bench/README.md. */
export function formatComparisonMarkdown(runs: ApiRun[]): string {
  const { headers, rows } = table(runs);
  return rows.length ? formatMarkdownTable(headers, rows) : '';
}
