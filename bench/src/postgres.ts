// `--db postgres`: the run gets its own database, `lexam_bench`, on the local PostgreSQL, dropped and
// created again each time, migrated and given the same demo content as a new embedded database
// (the server seeds only PGlite by itself), so both engines answer the same data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'lexam_bench';

/** Drops and recreates `lexam_bench`, migrates and seeds it; returns its connection string. */
export async function prepareBenchDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`--db postgres: cannot connect to ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  try {
    // WITH (FORCE) ends the sessions a previous, interrupted run may have left behind.
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await client.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  console.info(`PostgreSQL: recreated ${BENCH_DATABASE}; migrating and seeding the demo content…`);
  await runSeed(url.toString());
  return url.toString();
}

/** `npm run db:seed` against the given database: it migrates, then writes the demo content. */
function runSeed(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/cli/seed.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4_000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${BENCH_DATABASE} failed (exit ${code}):\n${output}`))));
  });
}
