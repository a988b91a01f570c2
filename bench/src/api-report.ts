// The record of one `npm run bench` run and its tables (terminal and README).
import { round } from './budgets';
import type { LoadResult } from './load';
import type { Machine } from './results';
import { formatMarkdownTable, formatTable, type Cell } from './table';

export interface ApiScenarioRecord {
  name: string;
  method: string;
  path: string;
  budgetKey: string;
  status: 'measured' | 'skipped';
  /** Why a scenario was skipped, or what to know about its numbers. */
  note?: string;
  result?: LoadResult;
  /** The budgets it is over, as sentences. */
  overBudget: string[];
}

export interface ApiRun {
  kind: 'api';
  startedAt: string;
  finishedAt: string;
  target: { baseUrl: string; isStartedByBench: boolean; engine: string; isApiOnly: boolean | null; version: string };
  machine: Machine;
  settings: { duration: number | null; connections: number | null; warmupSeconds: number };
  scenarios: ApiScenarioRecord[];
}

const headers = ['scenario', 'conns', 'secs', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'timeouts', 'budget'];

function rowOf(record: ApiScenarioRecord): Cell[] {
  const verdict = record.status === 'skipped' ? 'skipped' : record.overBudget.length > 0 ? 'OVER' : 'ok';
  const r = record.result;
  if (!r) return [record.name, null, null, null, null, null, null, null, null, null, verdict];
  return [record.name, r.connections, round(r.durationSeconds), r.requests, round(r.rps), round(r.p50Ms), round(r.p99Ms), r.non2xx, r.errors, r.timeouts, verdict];
}

function describeTarget(run: ApiRun): string {
  const { target, machine } = run;
  const server = target.isStartedByBench ? `server started by the bench (${target.isApiOnly ? 'API only' : 'API + web'})` : `existing server ${target.baseUrl}`;
  return `${target.engine} · ${server} · v${target.version} · ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}`;
}

/** The run's table and the budgets it breaks, for the terminal. */
export function formatApiRun(run: ApiRun): string {
  const lines = [`\nLoad results (${describeTarget(run)})`, formatTable(headers, run.scenarios.map(rowOf))];
  for (const record of run.scenarios) {
    if (record.note) lines.push(`  ${record.name}: ${record.note}`);
    for (const problem of record.overBudget) lines.push(`  OVER BUDGET ${record.name}: ${problem}`);
  }
  return lines.join('\n');
}

/** The run as a Markdown section for bench/README.md. */
export function formatApiRunMarkdown(run: ApiRun): string {
  const notes = run.scenarios.flatMap((record) => [
    ...(record.note ? [`- ${record.name}: ${record.note}`] : []),
    ...record.overBudget.map((problem) => `- **over budget** ${record.name}: ${problem}`),
  ]);
  return [`API load, ${run.target.engine}, ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${describeTarget(run)}`, '', formatMarkdownTable(headers, run.scenarios.map(rowOf)), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
