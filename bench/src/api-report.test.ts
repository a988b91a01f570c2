import { describe, expect, it } from 'vitest';
import { apiRow, apiTableHeaders, formatApiRunsMarkdown, type ApiRun } from './api-report';
import type { LoadResult } from './load';
import { newestPerEngine } from './readme';

const load = (rps: number, extra: Partial<LoadResult> = {}): LoadResult => ({ connections: 200, durationSeconds: 10, requests: rps * 10, rps, p50Ms: 12.34, p90Ms: 20, p99Ms: 48.6, maxMs: 60, non2xx: 0, errors: 0, timeouts: 0, errorPct: 0, statusCodes: { 200: rps * 10 }, ...extra });

function run(engine: string, startedAt: string, rps: number): ApiRun {
  return {
    kind: 'api',
    startedAt,
    finishedAt: startedAt,
    target: { baseUrl: 'http://127.0.0.1:1', isStartedByBench: true, engine, isApiOnly: true, version: '0.1.0' },
    machine: { cpus: 2, cpuModel: 'CPU', memoryGb: 8, node: 'v20', platform: 'linux' },
    settings: { duration: 3, connections: null, warmupSeconds: 2 },
    setupSeconds: 12,
    scenarios: [
      { name: 'test-fetch', method: 'GET', path: '/x', budgetKey: 'testFetch', status: 'measured', result: load(rps, { non2xx: 2, errors: 1 }), baseline: load(2000), ratio: rps / 2000, overBudget: rps / 2000 < 0.5 ? [`ratio to baseline ${rps / 2000} < minRatio 0.5`] : [] },
      { name: 'admin-results', method: 'GET', path: '/y', budgetKey: 'adminResults', status: 'skipped', note: 'skipped: 404', overBudget: [] },
    ],
  };
}

describe('the results table', () => {
  it('has the columns the README promises', () => {
    expect(apiTableHeaders).toEqual(['scenario', 'engine', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline req/s', 'ratio', 'budget']);
  });

  it('shows errors as non-2xx plus unanswered, the baseline and the ratio, and the verdict', () => {
    const [measured, skipped] = run('postgres', '2026-11-21T08:00:00Z', 600).scenarios;
    expect(apiRow(measured!, 'postgres')).toEqual(['test-fetch', 'postgres', 200, 600, 12.3, 48.6, 3, 2000, 0.3, 'OVER']);
    expect(apiRow(skipped!, 'postgres')).toEqual(['admin-results', 'postgres', null, null, null, null, null, null, null, 'skipped']);
  });

  it('puts the newest run of each engine in one Markdown table, with notes naming scenario, engine and budget', () => {
    const runs = newestPerEngine([run('postgres', '2026-11-21T07:00:00Z', 100), run('pglite', '2026-11-21T07:30:00Z', 1500), run('postgres', '2026-11-21T08:00:00Z', 600)]);
    expect(runs.map((r) => `${r.target.engine} ${r.startedAt}`)).toEqual(['pglite 2026-11-21T07:30:00Z', 'postgres 2026-11-21T08:00:00Z']);
    const markdown = formatApiRunsMarkdown(runs);
    expect(markdown).toContain('| scenario | engine | conns | req/s | p50 ms | p99 ms | errors | baseline req/s | ratio | budget |');
    expect(markdown).toContain('| test-fetch | pglite | 200 | 1500 | 12.3 | 48.6 | 3 | 2000 | 0.75 | ok |');
    expect(markdown).toContain('| test-fetch | postgres | 200 | 600 | 12.3 | 48.6 | 3 | 2000 | 0.3 | OVER |');
    expect(markdown).toContain('- OVER BUDGET test-fetch on postgres: ratio to baseline 0.3 < minRatio 0.5');
    expect(markdown).toContain('- admin-results (pglite): skipped: 404');
    expect(formatApiRunsMarkdown([])).toBe('No load run yet.');
  });
});
