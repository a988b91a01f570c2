// `npm run bench`: the load scenarios (bench/src/scenarios/) on the embedded PGlite and on the local
// PostgreSQL, each against a server the bench starts on a free loopback port after writing the
// run's data (demo seed, 100,000 users and results, learners with attempts) into a fresh database;
// or against a running server on loopback (--url: only the scenarios that need no data). Prints a
// table, compares it with bench/budgets.json, stores bench/results/<date>.json, refreshes the README's
// results section. Exit code 1 when a scenario is over budget (unless --no-fail) or a step fails.
import path from 'node:path';
import { formatApiRuns, type ApiRun, type ApiScenarioRecord } from './api-report';
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
  API_ONLY=true       (environment) never start the web app, even for learner-home`;

const { values } = parseFlags({ ...commonOptions, duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, only: { type: 'string' }, 'no-steps': { type: 'boolean', default: false } }, usage);
const stepsToRun = values['no-steps'] ? [] : extraSteps;
const duration = positiveNumber(values.duration, '--duration');
const givenConnections = positiveNumber(values.connections, '--connections');
const connections = givenConnections === undefined ? undefined : Math.round(givenConnections);
const warmupSeconds = values.warmup === '0' ? 0 : (positiveNumber(values.warmup, '--warmup') ?? 2);
const engines = enginesFlag(values.db, { hasUrl: values.url !== undefined });
let scenarios: ReturnType<typeof selectScenarios>;
try {
  scenarios = selectScenarios(values.only);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const isApiOnly = process.env.API_ONLY === 'true' || !scenarios.some((scenario) => scenario.isWebPage);

// Per engine: the data (~1 min at most), the start (which may build the web app), every scenario
// and its baseline with warm-ups and slack; then the extra steps.
const scenarioSeconds = scenarios.reduce((sum, scenario) => sum + 2 * ((duration ?? (scenario.name === 'autosave' ? 30 : 10)) * 2 + warmupSeconds) + 40, 0);
const perEngineSeconds = (isApiOnly ? 240 : 540) + scenarioSeconds + stepsToRun.reduce((sum, step) => sum + step.timeLimitSeconds, 0);
const timeLimitSeconds = values.url ? scenarioSeconds + 60 : engines.length * perEngineSeconds + 60;

async function runEngine(engine: string, baseUrl: string, health: Health, data: PreparedData | undefined, serverPid?: number): Promise<{ run: ApiRun; steps: StepReport[] }> {
  const startedAt = new Date().toISOString();
  const budgets = loadBudgets();
  const records: ApiScenarioRecord[] = [];
  for (const scenario of scenarios) {
    records.push(await measureScenario(scenario, { baseUrl, data, duration, connections, engine, budgets, warmupSeconds, isApiOnly, serverPid }));
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
  if (values.url) {
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
  const files = new Set(runs.map((run) => saveRun('api', run)));
  refreshReadme();
  console.info(`\nSaved ${[...files].map((file) => path.relative(repoRoot, file)).join(', ')}; budgets in ${path.relative(repoRoot, budgetsFile)}.`);

  const over = runs.flatMap((run) => run.scenarios.filter((record) => record.overBudget.length > 0).map((record) => `${record.name} on ${run.target.engine}`));
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
