// `npm run bench`: the load scenarios (bench/src/scenarios/) on the embedded PGlite and on the local
// PostgreSQL, each against a server the bench starts on a free loopback port after writing the
// run's data (demo seed, 100,000 users and results, learners with attempts) into a fresh database;
// or against a running server on loopback (--url: only the scenarios that need no data). Prints a
// table, compares it with bench/budgets.json, stores bench/results/<date>.json, refreshes the README's
// results section. Exit code 1 when a scenario is over budget (unless --no-fail) or a step fails.
// With --instances N: the exam day's write-heavy scenarios through HAProxy against one instance and
// then N on PostgreSQL and Redis (src/instances.ts), and the two side by side.
import path from 'node:path';
import { engineLabel, formatApiRuns, type ApiRun, type ApiScenarioRecord } from './api-report';
import { commonOptions, enginesFlag, parseFlags, positiveNumber } from './args';
import { budgetsFile, loadBudgets } from './budgets';
import { prepareData, type PreparedData } from './data/prepare';
import { runMain } from './lifecycle';
import { measureScenario } from './measure';
import { refreshReadme } from './readme';
import { describeMachine, saveRun } from './results';
import { selectScenarios } from './scenarios/index';
import { assertLoopbackUrl, repoRoot, startServer, waitForHealth, type Health } from './server';
import { extraSteps, type StepReport } from './steps';
import { INSTANCE_SCENARIOS, runInstances } from './instances';
import { formatComparison } from './instances-report';

const usage = `Usage: npm run bench -- [flags]

  --db <engine>       pglite, postgres or both (default both: one after the other, each with fresh data)
  --duration <s>      seconds of load per scenario (default: each scenario's own: 10, autosave 30;
                      the start spike takes min(s, 10) × 100 learners)
  --connections <n>   connections of the closed-loop scenarios (default: each scenario's own)
  --warmup <s>        seconds of warm-up before read-only scenarios (default 2; 0 skips it)
  --only <names>      only these scenarios, comma-separated (learner-home runs only when named)
  --url <base>        bench a server that is already running on loopback (scenarios needing data are skipped)
  --no-fail           exit 0 even when a scenario is over budget
  --no-steps          skip the steps after the scenarios (the reliability runs): a quicker look at one scenario
  --instances <n>     start spike, autosave and submit burst through HAProxy against 1 and then n instances
                      (2-8) on PostgreSQL, Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379) and an
                      S3-compatible server on loopback; no reliability steps
  --port <p>          the server's loopback port; with --instances the balancer's, and the instances and the
                      S3 server take the next ones (default: free ports)
  API_ONLY=true       (environment) never start the web app, even for learner-home`;

const { values } = parseFlags({ ...commonOptions, duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, only: { type: 'string' }, 'no-steps': { type: 'boolean', default: false }, instances: { type: 'string' }, port: { type: 'string' } }, usage);
const instances = instanceCount(values.instances);
const firstPort = values.port === undefined ? undefined : portFlag(values.port);
const stepsToRun = values['no-steps'] || instances ? [] : extraSteps;
const duration = positiveNumber(values.duration, '--duration');
const givenConnections = positiveNumber(values.connections, '--connections');
const connections = givenConnections === undefined ? undefined : Math.round(givenConnections);
const warmupSeconds = values.warmup === '0' ? 0 : (positiveNumber(values.warmup, '--warmup') ?? 2);
const engines = enginesFlag(values.db, { hasUrl: values.url !== undefined });
let scenarios: ReturnType<typeof selectScenarios>;
try {
  scenarios = selectScenarios(values.only ?? (instances ? INSTANCE_SCENARIOS.join(',') : undefined));
  const outside = scenarios.filter((scenario) => !INSTANCE_SCENARIOS.includes(scenario.name));
  if (instances && outside.length) throw new Error(`--instances runs ${INSTANCE_SCENARIOS.join(', ')} (not ${outside.map((scenario) => scenario.name).join(', ')})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const isApiOnly = process.env.API_ONLY === 'true' || !scenarios.some((scenario) => scenario.isWebPage);

// Per engine: the data (~1 min at most), the start (which may build the web app), every scenario
// and its baseline with warm-ups and slack; then the extra steps.
const scenarioSeconds = scenarios.reduce((sum, scenario) => sum + 2 * ((duration ?? (scenario.name === 'autosave' ? 30 : 10)) * 2 + warmupSeconds) + 40, 0);
const perEngineSeconds = (isApiOnly ? 240 : 540) + scenarioSeconds + stepsToRun.reduce((sum, step) => sum + step.timeLimitSeconds, 0);
// --instances: two configurations, each with its data, its instances and the scenarios.
const timeLimitSeconds = instances ? 2 * (240 + scenarioSeconds) + 60 : values.url ? scenarioSeconds + 60 : engines.length * perEngineSeconds + 60;

/** `--instances`: 2-8; PostgreSQL only, never with --url. */
function instanceCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const count = Number(value);
  const problem = !Number.isInteger(count) || count < 2 || count > 8 ? `--instances is a whole number from 2 to 8 (the run also measures 1), not "${value}"`
    : values.url ? '--instances starts its own instances; it cannot be combined with --url'
    : values.db !== undefined && values.db !== 'postgres' ? '--instances runs on PostgreSQL (several instances cannot share PGlite); leave out --db or give --db postgres'
    : undefined;
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  return count;
}

function portFlag(value: string): number {
  const port = Number(value);
  const problem = !Number.isInteger(port) || port < 1024 || port > 65_000 ? `--port is a port from 1024 to 65000, not "${value}"`
    : values.url ? '--port is the port of a server the bench starts; it cannot be combined with --url' : undefined;
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  return port;
}

async function runEngine(engine: string, baseUrl: string, health: Health, data: PreparedData | undefined, serverPid?: number): Promise<{ run: ApiRun; steps: StepReport[] }> {
  const startedAt = new Date().toISOString();
  const budgets = loadBudgets();
  const records: ApiScenarioRecord[] = [];
  for (const scenario of scenarios) {
    records.push(await measureScenario(scenario, { baseUrl, data, duration, connections, engine, budgets, warmupSeconds, isApiOnly, serverPids: serverPid === undefined ? undefined : [serverPid] }));
  }
  const reports: StepReport[] = [];
  for (const step of stepsToRun) {
    console.info(`\n▶ ${step.name} (${engine})`);
    const report = await step.run({ engine, baseUrl, data, duration });
    for (const line of report.lines) console.info(`  ${line}`);
    reports.push(report);
  }
  const run: ApiRun = {
    kind: 'api',
    startedAt,
    finishedAt: new Date().toISOString(),
    target: { baseUrl, isStartedByBench: !values.url, engine: health.engine, isApiOnly: values.url ? null : isApiOnly, version: health.version },
    machine: describeMachine(),
    settings: { duration: duration ?? null, connections: connections ?? null, warmupSeconds },
    ...(data ? { setupSeconds: Math.round(data.setupSeconds) } : {}),
    scenarios: records,
    ...(reports.length ? { steps: reports.map(({ name, ok, lines }) => ({ name, ok, lines })) } : {}),
  };
  return { run, steps: reports };
}

async function main(): Promise<number> {
  const runs: ApiRun[] = [];
  const steps: StepReport[] = [];
  if (instances) {
    const redisUrl = process.env.BENCH_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
    console.info(`Comparing 1 and ${instances} instances behind HAProxy; overall time limit ${timeLimitSeconds} s.`);
    runs.push(...(await runInstances({ instances, scenarios, duration, warmupSeconds, redisUrl, firstPort })));
  } else if (values.url) {
    const baseUrl = await assertLoopbackUrl(values.url);
    console.info(`Benchmarking the running server at ${baseUrl}…`);
    const health = await waitForHealth(baseUrl, { timeoutSeconds: 15 });
    const done = await runEngine(health.engine, baseUrl, health, undefined);
    runs.push(done.run);
    steps.push(...done.steps);
  } else {
    for (const engine of engines) {
      const data = await prepareData(engine);
      const server = await startServer({
        isApiOnly,
        dataDir: path.relative(repoRoot, data.dataDir),
        keepData: true,
        databaseUrl: data.databaseUrl,
        env: { JWT_SECRET: data.secret, BENCH_BASELINE: 'true' },
        port: firstPort,
      });
      console.info(`Target: ${server.baseUrl} (database ${server.health.engine}, version ${server.health.version}); overall time limit ${timeLimitSeconds} s.`);
      try {
        const done = await runEngine(engine, server.baseUrl, server.health, data, server.pid);
        runs.push(done.run);
        steps.push(...done.steps);
      } finally {
        await server.stop();
      }
    }
  }

  console.info(formatApiRuns(runs));
  if (instances) console.info(formatComparison(runs));
  const files = new Set(runs.map((run) => saveRun('api', run)));
  refreshReadme();
  console.info(`\nSaved ${[...files].map((file) => path.relative(repoRoot, file)).join(', ')}; budgets in ${path.relative(repoRoot, budgetsFile)}.`);

  const over = runs.flatMap((run) => run.scenarios.filter((record) => record.overBudget.length > 0).map((record) => `${record.name} on ${engineLabel(run)}`));
  const failedSteps = steps.filter((step) => !step.ok).map((step) => step.name);
  if (failedSteps.length) console.info(`Failed step(s): ${failedSteps.join(', ')}.`);
  if (over.length === 0) {
    console.info('Every measured scenario is within its budget.');
    return failedSteps.length ? 1 : 0;
  }
  console.info(`${over.length} scenario(s) over budget: ${over.join(', ')}${values['no-fail'] ? ' (--no-fail: exit 0)' : ''}.`);
  return values['no-fail'] && !failedSteps.length ? 0 : 1;
}

runMain(main, { timeLimitSeconds, name: 'bench' });
