// The record of one `npm run bench` run on one engine, and its tables (terminal and README).
import { round } from './budgets';
import type { LoadResult } from './load';
import type { Machine } from './results';
import { formatMarkdownTable, formatTable, type Cell } from './table';

export interface ApiScenarioRecord {
  name: string;
  method: string;
  path: string;
  budgetKey: string;
  /** `failed`: the scenario could not run (its plan or load threw); that fails the run. */
  status: 'measured' | 'skipped' | 'failed';
  /** Why a scenario was skipped, or what to know about its numbers. */
  note?: string;
  result?: LoadResult;
  /** The same answer served from memory through the same serializer, same connections and rate, same run. */
  baseline?: LoadResult;
  /** result.rps / baseline.rps. */
  ratio?: number;
  /** The budgets it is over, as sentences. */
  overBudget: string[];
}

export interface ApiRun {
  kind: 'api';
  startedAt: string;
  finishedAt: string;
  target: {
    baseUrl: string; isStartedByBench: boolean; engine: string; isApiOnly: boolean | null; version: string;
    /** `--instances`: how many instances served behind the balancer (absent: one server, no balancer). */
    instances?: number;
    balancer?: string;
    /** `--instances`: the id (start time) shared by the one-instance and the N-instance runs of one comparison. */
    comparison?: string;
  };
  machine: Machine;
  settings: { duration: number | null; connections: number | null; warmupSeconds: number };
  /** Seconds the engine's data (demo seed, 100,000 users and results, learners) took to write. */
  setupSeconds?: number;
  scenarios: ApiScenarioRecord[];
  /** The steps after the scenarios (the reliability runs): name, verdict and their one-line summaries. */
  steps?: Array<{ name: string; ok: boolean; lines: string[] }>;
}

export const apiTableHeaders = ['scenario', 'engine', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline req/s', 'ratio', 'budget'];

/** The engine column: the database, and behind a balancer how many instances. */
export function engineLabel(run: ApiRun): string {
  const { engine, instances, balancer } = run.target;
  return instances === undefined ? engine : `${engine} ×${instances} (${balancer ?? 'balancer'})`;
}

/** One row of the results table: errors are non-2xx answers plus requests without (a right) answer. */
export function apiRow(record: ApiScenarioRecord, engine: string): Cell[] {
  const verdict = record.status === 'measured' ? (record.overBudget.length > 0 ? 'OVER' : 'ok') : record.status === 'failed' ? 'FAILED' : 'skipped';
  const r = record.result;
  if (!r) return [record.name, engine, null, null, null, null, null, null, null, verdict];
  const ratio = record.ratio === undefined ? null : round(record.ratio);
  return [record.name, engine, r.connections, round(r.rps), round(r.p50Ms), round(r.p99Ms), r.non2xx + r.errors, record.baseline ? round(record.baseline.rps) : null, ratio, verdict];
}

function describeTarget(run: ApiRun): string {
  const { target, machine } = run;
  const server = target.instances !== undefined
    ? `${target.instances} instance${target.instances > 1 ? 's' : ''} of the API started by the bench behind ${target.balancer ?? 'a balancer'}`
    : target.isStartedByBench ? `server started by the bench (${target.isApiOnly ? 'API only' : 'API + web'})` : `existing server ${target.baseUrl}`;
  const setup = run.setupSeconds === undefined ? '' : ` · data written in ${Math.round(run.setupSeconds)} s`;
  return `${engineLabel(run)} · ${server} · v${target.version}${setup} · ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}`;
}

function notesOf(run: ApiRun, bullet: string): string[] {
  return run.scenarios.flatMap((record) => [
    ...(record.note ? [`${bullet}${record.name} (${engineLabel(run)}): ${record.note}`] : []),
    ...record.overBudget.map((problem) => `${bullet}OVER BUDGET ${record.name} on ${engineLabel(run)}: ${problem}`),
  ]).concat((run.steps ?? []).flatMap((step) => step.lines.map((line) => `${bullet}${step.ok ? '' : 'FAILED '}${step.name} (${engineLabel(run)}): ${line}`)));
}

/** The runs' table and the budgets they break, for the terminal. */
export function formatApiRuns(runs: ApiRun[]): string {
  const rows = runs.flatMap((run) => run.scenarios.map((record) => apiRow(record, engineLabel(run))));
  return [`\nLoad results`, ...runs.map((run) => `  ${describeTarget(run)}`), formatTable(apiTableHeaders, rows), ...runs.flatMap((run) => notesOf(run, '  '))].join('\n');
}

/** The newest run of each engine as one Markdown section for bench/README.md. */
export function formatApiRunsMarkdown(runs: ApiRun[]): string {
  if (runs.length === 0) return 'No load run yet.';
  const rows = runs.flatMap((run) => run.scenarios.map((record) => apiRow(record, engineLabel(run))));
  const heads = runs.map((run) => `- ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${describeTarget(run)}`);
  const notes = runs.flatMap((run) => notesOf(run, '- '));
  return [...heads, '', formatMarkdownTable(apiTableHeaders, rows), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
