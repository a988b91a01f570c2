// `npm run bench -- --instances N`: the exam day's write-heavy scenarios (start spike, autosave, submit
// burst) through HAProxy, first against one instance of the API and then against N, in the same run
// and with the same setup (the local PostgreSQL, the local Redis, an S3-compatible server on loopback,
// fresh data for each), so that the only difference is the number of instances behind the balancer.
// The pieces that start instances and HAProxy are the several-server suite's (scripts/cluster.ts).
import { startS3TestServer, type S3TestServer } from '../../packages/core/src/files/storage/s3-test-server';
import { ensureHaproxy, freePort, startHaproxy, startInstance, type Balancer, type Instance } from '../../scripts/cluster';
import type { ApiRun, ApiScenarioRecord } from './api-report';
import { loadBudgets } from './budgets';
import { prepareData } from './data/prepare';
import { onCleanup } from './lifecycle';
import { measureScenario } from './measure';
import { describeMachine } from './results';
import type { Scenario } from './scenario';
import { waitForHealth } from './server';

/** The scenarios `--instances` runs (and the only ones `--only` may name with it). */
export const INSTANCE_SCENARIOS = ['start-spike', 'autosave', 'submit-burst'];
/** HAProxy's connection limit: the submit burst alone opens 500 at once. */
const BALANCER_MAXCONN = 4_096;
/**
 * The health checks of docs/deploy.md's example (every second, down after two failures, up after
 * two successes), with 5 s for a check to answer: under an exam burst a healthy instance's event loop
 * answers its readiness late, and with the suite's quick checks (at most 300 ms, down after one)
 * HAProxy took the only instance out and answered 503 to learners.
 */
const BALANCER_CHECKS = { check: 'inter 1s fall 2 rise 2', timeoutCheck: '5s' };

export interface InstancesOptions {
  /** The larger instance count; the run measures 1 and then this many. */
  instances: number;
  scenarios: Scenario[];
  duration?: number;
  warmupSeconds: number;
  /** The shared Redis (`BENCH_REDIS_URL`). */
  redisUrl: string;
  /** The first of consecutive loopback ports (balancer, instances, S3 server); free ports without it. */
  firstPort?: number;
}

/** The ports of one configuration: the balancer's, then each instance's. */
async function portsFor(count: number, firstPort: number | undefined): Promise<{ balancer: number; instances: number[] }> {
  if (firstPort === undefined) return { balancer: await freePort(), instances: await Promise.all(Array.from({ length: count }, () => freePort())) };
  return { balancer: firstPort, instances: Array.from({ length: count }, (_, index) => firstPort + 1 + index) };
}

async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map(async (instance) => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
    instance.child.kill('SIGTERM');
    const stopped = await Promise.race([instance.exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
    if (!stopped) instance.child.kill('SIGKILL');
  }));
}

/** One configuration: fresh data, `count` instances behind a new HAProxy, every scenario, then everything stopped. */
async function runConfiguration(count: number, options: InstancesOptions, s3: S3TestServer, comparison: string): Promise<ApiRun> {
  const s3Env = {
    S3_ENDPOINT: s3.settings.endpoint, S3_BUCKET: s3.settings.bucket, S3_ACCESS_KEY_ID: s3.settings.accessKeyId, S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey, S3_REGION: s3.settings.region, S3_FORCE_PATH_STYLE: 'true',
  };
  console.info(`\n■ ${count} instance${count > 1 ? 's' : ''} behind HAProxy: fresh data`);
  const data = await prepareData('postgres', { seedEnv: s3Env });
  const env = {
    ...s3Env,
    DATABASE_URL: data.databaseUrl!, REDIS_URL: options.redisUrl, JWT_SECRET: data.secret, BENCH_BASELINE: 'true',
    // As the plain bench runs its server (`npm start` in production), with the grading worker.
    NODE_ENV: 'production', LOG_LEVEL: 'warn', GRADING_WORKER: 'true', TRUST_PROXY: '127.0.0.1',
  };
  const ports = await portsFor(count, options.firstPort);
  const instances: Instance[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.close();
    await stopInstances(instances);
  };
  const unregister = onCleanup(stop);
  try {
    const started = await Promise.allSettled(ports.instances.map((port, index) => startInstance(`bench-${index + 1}`, port, env)));
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startHaproxy(ports.balancer, instances.map((instance) => ({ name: instance.name, port: instance.port })), { maxconn: BALANCER_MAXCONN, ...BALANCER_CHECKS });
    const health = await waitForHealth(balancer.url, { timeoutSeconds: 30 });
    console.info(`Target: HAProxy ${balancer.url} -> ${instances.map((instance) => instance.url).join(', ')} (database ${health.engine}, Redis ${options.redisUrl}, version ${health.version}).`);
    const budgets = loadBudgets();
    const startedAt = new Date().toISOString();
    const records: ApiScenarioRecord[] = [];
    for (const scenario of options.scenarios) {
      records.push(await measureScenario(scenario, {
        baseUrl: balancer.url, data, duration: options.duration, engine: 'postgres', budgets, warmupSeconds: options.warmupSeconds, isApiOnly: true,
        serverPids: instances.flatMap((instance) => (instance.child.pid === undefined ? [] : [instance.child.pid])),
        balancerPid: balancer.pid,
        instanceUrls: instances.map((instance) => instance.url),
      }));
    }
    return {
      kind: 'api',
      startedAt,
      finishedAt: new Date().toISOString(),
      target: { baseUrl: balancer.url, isStartedByBench: true, engine: health.engine, isApiOnly: true, version: health.version, instances: count, balancer: 'HAProxy', comparison },
      machine: describeMachine(),
      settings: { duration: options.duration ?? null, connections: null, warmupSeconds: options.warmupSeconds },
      setupSeconds: Math.round(data.setupSeconds),
      scenarios: records,
    };
  } finally {
    unregister();
    await stop();
  }
}

/** One instance, then `instances`, each through HAProxy; the two runs share a `comparison` id. */
export async function runInstances(options: InstancesOptions): Promise<ApiRun[]> {
  ensureHaproxy();
  const s3Port = options.firstPort === undefined ? 0 : options.firstPort + options.instances + 1;
  const s3 = await startS3TestServer('lexam-bench', s3Port);
  const unregister = onCleanup(() => s3.close());
  const comparison = new Date().toISOString();
  try {
    const runs: ApiRun[] = [];
    for (const count of [1, options.instances]) runs.push(await runConfiguration(count, options, s3, comparison));
    return runs;
  } finally {
    unregister();
    await s3.close();
  }
}
