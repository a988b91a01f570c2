// One scenario on one engine: its plan, the load, the check of its answers, then the baseline (its
// captured answers served from memory through the same serializer, with the same connections and
// rate) and the budgets.
import type { ApiScenarioRecord } from './api-report';
import { apiBudgetFor, checkApiBudget, ratioOf, type Budgets } from './budgets';
import { probeStatus, runLoad, withFailures, type LoadResult } from './load';
import type { Capture, LoadPlan, PlanContext, Scenario } from './scenario';
import { callJson } from './scenarios/http';

export interface MeasureOptions extends PlanContext {
  engine: string;
  budgets: Budgets;
  warmupSeconds: number;
  /** The server serves the API alone (page scenarios are skipped). */
  isApiOnly: boolean;
  /** The server's process ids (one, or each instance), when the bench started them: their CPU time is read during each load. */
  serverPids?: number[];
  /** The load balancer's process id, when the load goes through one. */
  balancerPid?: number;
  /** Behind a balancer: each instance's own URL, where the baseline's answers are stored (each keeps them in its memory). */
  instanceUrls?: string[];
}

/** Stores the captured answers on the server (on each instance behind a balancer); the baseline's requests, or why there is none. */
async function storeCaptures(serverUrls: string[], captures: Capture[]): Promise<{ paths: string[] } | { reason: string }> {
  const paths = new Set<string>();
  for (const serverUrl of serverUrls) {
    for (const capture of captures) {
      const answer = await callJson(serverUrl, 'POST', '/api/bench-baseline/store', { body: { key: capture.key, method: capture.method, url: capture.route, statusCode: capture.statusCode, body: capture.body } });
      if (answer.status !== 200) {
        const hint = answer.status === 404 && paths.size === 0 ? ' (does the server run with BENCH_BASELINE=true?)' : '';
        return { reason: `no baseline: storing ${capture.key} answered ${answer.status}${hint}: ${JSON.stringify(answer.body).slice(0, 200)}` };
      }
      paths.add((answer.body as { path: string }).path);
    }
  }
  return { paths: [...paths] };
}

function describeLoad(plan: LoadPlan): string {
  if (plan.overallRate !== undefined || plan.amount !== undefined) {
    const count = plan.amount !== undefined ? `${plan.amount} requests` : `${plan.duration} s`;
    return `${count}${plan.overallRate !== undefined ? ` at ${plan.overallRate}/s` : ' at once'} over ${plan.connections} connections (open loop)`;
  }
  return `${plan.connections} connections, ${plan.duration} s (closed loop)`;
}

/**
 * Waits (at most a minute) until the server answers /api/health quickly again, so that requests a
 * scenario left queued (timeouts) do not slow down the next one.
 */
export async function waitUntilQuiet(baseUrl: string, { quietMs = 100, timeoutSeconds = 60 } = {}): Promise<void> {
  const started = Date.now();
  let quick = 0;
  while (quick < 3 && Date.now() - started < timeoutSeconds * 1000) {
    const sent = performance.now();
    const status = await probeStatus(`${baseUrl}/api/health`);
    quick = status === 200 && performance.now() - sent < quietMs ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, quick ? 50 : 500));
  }
}

/** CPU per answered request, the figure to compare between runs on a busy machine. */
export function describeCpu(cpu: NonNullable<LoadResult['cpu']>, requests: number): string {
  const perRequest = (ms: number) => `${Math.round((ms * 1000) / requests)} µs`;
  const database = cpu.postgresMs > 0 ? `, PostgreSQL ${Math.round(cpu.postgresMs)} ms (${perRequest(cpu.postgresMs)})` : '';
  const balancer = cpu.balancerMs !== undefined ? `, HAProxy ${Math.round(cpu.balancerMs)} ms (${perRequest(cpu.balancerMs)})` : '';
  return `CPU per answer: server main thread ${perRequest(cpu.mainThreadMs)}, whole server ${perRequest(cpu.processMs)}${database}${balancer} (${Math.round(cpu.mainThreadMs)} / ${Math.round(cpu.processMs)} ms in all)`;
}

/** One scenario; a scenario that cannot run is recorded as failed (over budget), and the run goes on. */
export async function measureScenario(scenario: Scenario, options: MeasureOptions): Promise<ApiScenarioRecord> {
  try {
    return await measureOrThrow(scenario, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✖ ${scenario.name} (${options.engine}) could not run: ${message}`);
    return { name: scenario.name, method: scenario.method, path: scenario.path, budgetKey: scenario.budgetKey, status: 'failed', overBudget: [`the scenario could not run: ${message}`] };
  }
}

async function measureOrThrow(scenario: Scenario, options: MeasureOptions): Promise<ApiScenarioRecord> {
  const { baseUrl, engine } = options;
  const record: ApiScenarioRecord = { name: scenario.name, method: scenario.method, path: scenario.path, budgetKey: scenario.budgetKey, status: 'skipped', overBudget: [] };
  const skip = (note: string) => {
    console.info(`\n■ ${scenario.name} (${engine}): skipped: ${note}`);
    return { ...record, note: `skipped: ${note}` };
  };
  if (scenario.isWebPage) {
    if (options.isApiOnly) return skip('the server serves the API only (API_ONLY=true)');
    if ((await probeStatus(`${baseUrl}${scenario.path}`)) === 404) return skip(`GET ${scenario.path} answers 404`);
  }
  if (scenario.needsData && !options.data) return skip('needs the data the bench writes into a database it prepares (not with --url)');
  await waitUntilQuiet(baseUrl);
  const plan = await scenario.plan(options);
  if ('skip' in plan) return skip(plan.skip);

  console.info(`\n▶ ${scenario.name} (${engine}): ${scenario.method} ${scenario.path}, ${describeLoad(plan.load)}\n  ${scenario.description}`);
  const measured = await runLoad(plan.load, baseUrl, { warmupSeconds: options.warmupSeconds, title: scenario.name, serverPids: options.serverPids, balancerPid: options.balancerPid });
  const verified = plan.verify?.();
  const result = withFailures(measured, verified?.failures ?? 0);
  const notes: string[] = [];
  if (verified?.note) notes.push(verified.note);
  if (result.cpu && result.requests > 0) notes.push(describeCpu(result.cpu, result.requests));
  if (result.non2xx + result.errors > 0) {
    const codes = Object.entries(result.statusCodes).map(([code, count]) => `${code}×${count}`).join(', ');
    notes.push(`not all answers were right 2xx (${codes}; ${result.errors} errors, ${result.timeouts} timeouts)`);
  }

  let baseline: LoadResult | undefined;
  if (plan.captures.length > 0) {
    const stored = await storeCaptures(options.instanceUrls ?? [baseUrl], plan.captures);
    if ('reason' in stored) notes.push(stored.reason);
    else {
      console.info(`  baseline: the same answer${stored.paths.length > 1 ? 's' : ''} from memory, ${describeLoad(plan.load)}`);
      const requests = stored.paths.map((path) => ({ method: 'GET' as const, path }));
      await waitUntilQuiet(baseUrl);
      baseline = await runLoad({ ...plan.load, requests, setupClient: undefined }, baseUrl, { warmupSeconds: options.warmupSeconds, title: `${scenario.name} baseline` });
    }
  }
  const ratio = ratioOf(result.rps, baseline?.rps);
  const budget = apiBudgetFor(options.budgets, scenario.budgetKey, engine);
  if (!budget) notes.push(`no budget "api.${scenario.budgetKey}" in bench/budgets.json`);
  const overBudget = checkApiBudget({ ...result, ratio }, budget);
  return { ...record, status: 'measured', result, ...(baseline ? { baseline } : {}), ...(ratio === undefined ? {} : { ratio }), overBudget, ...(notes.length ? { note: notes.join('; ') } : {}) };
}
