// `npm run bench:profile -- <page>`: where the browser's main thread spends a page load. Loads the
// page in Chromium (signed in as the page needs, like bench:web) with the DevTools protocol's CPU
// profiler on, and prints the main thread's busy time by source (self time) and its long busy
// stretches with what filled them. Sources come from the build's source maps: build with
// `ANALYZE_MAPS=1 npm run build` first, or the report names only the chunk files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { commonOptions, parseFlags, positiveNumber } from './args';
import { runMain } from './lifecycle';
import { chromePath } from './lighthouse';
import { summarizeProfile, type CallFrame, type CpuProfile } from './profile/cpu-profile';
import { moduleKey, sourceLookup, type SourceLookup } from './profile/source-maps';
import { assertLoopbackUrl, repoRoot, startServer, waitForHealth } from './server';
import { createSessions, pageFor, seedSession } from './web-pages';

const usage = `Usage: npm run bench:profile -- [flags] <page>

  <page>               a path, or a page of bench:web by label (landing, learner-home, test-screen, dashboard-home)
  --url <base>         a server already running on loopback (default: start one, as bench:web does)
  --cpu-slowdown <n>   the DevTools CPU throttling rate (default 1: the machine's own speed)
  --runs <n>           loads to profile, each in a fresh browser (default 3)
  --top <n>            sources to list (default 25)
  --min-stretch <ms>   the shortest busy stretch to list (default 15)`;

const { values, positionals } = parseFlags(
  { ...commonOptions, 'cpu-slowdown': { type: 'string' }, runs: { type: 'string' }, top: { type: 'string' }, 'min-stretch': { type: 'string' } },
  usage,
);
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const page = pageFor(positionals[0]!);
const slowdown = positiveNumber(values['cpu-slowdown'], '--cpu-slowdown') ?? 1;
const runs = positiveNumber(values.runs, '--runs') ?? 3;
const top = positiveNumber(values.top, '--top') ?? 25;
const minStretchMs = positiveNumber(values['min-stretch'], '--min-stretch') ?? 15;
const chunksDir = path.join(repoRoot, 'apps/web/.next/static/chunks');

/** Source lookups of the build's chunks, by file name; null for a chunk without a source map. */
const lookups = new Map<string, SourceLookup | null>();
let chunksWithoutMap = 0;

function lookupFor(file: string): SourceLookup | null {
  if (!lookups.has(file)) {
    const script = path.join(chunksDir, file);
    const mapName = existsSync(script) ? /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(script, 'utf8'))?.[1] : undefined;
    const mapFile = mapName ? path.join(chunksDir, mapName) : null;
    lookups.set(file, mapFile && existsSync(mapFile) ? sourceLookup(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    if (!lookups.get(file)) chunksWithoutMap += 1;
  }
  return lookups.get(file)!;
}

function resolveFrame(frame: CallFrame): string | null {
  const file = /\/_next\/static\/chunks\/([^?#]+\.js)/.exec(frame.url)?.[1];
  if (!file) return null;
  const lookup = lookupFor(file);
  if (!lookup) return `chunk ${file}`;
  const source = lookup.sourceAt(frame.lineNumber, frame.columnNumber);
  return source ? moduleKey(source) : `chunk ${file}`;
}

async function profileOnce(url: string, storage: Record<string, string>): Promise<CpuProfile> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await seedSession(tab, url, storage);
    const cdp = await tab.createCDPSession();
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await tab.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { profile } = await cdp.send('Profiler.stop');
    return profile as unknown as CpuProfile;
  } finally {
    await browser.close();
  }
}

runMain(
  async () => {
    let baseUrl: string;
    let stopServer = async () => {};
    if (values.url) {
      baseUrl = await assertLoopbackUrl(values.url);
      await waitForHealth(baseUrl, { timeoutSeconds: 15 });
    } else {
      const server = await startServer({ isApiOnly: false, dataDir: '.data/bench/profile' });
      baseUrl = server.baseUrl;
      stopServer = server.stop;
    }
    const sessions = createSessions(baseUrl);
    for (let run = 1; run <= runs; run += 1) {
      const [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
      const summary = summarizeProfile(await profileOnce(`${baseUrl}${address}`, storage), resolveFrame, { minStretchMs, top: 8 });
      console.info(`\n== ${page.label}, load ${run} of ${runs}${slowdown > 1 ? ` (CPU ${slowdown}x slower)` : ''}: main thread busy ${summary.busyMs} ms`);
      for (const [key, ms] of summary.bySource.slice(0, top)) console.info(`${String(ms).padStart(8)} ms  ${key}`);
      for (const stretch of summary.stretches) {
        console.info(`-- busy from ${stretch.startMs} ms for ${stretch.durationMs} ms: ${stretch.top.map(([key, ms]) => `${key} ${ms}`).join(', ')}`);
      }
    }
    if (chunksWithoutMap) console.info(`\n${chunksWithoutMap} chunk(s) had no source map: build with ANALYZE_MAPS=1 npm run build to see modules instead of chunks.`);
    await stopServer();
    return 0;
  },
  { timeLimitSeconds: 330 + runs * 90, name: 'bench:profile' },
);
