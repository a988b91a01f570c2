import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase } from '@lexam/db';

// Several instances starting together on one PostgreSQL: the migrations run once, one instance at a
// time. PostgreSQL only (the API suites' second pass sets DATABASE_URL); PGlite is one process.
const url = process.env.DATABASE_URL?.trim();

describe.skipIf(!url)('migrations under the advisory lock (PostgreSQL)', () => {
  const name = `lexam_lock_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: url });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('makes instances that start together wait for the lock, then migrate once', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: target.toString() });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const [first, second] = await Promise.all([openDatabase({ url: target.toString(), poolSize: 2 }), openDatabase({ url: target.toString(), poolSize: 2 })]);
    let done = 0;
    const runs = [first.migrate(), second.migrate()].map((run) => run.then(() => { done++; }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(done).toBe(0);
    const waiting = await holder.query<{ count: string }>("select count(*) from pg_locks where locktype = 'advisory' and not granted");
    expect(Number(waiting.rows[0]!.count)).toBe(2);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await Promise.all(runs);
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    const applied = await holder.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied.rows[0]!.count)).toBe(files.length);
    await holder.end();
    await Promise.all([first.close(), second.close()]);
  }, 120_000);
});
