import { randomBytes } from 'node:crypto';
import { seedDemo, type DatabaseHandle } from '@lexam/db';
import type { BuildAppOptions } from '../src/app';
import { createTestDatabase } from '@lexam/db/testing';
import { buildApp } from '../src/app';
import type { App } from '../src/types';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The API on a fresh migrated database (PGlite in memory, or PostgreSQL when DATABASE_URL is set). */
export async function buildTestApp({ seed = false, ...options }: { seed?: boolean } & Partial<Omit<BuildAppOptions, 'database'>> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  if (seed) await seedDemo(database.db);
  const app = await buildApp({
    database,
    tokens: { secret: randomBytes(32).toString('hex'), learnerTtlSeconds: 3600, adminTtlSeconds: 3600, refreshTtlSeconds: 86_400 },
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
