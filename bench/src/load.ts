// One scenario under load with autocannon: a short warm-up (JIT, connection pools, Next's caches),
// then the measured run, bounded by its duration, its connections and a request cap.
import autocannon from 'autocannon';
import { onCleanup } from './lifecycle';
import type { Scenario } from './scenarios';

export interface LoadSettings {
  /** Overrides each scenario's duration (s). */
  duration?: number;
  /** Overrides each scenario's connections. */
  connections?: number;
  /** Seconds of warm-up before the measured run; 0 skips it. */
  warmupSeconds: number;
}

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
  errors: number;
  timeouts: number;
  /** Share of requests that did not get a 2xx answer, in %. */
  errorPct: number;
  statusCodes: Record<string, number>;
}

function run(options: autocannon.Options, { showProgress }: { showProgress: boolean }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      unregister();
      if (error) reject(error);
      else resolve(result);
    });
    const unregister = onCleanup(() => instance.stop());
    if (showProgress) autocannon.track(instance, { renderProgressBar: process.stderr.isTTY, renderResultsTable: false });
  });
}

/** Runs one scenario against the base URL (which the caller has checked is loopback). */
export async function runScenario(scenario: Scenario, baseUrl: string, settings: LoadSettings): Promise<LoadResult> {
  const connections = settings.connections ?? scenario.connections;
  const duration = settings.duration ?? scenario.duration;
  const hasBody = scenario.body !== undefined;
  const request: autocannon.Options = {
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...scenario.headers },
    body: hasBody ? JSON.stringify(scenario.body) : undefined,
    title: scenario.name,
  };
  if (settings.warmupSeconds > 0) {
    const warmupConnections = Math.min(connections, 5);
    await run({ ...request, connections: warmupConnections, duration: settings.warmupSeconds, maxOverallRequests: Math.max(warmupConnections, 2_000) }, { showProgress: false });
  }
  // autocannon refuses a cap below the number of connections.
  const maxOverallRequests = Math.max(connections, scenario.maxRequests);
  const result = await run({ ...request, connections, duration, maxOverallRequests }, { showProgress: true });
  const requests = result.requests.total;
  const failed = result.non2xx + result.errors;
  return {
    connections,
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
    errorPct: requests + result.errors > 0 ? (100 * failed) / (requests + result.errors) : 100,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
  };
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
