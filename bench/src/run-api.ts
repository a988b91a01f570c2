// `npm run bench`: load scenarios (bench/src/scenarios.ts) against a server the bench starts on a free
// loopback port with a throw-away database, or against a running one on loopback (--url). Prints a
// table, compares it with bench/budgets.json, stores bench/results/<date>.json and refreshes the
// README's results section. Exit code 1 when a scenario is over budget (unless --no-fail).
import path from 'node:path';
import { formatApiRun, type ApiRun, type ApiScenarioRecord } from './api-report';
import { commonOptions, databaseFlag, parseFlags, positiveNumber } from './args';
import { budgetsFile, checkApiBudget, loadBudgets } from './budgets';
import { probeStatus, runScenario, type LoadSettings } from './load';
import { runMain } from './lifecycle';
import { prepareBenchDatabase } from './postgres';
import { refreshReadme } from './readme';
import { describeMachine, saveRun } from './results';
import { apiScenarios, type Scenario } from './scenarios';
import { assertLoopbackUrl, repoRoot, startServer, waitForHealth, type Health } from './server';

const usage = `Usage: npm run bench -- [flags]

  --duration <s>      seconds of measured load per scenario (default: each scenario's own, 10)
  --connections <n>   concurrent connections per scenario (default: each scenario's own)
  --warmup <s>        seconds of warm-up before each scenario (default 2; 0 skips it)
  --db postgres       run the server on the local PostgreSQL (database lexam_bench, recreated and seeded)
  --url <base>        bench a server that is already running on loopback, e.g. http://127.0.0.1:3000
  --no-fail           exit 0 even when a scenario is over budget
  API_ONLY=true       (environment) start the server without the web app: page scenarios are skipped`;

const { values } = parseFlags({ ...commonOptions, duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' } }, usage);
const settings: LoadSettings = {
  duration: positiveNumber(values.duration, '--duration'),
  connections: positiveNumber(values.connections, '--connections'),
  warmupSeconds: values.warmup === '0' ? 0 : (positiveNumber(values.warmup, '--warmup') ?? 2),
};
if (settings.connections !== undefined) settings.connections = Math.round(settings.connections);
const database = databaseFlag(values.db, { hasUrl: values.url !== undefined });
const isApiOnly = process.env.API_ONLY === 'true';

// Start-up (which may build the web app), then every scenario with its warm-up and some slack.
const scenarioSeconds = apiScenarios.reduce((sum, scenario) => sum + (settings.duration ?? scenario.duration) + settings.warmupSeconds + 20, 0);
const timeLimitSeconds = (values.url ? 30 : 330) + (database ? 60 : 0) + scenarioSeconds + 30;

async function skipReason(scenario: Scenario, baseUrl: string): Promise<string | undefined> {
  if (!scenario.isWebPage) return undefined;
  if (isApiOnly && !values.url) return 'skipped: the server runs API_ONLY=true, without the web app';
  const status = await probeStatus(`${baseUrl}${scenario.path}`);
  if (status === 404) return `skipped: GET ${scenario.path} answers 404 (the page does not exist yet${isApiOnly ? ', or the server serves the API only' : ''})`;
  return undefined;
}

async function measure(scenario: Scenario, baseUrl: string, budgets: ReturnType<typeof loadBudgets>): Promise<ApiScenarioRecord> {
  const record: ApiScenarioRecord = { name: scenario.name, method: scenario.method, path: scenario.path, budgetKey: scenario.budgetKey, status: 'skipped', overBudget: [] };
  const reason = await skipReason(scenario, baseUrl);
  if (reason) {
    console.info(`\n■ ${scenario.name}: ${reason}`);
    return { ...record, note: reason };
  }
  const connections = settings.connections ?? scenario.connections;
  const duration = settings.duration ?? scenario.duration;
  console.info(`\n▶ ${scenario.name}: ${scenario.method} ${scenario.path}, ${connections} connections, ${duration} s (+${settings.warmupSeconds} s warm-up)\n  ${scenario.description}`);
  const result = await runScenario(scenario, baseUrl, settings);
  const notes: string[] = [];
  const budget = budgets.api[scenario.budgetKey];
  if (!budget) notes.push(`no budget "api.${scenario.budgetKey}" in bench/budgets.json`);
  if (result.non2xx + result.errors > 0) {
    const codes = Object.entries(result.statusCodes).map(([code, count]) => `${code}×${count}`).join(', ');
    notes.push(`not all answers were 2xx (${codes}; ${result.errors} errors, ${result.timeouts} timeouts)`);
  }
  return { ...record, status: 'measured', result, overBudget: checkApiBudget(result, budget), ...(notes.length ? { note: notes.join('; ') } : {}) };
}

async function main(): Promise<number> {
  const budgets = loadBudgets();
  const startedAt = new Date().toISOString();
  let baseUrl: string;
  let health: Health;
  let stopServer = async () => {};
  if (values.url) {
    baseUrl = await assertLoopbackUrl(values.url);
    console.info(`Benchmarking the running server at ${baseUrl}…`);
    health = await waitForHealth(baseUrl, { timeoutSeconds: 15 });
  } else {
    const databaseUrl = database === 'postgres' ? await prepareBenchDatabase() : undefined;
    const server = await startServer({ isApiOnly, dataDir: '.data/bench/api', databaseUrl });
    ({ baseUrl, health } = server);
    stopServer = server.stop;
  }
  console.info(`Target: ${baseUrl} (database ${health.engine}, version ${health.version}); overall time limit ${timeLimitSeconds} s.`);

  const scenarios: ApiScenarioRecord[] = [];
  for (const scenario of apiScenarios) scenarios.push(await measure(scenario, baseUrl, budgets));
  await stopServer();

  const run: ApiRun = {
    kind: 'api',
    startedAt,
    finishedAt: new Date().toISOString(),
    target: { baseUrl, isStartedByBench: !values.url, engine: health.engine, isApiOnly: values.url ? null : isApiOnly, version: health.version },
    machine: describeMachine(),
    settings: { duration: settings.duration ?? null, connections: settings.connections ?? null, warmupSeconds: settings.warmupSeconds },
    scenarios,
  };
  console.info(formatApiRun(run));
  const file = saveRun('api', run);
  refreshReadme();
  console.info(`\nSaved ${path.relative(repoRoot, file)}; budgets in ${path.relative(repoRoot, budgetsFile)}.`);

  const over = scenarios.filter((record) => record.overBudget.length > 0);
  if (over.length === 0) {
    console.info('Every measured scenario is within its budget.');
    return 0;
  }
  console.info(`${over.length} scenario(s) over budget: ${over.map((record) => record.name).join(', ')}${values['no-fail'] ? ' (--no-fail: exit 0)' : ''}.`);
  return values['no-fail'] ? 0 : 1;
}

runMain(main, { timeLimitSeconds, name: 'bench' });
