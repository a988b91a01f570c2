// `npm test`: every suite. Unit and API tests (Vitest; API on a real in-memory PGlite, or on
// PostgreSQL when DATABASE_URL is set), then browser tests (Playwright in Debian's Chromium against
// the real server on a throw-away database). Ends with the line `tests: N passed, M failed`.
//   --only unit|api|cluster|e2e    run one suite
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureWebBuild, root } from './web-build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const resultsDir = path.join(root, '.data/test-results');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const wants = (suite) => !only || only === suite;
const totals = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

mkdirSync(resultsDir, { recursive: true });

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function runVitest() {
  // `cluster`: two real servers behind HAProxy on the PostgreSQL and Redis of these machines (it
  // installs Debian's haproxy with apt-get when missing, as root, and says so).
  const projects = ['unit', 'api', 'cluster'].filter(wants);
  if (projects.length === 0) return;
  const output = path.join(resultsDir, 'vitest.json');
  rmSync(output, { force: true });
  const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const result = run(process.execPath, args);
  const report = readJson(output);
  if (!report) {
    crashed = true;
    console.error(`Vitest ended (exit ${result.status}) without a report.`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + countFilesThatFailedToLoad(report);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** A file that fails to load has no failed tests of its own: count it once as a failure. */
function countFilesThatFailedToLoad(report) {
  return report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.info("Browser tests need Debian's 'chromium' package, which is missing: installing it with apt-get…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
  }
  if (existsSync(CHROMIUM)) return true;
  console.error(`Browser tests need Debian's 'chromium' package (${CHROMIUM}) and it could not be installed${isRoot ? '' : ' (not running as root)'}. Install it with: apt-get install chromium`);
  return false;
}

function runPlaywright() {
  if (!wants('e2e')) return;
  if (!ensureChromium()) {
    crashed = true;
    return;
  }
  ensureWebBuild();
  rmSync(path.join(root, '.data/e2e'), { recursive: true, force: true });
  const output = path.join(resultsDir, 'playwright.json');
  rmSync(output, { force: true });
  const result = run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  if (!report) {
    crashed = true;
    console.error(`Playwright ended (exit ${result.status}) without a report.`);
    return;
  }
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  if (report.errors?.length) totals.failed += report.errors.length;
}

runVitest();
runPlaywright();
if (crashed) totals.failed += 1;
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
