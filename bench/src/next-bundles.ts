// First-load JavaScript per route, from the output of the last `next build` in apps/web/.next.
// Next 16 (Turbopack) no longer prints sizes after a build but writes them to
// .next/diagnostics/route-bundle-stats.json ({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }).
// A webpack build (`next build --webpack`) does not write that file: then the <script> tags of the
// prerendered pages (.next/server/app/**/*.html) name the chunks, for static routes only.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webBudgetFor, type Budgets } from './budgets';

export interface RouteBundle {
  route: string;
  files: number;
  /** Uncompressed bytes of the route's first-load chunks, in KB. */
  rawKb: number;
  /** The same files gzipped (level 9), in KB: close to what travels over the network. */
  gzipKb: number;
  overBudget: string[];
  /** The first-load chunk files (absolute paths); not saved with the results. */
  chunks?: string[];
  /** Set when the build's chunk list and the <script> tags the server sends for the page differ. */
  mismatch?: string;
}

export interface BundleReport {
  /** The file the sizes come from, relative to the .next folder; null when there is no build output. */
  source: string | null;
  builtAt: string | null;
  note?: string;
  routes: RouteBundle[];
  /** Routes of the build that were not audited and are within budget: how many, and the largest. */
  others?: { count: number; largest: { route: string; gzipKb: number } | null };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function sizeChunks(files: string[]): Omit<RouteBundle, 'route' | 'overBudget'> {
  let raw = 0;
  let gzip = 0;
  let found = 0;
  for (const file of new Set(files)) {
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    found += 1;
  }
  return { files: found, rawKb: kb(raw), gzipKb: kb(gzip) };
}

function fromRouteBundleStats(nextDir: string): RouteBundle[] | undefined {
  const file = path.join(nextDir, 'diagnostics/route-bundle-stats.json');
  if (!existsSync(file)) return undefined;
  const stats = JSON.parse(readFileSync(file, 'utf8')) as { route: string; firstLoadChunkPaths?: string[] }[];
  // Chunk paths are relative to the app folder (".next/static/chunks/…").
  const appDir = path.dirname(nextDir);
  return stats.map((entry) => {
    const chunks = (entry.firstLoadChunkPaths ?? []).map((chunk) => path.resolve(appDir, chunk));
    return { route: entry.route, ...sizeChunks(chunks), chunks, overBudget: [] };
  });
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith('.html')) yield full;
  }
}

function fromPrerenderedHtml(nextDir: string): RouteBundle[] | undefined {
  const appDir = path.join(nextDir, 'server/app');
  if (!existsSync(appDir)) return undefined;
  const routes: RouteBundle[] = [];
  for (const file of htmlFiles(appDir)) {
    const relative = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
    if (relative === '_global-error') continue;
    const route = relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
    const html = readFileSync(file, 'utf8');
    // noModule scripts (polyfills) are skipped by every browser that runs modules.
    const chunks = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .flatMap((tag) => /\ssrc="\/_next\/([^"?]+\.js)/.exec(tag)?.[1] ?? [])
      .map((chunk) => path.join(nextDir, chunk));
    routes.push({ route, ...sizeChunks(chunks), chunks, overBudget: [] });
  }
  return routes;
}

function readBuiltAt(nextDir: string): string | null {
  const stamp = path.join(nextDir, 'lexam-build.json');
  if (existsSync(stamp)) {
    try {
      return String((JSON.parse(readFileSync(stamp, 'utf8')) as { builtAt?: string }).builtAt ?? null);
    } catch {
      // Fall back to the BUILD_ID's time below.
    }
  }
  const buildId = path.join(nextDir, 'BUILD_ID');
  return existsSync(buildId) ? statSync(buildId).mtime.toISOString() : null;
}

/** Reads first-load JS per route from a Next build folder (apps/web/.next by default). */
export function readFirstLoadJs(nextDir: string): BundleReport {
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) {
    return { source: null, builtAt: null, note: `no production build in ${path.relative(process.cwd(), nextDir) || nextDir} (it appears after \`npm start\`, \`npm run build\` or a bench:web run that starts the server)`, routes: [] };
  }
  const builtAt = readBuiltAt(nextDir);
  const fromStats = fromRouteBundleStats(nextDir);
  if (fromStats) return { source: 'diagnostics/route-bundle-stats.json', builtAt, routes: fromStats.sort((a, b) => a.route.localeCompare(b.route)) };
  const fromHtml = fromPrerenderedHtml(nextDir);
  if (fromHtml?.length) {
    return { source: 'server/app/**/*.html', builtAt, note: 'no route-bundle-stats.json (webpack build?): sizes from the <script> tags of prerendered pages; dynamic routes are missing', routes: fromHtml.sort((a, b) => a.route.localeCompare(b.route)) };
  }
  return { source: null, builtAt, note: `the build in ${path.relative(process.cwd(), nextDir) || nextDir} has neither diagnostics/route-bundle-stats.json nor prerendered pages`, routes: [] };
}

/**
 * Checks every route of the build against `maxFirstLoadJsKb`, and keeps for the report the audited
 * routes (in their order) and any other route that is over budget; the rest is summed up in `others`.
 */
export function selectRoutes(report: BundleReport, audited: string[], budgets: Budgets): BundleReport {
  for (const route of report.routes) {
    const limit = webBudgetFor(budgets, route.route, '').maxFirstLoadJsKb;
    if (limit !== undefined && route.gzipKb > limit) route.overBudget.push(`${route.gzipKb} KB gzipped > maxFirstLoadJsKb ${limit}`);
  }
  if (!report.routes.length) return report;
  const picked = [...new Set(audited)].flatMap((name) => report.routes.filter((route) => route.route === name));
  const missing = [...new Set(audited)].filter((name) => !report.routes.some((route) => route.route === name));
  const rest = report.routes.filter((route) => !audited.includes(route.route));
  const over = rest.filter((route) => route.overBudget.length);
  const within = rest.filter((route) => !route.overBudget.length);
  const largest = within.reduce<RouteBundle | null>((max, route) => (!max || route.gzipKb > max.gzipKb ? route : max), null);
  const note = [report.note, missing.length ? `not in the build: ${missing.join(', ')}` : ''].filter(Boolean).join('; ');
  return { ...report, ...(note ? { note } : {}), routes: [...picked, ...over], others: { count: within.length, largest: largest && { route: largest.route, gzipKb: largest.gzipKb } } };
}

/**
 * Compares a route's first-load chunks from the build with the <script src> tags the server sends
 * for the page (module scripts only: noModule polyfills are not loaded by a modern browser).
 * Returns '' when both name the same files, else what differs.
 */
export async function compareWithServedHtml(url: string, route: RouteBundle, nextDir: string): Promise<string> {
  if (!route.chunks) return '';
  let html: string;
  try {
    html = await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();
  } catch (error) {
    return `could not fetch ${url} to compare: ${error instanceof Error ? error.message : String(error)}`;
  }
  const served = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .flatMap((tag) => /\ssrc="\/_next\/([^"?]+\.js)/.exec(tag)?.[1] ?? [])
      .map((chunk) => path.join(nextDir, chunk)),
  );
  const built = new Set(route.chunks);
  const onlyServed = [...served].filter((file) => !built.has(file)).map((file) => path.basename(file));
  const onlyBuilt = [...built].filter((file) => !served.has(file)).map((file) => path.basename(file));
  if (!onlyServed.length && !onlyBuilt.length) return '';
  return `the page's HTML loads ${served.size} scripts, the build lists ${built.size}${onlyServed.length ? `; only in the HTML: ${onlyServed.join(', ')}` : ''}${onlyBuilt.length ? `; only in the build: ${onlyBuilt.join(', ')}` : ''}`;
}
