import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsFolder } from './paths';

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Where the data lives, for logs: a folder, `memory`, or the URL without its password. */
  location: string;
  migrate(): Promise<void>;
  /** Round-trips `select 1`; resolves to the latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one uncompressed tar (a starting image for `openDatabase`). */
  dumpImage?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite's data folder, or `memory://` for a throw-away in-memory database. */
  dataDir?: string;
  /** Largest number of pooled PostgreSQL connections. */
  poolSize?: number;
  /** PGlite in memory only: start from this image (`dumpImage` of a migrated database) instead of an empty cluster. */
  image?: Blob;
}

/** Opens the embedded PGlite database or a PostgreSQL pool behind one Drizzle interface. */
export async function openDatabase({ url, dataDir = 'memory://', poolSize = 10, image }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (url) return openPostgres(url, poolSize);
  return openPglite(dataDir, image);
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(path.dirname(dataDir), { recursive: true });
  // pg_trgm backs the trigram indexes of the admin lists' search (migration 0006).
  const client = new PGlite({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm }, ...(inMemory && image ? { loadDataDir: image } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    location: inMemory ? 'memory' : dataDir,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // The server's default plan_cache_mode (auto) stays: a forced generic plan also applies to unnamed
  // statements, and the lists' best plan depends on their parameters (a date range that matches every
  // row is estimated at 0.5 % without its values). Named statements (an attempt's state by id) switch
  // to their generic plan by themselves after five executions on a connection.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    location: redactUrl(url),
    migrate: () => withMigrationLock(pool, () => migratePg(db, { migrationsFolder })),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** The key of the advisory lock every instance takes before it migrates (fixed, so every version agrees). */
export const MIGRATION_LOCK_KEY = 0x1e7a_0001;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock on a connection of its own: instances
 * that start together migrate one after the other, and the later ones find nothing left to do.
 */
async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Hides the password of a connection string so it can be logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
