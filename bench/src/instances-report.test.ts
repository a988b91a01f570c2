import { describe, expect, it } from 'vitest';
import type { ApiRun } from './api-report';
import { compareRuns, formatComparisonMarkdown, newestComparison } from './instances-report';
import type { LoadResult } from './load';
import { newestPerEngine } from './readme';

const load = (rps: number, p99Ms: number, non2xx = 0): LoadResult => ({ connections: 100, durationSeconds: 10, requests: rps * 10, rps, p50Ms: 10, p90Ms: 20, p99Ms, maxMs: p99Ms, non2xx, errors: 0, timeouts: 0, errorPct: 0, statusCodes: { 200: rps * 10 } });

function run(instances: number | undefined, comparison: string | undefined, rps: number, p99Ms: number): ApiRun {
  return {
    kind: 'api',
    startedAt: comparison ?? '2026-11-28T00:00:00Z',
    finishedAt: comparison ?? '2026-11-28T00:00:00Z',
    target: { baseUrl: 'http://127.0.0.1:1', isStartedByBench: true, engine: 'postgres', isApiOnly: true, version: '0.1.0', ...(instances === undefined ? {} : { instances, balancer: 'HAProxy', comparison }) },
    machine: { cpus: 2, cpuModel: 'CPU', memoryGb: 8, node: 'v20', platform: 'linux' },
    settings: { duration: null, connections: null, warmupSeconds: 2 },
    scenarios: [{ name: 'submit-burst', method: 'POST', path: '/x', budgetKey: 'submitBurst', status: 'measured', result: load(rps, p99Ms, instances === 2 ? 3 : 0), overBudget: [] }],
  };
}

describe('the --instances comparison', () => {
  const runs = [run(undefined, undefined, 500, 100), run(1, 'a', 150, 2000), run(2, 'a', 120, 4000), run(1, 'b', 100, 1000), run(2, 'b', 150, 500)];

  it('takes the newest comparison, one instance first, and keeps it out of the one-server rows', () => {
    expect(newestComparison(runs).map((r) => [r.target.comparison, r.target.instances])).toEqual([['b', 1], ['b', 2]]);
    expect(newestPerEngine(runs)).toEqual([runs[0]]);
  });

  it('divides the N-instance figures by the one-instance figures', () => {
    expect(compareRuns(newestComparison(runs))).toEqual([{ scenario: 'submit-burst', one: { rps: 100, p50Ms: 10, p99Ms: 1000, errors: 0 }, many: { rps: 150, p50Ms: 10, p99Ms: 500, errors: 3 }, rpsRatio: 1.5, p99Ratio: 0.5 }]);
    expect(formatComparisonMarkdown(newestComparison(runs))).toContain('| submit-burst | 100 | 10 | 1000 | 0 | 150 | 10 | 500 | 3 | 1.5 | 0.5 |');
  });
});
