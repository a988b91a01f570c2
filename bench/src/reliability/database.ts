// The database side of the reliability runs: a fresh database for a spawned server (PGlite in its
// own data folder, or a new PostgreSQL database), the demo content, learners created directly (no
// sign-in through the rate-limited login), tokens minted with the server's secret, and a fingerprint
// of every table to tell whether a call changed data.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { seedDemoTests, TokenService } from '@lexam/core';
import { eq, inArray, openDatabase, seedDemo, sql, tables, type Database, type DatabaseHandle } from '@lexam/db';

/** Where a spawned server keeps its data: a PGlite folder under `dataDir`, or a PostgreSQL database. */
export interface ServerDatabase {
  dataDir: string;
  /** Set when the server runs on PostgreSQL. */
  databaseUrl?: string;
  /** Opens the database (PGlite: only while the server is stopped, one process at a time). */
  open(): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database (the caller deletes the folder). */
  drop(): Promise<void>;
}

/**
 * A new database for a server the run starts. With `adminUrl` (a PostgreSQL connection string) a
 * database `lexam_rel_<random>` is created on that server; otherwise PGlite in `<dataDir>/pglite`,
 * where the server itself looks for it.
 */
export async function createServerDatabase({ dataDir, adminUrl }: { dataDir: string; adminUrl?: string }): Promise<ServerDatabase> {
  if (!adminUrl) {
    return { dataDir, open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }), drop: async () => {} };
  }
  const name = `lexam_rel_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase({ url: databaseUrl, poolSize: 4 }),
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and writes the demo content (accounts, catalogue, the demo tests and their media), as a new server's first start does. */
export async function seedDemoDatabase(db: Database, uploadsDir: string): Promise<void> {
  await seedDemo(db);
  await seedDemoTests({ db, uploadsDir });
}

/** Creates `count` learner accounts (verified, no password) and answers their ids. */
export async function createLearners(db: Database, { count, prefix }: { count: number; prefix: string }): Promise<number[]> {
  const values = Array.from({ length: count }, (_, index) => ({ kind: 'site' as const, email: `${prefix}-${index}@rel.example.com`, fullName: `${prefix} ${index}`, emailVerifiedAt: new Date() }));
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db.insert(tables.users).values(values.slice(start, start + 500)).returning({ id: tables.users.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** The id of a demo account by its username (admin/editor/teacher). */
export async function adminIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.username, username)).limit(1);
  if (!row) throw new Error(`no account ${username} in the database`);
  return row.id;
}

/** Mints access tokens the way the server signs them; the server must be given the same secret (JWT_SECRET). */
export function tokenMinter(secret: string) {
  const service = new TokenService({ secret, learnerTtlSeconds: 4 * 3600, adminTtlSeconds: 4 * 3600, refreshTtlSeconds: 86_400 });
  return {
    learner: (userId: number) => service.signAccessToken({ userId, kind: 'site', roles: ['learner'] }),
    admin: (userId: number) => service.signAccessToken({ userId, kind: 'admin', roles: [] }),
  };
}

/** Row count and a hash of all rows, per table of the public schema. */
export type Fingerprint = Map<string, { rows: number; hash: string }>;

/** Every table's row count and md5 of its rows (as text, in a stable order), in one query. */
export async function fingerprintDatabase(db: Database, { exclude = new Set<string>() }: { exclude?: ReadonlySet<string> } = {}): Promise<Fingerprint> {
  const listed = await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = ((listed as { rows: Array<{ name: string }> }).rows).map((row) => row.name).filter((name) => !exclude.has(name));
  const parts = names.map((name) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    return `select '${name.replace(/'/g, "''")}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${quoted} t`;
  });
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return new Map((result as { rows: Array<{ name: string; rows: number; hash: string }> }).rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

/** The tables whose count or hash differ between two fingerprints, each with its counts. */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const name of names) {
    const a = before.get(name);
    const b = after.get(name);
    if (a?.hash !== b?.hash || a?.rows !== b?.rows) changed.push(`${name} (${a?.rows ?? 0} → ${b?.rows ?? 0} rows)`);
  }
  return changed;
}

/** Per attempt id: how many attempt rows the database holds for it, and how many of them carry a submission and a result. */
export async function submissionCounts(db: Database, attemptIds: readonly number[]): Promise<Map<number, { rows: number; submitted: number }>> {
  const counts = new Map(attemptIds.map((id) => [id, { rows: 0, submitted: 0 }]));
  const { examAttempts } = tables;
  for (let start = 0; start < attemptIds.length; start += 500) {
    const rows = await db
      .select({ id: examAttempts.id, submittedAt: examAttempts.submittedAt, result: examAttempts.result })
      .from(examAttempts)
      .where(inArray(examAttempts.id, attemptIds.slice(start, start + 500)));
    for (const row of rows) {
      const entry = counts.get(row.id)!;
      entry.rows += 1;
      if (row.submittedAt && row.result) entry.submitted += 1;
    }
  }
  return counts;
}
