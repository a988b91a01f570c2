// One load plan (bench/src/scenario.ts) with autocannon: a short warm-up for plans that change
// nothing (JIT, connection pools, caches), then the measured run, bounded by its duration or its
// request count, its connections, a request cap and a hard stop.
import autocannon from 'autocannon';
import { cpuBetween, readCpu, type CpuUsage } from './cpu';
import { onCleanup } from './lifecycle';
import type { LoadPlan } from './scenario';

export interface LoadResult {
  connections: number;
  /** Seconds the measured run lasted. */
  durationSeconds: number;
  requests: number;
  /** Completed requests per second over the run. */
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  /** Requests without an answer (connection errors, timeouts), plus 2xx answers the scenario found wrong. */
  errors: number;
  timeouts: number;
  /** Share of requests that did not get a right 2xx answer, in %. */
  errorPct: number;
  statusCodes: Record<string, number>;
  /** Open loop: the intended requests per second. */
  overallRate?: number;
  /** Average bytes of an answer (headers included), from autocannon's throughput. */
  bytesPerAnswer?: number;
  /** CPU ms the server (main thread, whole process; summed over instances), PostgreSQL and the balancer spent during the measured run, when the bench knows the server's process. */
  cpu?: CpuUsage;
}

function run(options: autocannon.Options, { showProgress, stopAfterSeconds }: { showProgress: boolean; stopAfterSeconds: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      clearTimeout(hardStop);
      unregister();
      if (error) reject(error);
      else resolve(result);
    });
    // An open-loop count runs until it is complete; this bounds it in time too.
    const hardStop = setTimeout(() => instance.stop(), stopAfterSeconds * 1000);
    const unregister = onCleanup(() => instance.stop());
    if (showProgress) autocannon.track(instance, { renderProgressBar: process.stderr.isTTY, renderResultsTable: false });
  });
}

/** Runs one plan against the base URL (which the caller has checked is loopback). */
export async function runLoad(plan: LoadPlan, baseUrl: string, { warmupSeconds, title, serverPids, balancerPid }: { warmupSeconds: number; title: string; serverPids?: number[]; balancerPid?: number }): Promise<LoadResult> {
  const common: autocannon.Options = {
    url: baseUrl,
    title,
    requests: plan.requests as autocannon.RequestSpec[],
    ...(plan.setupClient ? { setupClient: plan.setupClient as (client: autocannon.Client) => void } : {}),
  };
  if (plan.warmup && warmupSeconds > 0) {
    const connections = Math.min(plan.connections, 5);
    await run({ ...common, connections, duration: warmupSeconds, maxOverallRequests: Math.max(connections, 2_000) }, { showProgress: false, stopAfterSeconds: warmupSeconds + 15 });
  }
  const isOpenLoop = plan.amount !== undefined || plan.overallRate !== undefined;
  const options: autocannon.Options = {
    ...common,
    connections: plan.connections,
    duration: plan.duration,
    // autocannon refuses a cap below the number of connections.
    ...(plan.amount !== undefined ? { amount: Math.max(plan.amount, plan.connections) } : { maxOverallRequests: Math.max(plan.connections, plan.maxRequests) }),
    ...(plan.overallRate !== undefined ? { overallRate: plan.overallRate } : {}),
  };
  const before = serverPids === undefined ? undefined : readCpu(serverPids, balancerPid);
  const result = await run(options, { showProgress: true, stopAfterSeconds: plan.duration * (isOpenLoop ? 3 : 1) + 30 });
  const cpu = before && cpuBetween(before, readCpu(serverPids, balancerPid));
  return { ...toLoadResult(result, plan), ...(cpu ? { cpu } : {}) };
}

function toLoadResult(result: autocannon.Result, plan: LoadPlan): LoadResult {
  const requests = result.requests.total;
  return {
    connections: result.connections,
    durationSeconds: result.duration,
    requests,
    rps: result.duration > 0 ? requests / result.duration : 0,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    errorPct: errorPct({ requests, non2xx: result.non2xx, errors: result.errors }),
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
    ...(plan.overallRate !== undefined ? { overallRate: plan.overallRate } : {}),
    ...(requests > 0 ? { bytesPerAnswer: Math.round(result.throughput.total / requests) } : {}),
  };
}

/** Failed requests (non-2xx, no answer) over all requests, in %; 100 when nothing was answered. */
export function errorPct({ requests, non2xx, errors }: { requests: number; non2xx: number; errors: number }): number {
  return requests + errors > 0 ? (100 * (non2xx + errors)) / (requests + errors) : 100;
}

/** Adds 2xx answers the scenario found wrong (verify) to the errors. */
export function withFailures(result: LoadResult, failures: number): LoadResult {
  if (failures <= 0) return result;
  const errors = result.errors + failures;
  // They were answered (counted in requests) but are no better than no answer.
  return { ...result, errors, errorPct: errorPct({ requests: result.requests - failures, non2xx: result.non2xx, errors }) };
}

/** One request, to see whether a page exists before putting it under load. */
export async function probeStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
