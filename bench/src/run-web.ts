// `npm run bench:web [-- pages…]`: Lighthouse (performance, accessibility, best practices) on each
// page in desktop and mobile form factors, against a server the bench starts (building the web app
// if needed) or a running one on loopback (--url); plus first-load JavaScript per route from the
// Next build. Compares with bench/budgets.json `web`, stores bench/results/web-<date>.json, refreshes
// the README's results section; exit code 1 when a page is over budget or fails (unless --no-fail).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { commonOptions, databaseFlag, parseFlags, positiveNumber } from './args';
import { budgetsFile, checkWebBudget, loadBudgets, webBudgetFor, type Budgets } from './budgets';
import { runMain } from './lifecycle';
import { auditPage, chromePath, reportsDir, type FormFactor } from './lighthouse';
import { probeStatus } from './load';
import { compareWithServedHtml, readFirstLoadJs, selectRoutes } from './next-bundles';
import { prepareBenchDatabase } from './postgres';
import { refreshReadme } from './readme';
import { describeMachine, saveRun } from './results';
import { assertLoopbackUrl, repoRoot, startServer, waitForHealth, type Health } from './server';
import { THROTTLING_METHODS, type ThrottlingMethod } from './throttling';
import { formatWebRun, type WebPageRecord, type WebRun } from './web-report';
import { createSessions, DEFAULT_PAGES, pageFor, type Sessions, type WebPage } from './web-pages';

const usage = `Usage: npm run bench:web -- [flags] [pages…]

  pages default to the four of issue #6: / (landing), /page/home (learner home, signed in), the exam
  screen of the demo IELTS reading test with an attempt started (${DEFAULT_PAGES[2]!.route}),
  /dashboard/home (admin, signed in). Any other path is audited anonymously.

  --form-factor <f>   desktop, mobile or both (default both)
  --url <base>        audit a server that is already running on loopback, e.g. http://127.0.0.1:3000
  --db postgres       run the server on the local PostgreSQL (database lexam_bench, recreated and seeded)
  --next-dir <dir>    the Next build to read first-load JS from (default apps/web/.next)
  --runs <n>          Lighthouse runs per page and form factor, each in a fresh browser; the median run
                      is kept, as Lighthouse picks it (default 3; 1 for a quick look)
  --throttling <m>    devtools (default): the load is slowed down in the browser (slow 4G, 4x CPU on
                      mobile) and measured; simulate: Lighthouse's default, estimated from a full-speed
                      load, which on loopback rewards a slower server (bench/src/throttling.ts)
  --no-fail           exit 0 even when a page is over budget
  CHROME_PATH         (environment) the browser, default /usr/bin/chromium`;

const { values, positionals } = parseFlags({ ...commonOptions, 'form-factor': { type: 'string', default: 'both' }, 'next-dir': { type: 'string' }, runs: { type: 'string' }, throttling: { type: 'string', default: 'devtools' } }, usage);
const throttling = values.throttling as ThrottlingMethod;
if (!THROTTLING_METHODS.includes(throttling)) {
  console.error(`--throttling is ${THROTTLING_METHODS.join(' or ')}, not "${values.throttling}"`);
  process.exit(2);
}
const formFactorFlag = values['form-factor'];
if (!['desktop', 'mobile', 'both'].includes(formFactorFlag)) {
  console.error(`--form-factor is desktop, mobile or both, not "${formFactorFlag}"`);
  process.exit(2);
}
const formFactors: FormFactor[] = formFactorFlag === 'both' ? ['desktop', 'mobile'] : [formFactorFlag as FormFactor];
const badPage = positionals.find((page) => !page.startsWith('/') && !DEFAULT_PAGES.some((known) => known.label === page || known.label.replace(/ /g, '-') === page));
if (badPage) {
  console.error(`pages are paths starting with /, not "${badPage}" (use --url for the server's address)`);
  process.exit(2);
}
const pages: WebPage[] = positionals.length ? positionals.map(pageFor) : DEFAULT_PAGES;
const database = databaseFlag(values.db, { hasUrl: values.url !== undefined });
const nextDir = path.resolve(repoRoot, values['next-dir'] ?? 'apps/web/.next');
const runs = positiveNumber(values.runs, '--runs') ?? 3;
if (!Number.isInteger(runs)) {
  console.error(`--runs is a whole number, not "${values.runs}"`);
  process.exit(2);
}
const CHROMIUM_WAIT_SECONDS = 600;
const timeLimitSeconds = CHROMIUM_WAIT_SECONDS + (values.url ? 30 : 330) + (database ? 60 : 0) + pages.length * formFactors.length * runs * 120 + 60;

/** Waits for the browser (apt may still be installing it) and returns its version. */
async function waitForChromium(): Promise<string> {
  const started = Date.now();
  let lastNote = 0;
  for (;;) {
    try {
      const { stdout } = await promisify(execFile)(chromePath, ['--version'], { timeout: 30_000 });
      return stdout.trim();
    } catch (error) {
      const waited = Math.round((Date.now() - started) / 1000);
      if (waited >= CHROMIUM_WAIT_SECONDS) throw new Error(`${chromePath} did not run within ${CHROMIUM_WAIT_SECONDS} s (${error instanceof Error ? error.message : String(error)}); install Debian's chromium package or set CHROME_PATH`, { cause: error });
      if (Date.now() - lastNote >= 15_000) {
        lastNote = Date.now();
        console.info(`  …waiting for ${chromePath} (apt may still be installing it): ${waited} s of ${CHROMIUM_WAIT_SECONDS} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
}

const reportName = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'root';

async function auditOne(sessions: Sessions, page: WebPage, formFactor: FormFactor, budgets: Budgets): Promise<WebPageRecord> {
  const record: WebPageRecord = { page: page.route, label: page.label, formFactor, status: 'measured', httpStatus: 0, overBudget: [] };
  let address: string;
  let storage: Record<string, string>;
  try {
    [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
  } catch (error) {
    return { ...record, status: 'error', note: `could not prepare it (${page.auth === 'none' ? 'set-up' : `sign-in as ${page.auth} or set-up`}): ${error instanceof Error ? error.message : String(error)}` };
  }
  const url = `${sessions.baseUrl}${address}`;
  const httpStatus = await probeStatus(url);
  Object.assign(record, { httpStatus, url: address });
  if (httpStatus === 404) return { ...record, status: 'missing', note: `GET ${address} answers 404: the page does not exist yet (not measured)` };
  if (httpStatus < 200 || httpStatus >= 400) return { ...record, status: 'error', note: httpStatus === 0 ? `GET ${address} got no answer` : `GET ${address} answers ${httpStatus}` };
  console.info(`▶ Lighthouse ${formFactor} ${page.label} (${address}${page.auth === 'none' ? '' : `, signed in as ${page.auth}`}${runs > 1 ? `, ${runs} runs` : ''})…`);
  const audit = await auditPage({ url, formFactor, name: reportName(page.route), storage, marker: page.marker, throttling }, runs);
  if (audit.runtimeError) return { ...record, status: 'error', audit, note: `not measured: ${audit.runtimeError}` };
  const overBudget = checkWebBudget(audit, webBudgetFor(budgets, page.route, formFactor));
  return { ...record, audit, overBudget, ...(audit.warnings.length ? { note: `Lighthouse warns: ${audit.warnings.join(' ')}` } : {}) };
}

async function main(): Promise<number> {
  const budgets = loadBudgets();
  const startedAt = new Date().toISOString();
  const chromium = await waitForChromium();
  let baseUrl: string;
  let health: Health;
  let stopServer = async () => {};
  if (values.url) {
    baseUrl = await assertLoopbackUrl(values.url);
    health = await waitForHealth(baseUrl, { timeoutSeconds: 15 });
  } else {
    if (process.env.API_ONLY === 'true') console.warn('bench:web ignores API_ONLY=true: it needs the web app.');
    const databaseUrl = database === 'postgres' ? await prepareBenchDatabase() : undefined;
    const server = await startServer({ isApiOnly: false, dataDir: '.data/bench/web', databaseUrl });
    ({ baseUrl, health } = server);
    stopServer = server.stop;
  }
  console.info(`Target: ${baseUrl} (database ${health.engine}, version ${health.version}); ${chromium}; overall time limit ${timeLimitSeconds} s.`);

  const sessions = createSessions(baseUrl);
  const records: WebPageRecord[] = [];
  for (const page of pages) {
    for (const formFactor of formFactors) records.push(await auditOne(sessions, page, formFactor, budgets));
  }
  const bundles = selectRoutes(readFirstLoadJs(nextDir), pages.map((page) => page.route), budgets);
  // The build's list of chunks against the <script> tags the server really sends for each page.
  for (const route of bundles.routes) {
    const address = records.find((record) => record.page === route.route && record.url)?.url;
    if (address) route.mismatch = await compareWithServedHtml(`${baseUrl}${address}`, route, nextDir);
  }
  await stopServer();
  const run: WebRun = {
    kind: 'web',
    startedAt,
    finishedAt: new Date().toISOString(),
    target: { baseUrl, isStartedByBench: !values.url, engine: health.engine, version: health.version },
    machine: describeMachine(),
    chromium,
    runs,
    throttling,
    pages: records,
    bundles: { ...bundles, routes: bundles.routes.map(({ chunks: _chunks, ...route }) => route) },
  };
  console.info(formatWebRun(run));
  const file = saveRun('web', run);
  refreshReadme();
  console.info(`\nSaved ${path.relative(repoRoot, file)}; full reports in ${path.relative(repoRoot, reportsDir)}/; budgets in ${path.relative(repoRoot, budgetsFile)}.`);

  const failing = [...records.filter((record) => record.status === 'error' || record.overBudget.length > 0).map((record) => `${record.label} ${record.page} (${record.formFactor}${record.status === 'error' ? ', not measured' : ''})`), ...bundles.routes.filter((route) => route.overBudget.length).map((route) => `first-load JS ${route.route}`)];
  if (failing.length === 0) {
    const measured = records.filter((record) => record.status === 'measured').length;
    console.info(measured ? `Every audited page (${measured} audits) is within its budget.` : 'No page was audited: every one answered 404.');
    return 0;
  }
  console.info(`Over budget or failing: ${failing.join(', ')}${values['no-fail'] ? ' (--no-fail: exit 0)' : ''}.`);
  return values['no-fail'] ? 0 : 1;
}

runMain(main, { timeLimitSeconds, name: 'bench:web' });
