// `npm run bench:report`: one big admin report, measured. Per engine (PGlite, and/or the local
// PostgreSQL in a throw-away database), a fresh data folder gets the demo seed and 100,000 site users
// (one INSERT … SELECT generate_series); the API starts as `npm start` does; the bench asks
// `POST /api/admin/User/report` for every site user, as a workbook (a fast reader, then a slow one
// that holds the stream back) and as CSV, and reads the server's resident memory from /proc every
// 20 ms. Prints the time to the first byte and to the last, the bytes, and how far the server's
// memory grew over what it held before the request. The workbook is then opened with exceljs and
// its rows counted. Nothing is asserted about time: this measures.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { TokenService } from '@lexam/core';
import { openDatabase, sql, type Database } from '@lexam/db';
import { enginesFlag, parseFlags, positiveNumber } from './args';
import { runMain } from './lifecycle';
import { recreateBenchDatabase, runSeed } from './postgres';
import { repoRoot, startServer } from './server';
import { formatTable } from './table';

const usage = `Usage: npm run bench:report -- [flags]

  --db <engine>       pglite, postgres or both (default pglite). PostgreSQL: postgres://postgres@127.0.0.1:5432,
                      database BENCH_DATABASE_NAME (default lexam_bench_report), dropped and created again
  --rows <n>          site users to write and report (default 100000)
  --slow-kbps <n>     the slow reader's pace in KiB/s (default 1024)
  --reuse             keep the data a previous run wrote (same engine and --rows) instead of writing it again`;

const { values } = parseFlags({ db: { type: 'string' }, rows: { type: 'string' }, 'slow-kbps': { type: 'string' }, reuse: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } }, usage);
const engines = values.db === undefined ? (['pglite'] as const) : enginesFlag(values.db, { hasUrl: false });
const rowCount = Math.round(positiveNumber(values.rows, '--rows') ?? 100_000);
const slowBytesPerSecond = (positiveNumber(values['slow-kbps'], '--slow-kbps') ?? 1024) * 1024;
process.env.BENCH_DATABASE_NAME ||= 'lexam_bench_report';

interface Measure {
  engine: string;
  variant: string;
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
  /** The site users the list counts. */
  expected: number;
  rows?: number;
}

/** The server's resident memory in bytes (VmRSS), 0 when it cannot be read. */
function residentBytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The demo admin's id. */
async function adminIdIn(db: Database): Promise<number> {
  const result = (await db.execute(sql`select id from users where kind = 'admin' and lower(username) = 'admin'`)) as unknown as { rows: { id: number }[] };
  const adminId = Number(result.rows[0]?.id);
  if (!adminId) throw new Error('the demo admin is missing: was the demo content seeded?');
  return adminId;
}

/** Writes the demo seed and `rows` site users into a fresh database (or, with --reuse, finds them); returns the demo admin's id. */
async function prepare(engine: 'pglite' | 'postgres', dataDir: string): Promise<{ databaseUrl?: string; adminId: number }> {
  if (values.reuse) {
    const databaseUrl = engine === 'postgres' ? `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DATABASE_NAME}` : undefined;
    if (databaseUrl || existsSync(path.join(dataDir, 'pglite'))) {
      const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
      try {
        console.info(`${engine}: reusing the data of a previous run.`);
        return { databaseUrl, adminId: await adminIdIn(handle.db) };
      } finally {
        await handle.close();
      }
    }
  }
  await rm(dataDir, { recursive: true, force: true });
  const databaseUrl = engine === 'postgres' ? await recreateBenchDatabase() : undefined;
  console.info(`${engine}: seeding the demo content…`);
  await runSeed({ dataDir, databaseUrl });
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    const started = performance.now();
    await handle.db.execute(sql`
      insert into users (kind, email, password_hash, full_name, phone, is_active, email_verified_at, created_at, updated_at)
      select 'site', 'report-user-' || g || '@bench.lexam', 'not a hash: nobody signs in', 'Report user ' || lpad(g::text, 6, '0'),
        '09' || lpad(g::text, 8, '0'), g % 10 <> 0, now(), now() - make_interval(mins => g), now()
      from generate_series(1, ${rowCount}) g`);
    await handle.db.execute(sql`vacuum analyze users`);
    console.info(`${engine}: ${rowCount} users written in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return { databaseUrl, adminId: await adminIdIn(handle.db) };
  } finally {
    await handle.close();
  }
}

/**
 * One report request: the answer is read as it comes (or, with `bytesPerSecond`, at that pace, the
 * socket paused in between) while the server's memory is sampled. Keeps the body only when asked.
 */
function fetchReport({ url, token, body, pid, bytesPerSecond, keepBody }: { url: string; token: string; body: unknown; pid: number; bytesPerSecond?: number; keepBody: boolean }): Promise<Omit<Measure, 'engine' | 'variant' | 'expected'> & { body?: Buffer }> {
  const rssBefore = residentBytes(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = httpRequest(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks: Buffer[] = [];
      let bytes = 0;
      let allowance = 0;
      const pace = bytesPerSecond ? setInterval(() => {
        allowance = bytesPerSecond / 10;
        response.resume();
      }, 100) : undefined;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
        if (pace) {
          allowance -= chunk.length;
          if (allowance <= 0) response.pause();
        }
      });
      response.once('error', reject);
      response.once('end', () => {
        clearInterval(sampler);
        if (pace) clearInterval(pace);
        peak = Math.max(peak, residentBytes(pid));
        resolve({ status: response.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started, bytes, rssBeforeMb: rssBefore / 2 ** 20, rssPeakGrowthMb: (peak - rssBefore) / 2 ** 20, ...(keepBody ? { body: Buffer.concat(chunks) } : {}) });
      });
    });
    outgoing.once('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    outgoing.end(payload);
  });
}

/** The data rows of a workbook (all but the header), read back with exceljs. */
async function countRows(body: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;
}

async function measureEngine(engine: 'pglite' | 'postgres'): Promise<Measure[]> {
  const dataDir = path.join(repoRoot, '.data/bench', `report-${engine}`);
  const { databaseUrl, adminId } = await prepare(engine, dataDir);
  const secret = randomBytes(48).toString('base64url');
  const server = await startServer({ isApiOnly: true, dataDir: path.relative(repoRoot, dataDir), keepData: true, databaseUrl, env: { JWT_SECRET: secret } });
  try {
    if (!server.pid) throw new Error('cannot find the server process to read its memory');
    const token = await new TokenService({ secret, learnerTtlSeconds: 3600, adminTtlSeconds: 3600, refreshTtlSeconds: 86_400 }).signAccessToken({ userId: adminId, kind: 'admin', roles: ['admin'] });
    const url = (query: string) => `${server.baseUrl}/api/admin/User/report?kind=site&${query}`;
    const titles = { titles: { fullName: 'Nom', email: 'Courriel', createdAt: 'Créé le', isActive: 'Actif' } };
    // Every site user: the bench's and the demo's own; the list's count says how many.
    const listed = await fetch(`${server.baseUrl}/api/admin/User?kind=site&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
    const expected = (JSON.parse(listed.headers.get('x-pagination') ?? '{}') as { totalCount?: number }).totalCount ?? Number.NaN;
    // A small report first, so that loading exceljs and the first queries are not measured.
    await fetchReport({ url: url('searchByName=report-user-1%40'), token, body: titles, pid: server.pid, keepBody: false });
    // The first full report also grows what the server keeps for good (PGlite's memory, V8's heap):
    // the second shows what a report costs a warm server.
    const runs: Array<{ variant: string; query: string; bytesPerSecond?: number; keepBody: boolean }> = [
      { variant: 'xlsx, first', query: 'sort=-createdAt', keepBody: true },
      { variant: 'xlsx, again', query: 'sort=-createdAt', keepBody: false },
      { variant: `xlsx, reader at ${Math.round(slowBytesPerSecond / 1024)} KiB/s`, query: 'sort=-createdAt', bytesPerSecond: slowBytesPerSecond, keepBody: false },
      { variant: 'csv', query: 'sort=-createdAt&format=csv', keepBody: false },
    ];
    const measures: Measure[] = [];
    for (const run of runs) {
      console.info(`${engine}: ${run.variant}…`);
      // Let the previous request's garbage go first, so the growth is this request's.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const { body, ...measure } = await fetchReport({ url: url(run.query), token, body: titles, pid: server.pid, bytesPerSecond: run.bytesPerSecond, keepBody: run.keepBody });
      measures.push({ engine, variant: run.variant, expected, ...measure, ...(body ? { rows: await countRows(body) } : {}) });
    }
    return measures;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const measures: Measure[] = [];
  for (const engine of engines) measures.push(...(await measureEngine(engine)));
  const mb = (value: number) => value.toFixed(1);
  console.info(`\nUser report of ${measures[0]?.expected.toLocaleString('en')} site users (POST /api/admin/User/report), ${new Date().toISOString()}:\n`);
  console.info(formatTable(['engine', 'answer', 'status', 'first byte ms', 'total s', 'MB', 'server RSS before MB', 'RSS peak growth MB', 'rows read back'], measures.map((measure) => [
    measure.engine, measure.variant, String(measure.status), measure.firstByteMs.toFixed(0), (measure.totalMs / 1000).toFixed(1), mb(measure.bytes / 2 ** 20), mb(measure.rssBeforeMb), mb(measure.rssPeakGrowthMb), measure.rows === undefined ? '' : measure.rows.toLocaleString('en'),
  ])));
  const wrong = measures.filter((measure) => measure.status !== 200 || (measure.rows !== undefined && measure.rows !== measure.expected));
  if (wrong.length) console.error(`Not every report was whole: ${wrong.map((measure) => `${measure.engine} ${measure.variant}`).join(', ')}.`);
  return wrong.length ? 1 : 0;
}

runMain(main, { timeLimitSeconds: engines.length * 900 + 60, name: 'bench:report' });
