// One engine's data for a run: a fresh data folder (and, for PostgreSQL, a fresh `lexam_bench`),
// the demo seed, then the bench rows (bulk.ts) written before the server starts, and a JWT secret
// the bench gives the server so that it can mint the learners' and the admin's tokens itself
// (no sign-in through the rate-limited login route, no password hashing per learner).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TokenService } from '@lexam/core';
import { openDatabase } from '@lexam/db';
import { recreateBenchDatabase, runSeed } from '../postgres';
import { repoRoot } from '../server';
import { GROUPS, insertBenchData, type BulkData, type Group } from './bulk';

export type EngineName = 'pglite' | 'postgres';

export interface Learner {
  userId: number;
  token: string;
  /** The started attempt; absent for the exam-start spike's learners. */
  attemptId?: number;
}

export interface PreparedData {
  engine: EngineName;
  /** The data folder, absolute, under .data/bench/. */
  dataDir: string;
  databaseUrl?: string;
  /** The server's JWT_SECRET. */
  secret: string;
  bulk: BulkData;
  adminToken: string;
  learners: Record<Group, Learner[]>;
  /** Seconds the seed and the bulk rows took. */
  setupSeconds: number;
}

/** Seeds a fresh database of the engine and fills it with the bench's rows; the server is not running. `seedEnv`: more settings for the seed (a bucket's `S3_*`). */
export async function prepareData(engine: EngineName, { seedEnv }: { seedEnv?: Record<string, string> } = {}): Promise<PreparedData> {
  const started = performance.now();
  const dataDir = path.join(repoRoot, '.data/bench', `api-${engine}`);
  await rm(dataDir, { recursive: true, force: true });
  const databaseUrl = engine === 'postgres' ? await recreateBenchDatabase() : undefined;
  console.info(`${engine}: seeding the demo content…`);
  await runSeed({ dataDir, databaseUrl, env: seedEnv });
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  let bulk: BulkData;
  try {
    bulk = await insertBenchData(handle.db);
  } finally {
    await handle.close();
  }
  console.info(`${engine}: ${bulk.questions.length} questions in test ${bulk.testId}; bulk rows written in ${bulk.seconds.toFixed(1)} s.`);

  const secret = randomBytes(48).toString('base64url');
  const tokens = new TokenService({ secret, learnerTtlSeconds: 4 * 3600, adminTtlSeconds: 4 * 3600, refreshTtlSeconds: 86_400 });
  const learners = {} as Record<Group, Learner[]>;
  for (const group of Object.keys(GROUPS) as Group[]) {
    learners[group] = await Promise.all(bulk.learners[group].map(async (userId, index) => ({
      userId,
      token: await tokens.signAccessToken({ userId, kind: 'site', roles: [] }),
      ...(bulk.attempts[group][index] === undefined ? {} : { attemptId: bulk.attempts[group][index] }),
    })));
  }
  const adminToken = await tokens.signAccessToken({ userId: bulk.adminId, kind: 'admin', roles: ['admin'] });
  return { engine, dataDir, databaseUrl, secret, bulk, adminToken, learners, setupSeconds: (performance.now() - started) / 1000 };
}
