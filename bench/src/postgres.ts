// The bench's own databases: `lexam_bench` on the local PostgreSQL (dropped and created again each
// run), and the demo seed (`apps/api/src/cli/seed.ts`: migrations, then the demo content) for either
// engine, so both answer the same data.
import pg from 'pg';
import { seed } from '../../scripts/cluster';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_URL = POSTGRES_ADMIN_URL;
/** `BENCH_DATABASE_NAME` lets two benches run side by side (each drops and recreates its own). */
function benchDatabaseName(given: string | undefined): string {
  if (given === undefined || given === '') return 'lexam_bench';
  // The run drops this database: a name that is not plain is refused, not replaced by the default.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(given)) throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case PostgreSQL name (letters, digits, _; at most 63), not ${JSON.stringify(given)}.`);
  return given;
}

/** Drops and recreates `lexam_bench` (empty); returns its connection string. */
export async function recreateBenchDatabase(): Promise<string> {
  const BENCH_DATABASE = benchDatabaseName(process.env.BENCH_DATABASE_NAME);
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL: cannot connect to ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)}); --db pglite runs without it`, { cause: error });
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
  console.info(`PostgreSQL: recreated ${BENCH_DATABASE}.`);
  return url.toString();
}

/** `--db postgres` of `npm run bench:web`: a fresh `lexam_bench`, migrated and seeded; its connection string. */
export async function prepareBenchDatabase(): Promise<string> {
  const url = await recreateBenchDatabase();
  await runSeed({ databaseUrl: url });
  return url;
}

/**
 * `npm run db:seed` against a data folder (PGlite) or a database URL: it migrates, then writes the
 * demo content. `env`: more settings for the seed (the bucket of several instances, `S3_*`).
 */
export function runSeed({ dataDir, databaseUrl, env }: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> }): Promise<void> {
  return seed({ ...(dataDir ? { DATA_DIR: dataDir } : {}), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
}
