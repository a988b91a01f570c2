// `npm run bench:reliability`: the three reliability runs of issue #6 against the real server
// process: kill -9 during autosave, ten duplicate submits per attempt, and the OpenAPI fuzz.
// Prints one line per run and exits 1 when any run misses its bar (an acknowledged answer lost,
// a second result, a 5xx, a call that changed data).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { databaseFlag, parseFlags } from './args';
import { runMain } from './lifecycle';
import { POSTGRES_ADMIN_URL } from './postgres';
import { RELIABILITY_RUNS, runReliability, type ReliabilityRun } from './reliability/index';
import { repoRoot } from './server';

const ADMIN_URL = POSTGRES_ADMIN_URL;

const usage = `Usage: npm run bench:reliability -- [--size full|small] [--db postgres] [--only kill,duplicates,fuzz] [--no-fail]

  --size       full (default): 200 learners, 200 attempts, every fuzz case; small: what npm test runs
  --db         postgres: each run gets a new database on ${ADMIN_URL} (dropped afterwards); default PGlite
  --only       a comma-separated subset of ${RELIABILITY_RUNS.join(', ')}
  --no-fail    exit 0 even when a run misses its bar`;

const { values } = parseFlags(
  {
    size: { type: 'string', default: 'full' },
    db: { type: 'string' },
    only: { type: 'string' },
    'no-fail': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  usage,
);

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const size = values.size === 'small' || values.size === 'full' ? values.size : fail(`--size is full or small, not "${values.size}"`);
const engine = databaseFlag(values.db, { hasUrl: false });
const runs = values.only === undefined ? RELIABILITY_RUNS : values.only.split(',').map((name) => name.trim());
for (const run of runs) if (!RELIABILITY_RUNS.includes(run as ReliabilityRun)) fail(`--only knows ${RELIABILITY_RUNS.join(', ')}, not "${run}"`);

runMain(
  async () => {
    console.info(`Reliability runs (${size}, ${engine ?? 'pglite'}): ${runs.join(', ')}`);
    const results = await runReliability({ size, adminUrl: engine === 'postgres' ? ADMIN_URL : undefined, runs: runs as ReliabilityRun[], log: (line) => console.info(line) });
    // One file per day and engine; a run replaces its own entry and keeps the others' (`--only` runs one at a time).
    const file = path.join(repoRoot, 'bench/results', `reliability-${new Date().toISOString().slice(0, 10)}-${results.engine}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    const kept: Record<string, unknown> = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
    const stamp = { date: new Date().toISOString(), size: results.size, engine: results.engine };
    if (results.killRestart) kept.killRestart = { ...stamp, ...results.killRestart };
    if (results.duplicateSubmits) kept.duplicateSubmits = { ...stamp, ...results.duplicateSubmits };
    if (results.fuzz) kept.fuzz = { ...stamp, ...results.fuzz, findings: results.fuzz.findings.slice(0, 200) };
    await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`);
    console.info(`\n${results.summaries.join('\n')}\nWritten to ${path.relative(repoRoot, file)}.`);
    return results.isOk || values['no-fail'] ? 0 : 1;
  },
  { timeLimitSeconds: 3_600, name: 'bench:reliability' },
);
