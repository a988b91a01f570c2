import path from 'node:path';
import { resolveDataDir } from './paths';

/** Where the database of this process lives, from the environment. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): { url?: string; dataDir: string; poolSize?: number } {
  const url = env.DATABASE_URL?.trim() || undefined;
  // DATABASE_POOL_SIZE: PostgreSQL connections of this process (a whole number from 1); the default otherwise.
  const poolSize = Number(env.DATABASE_POOL_SIZE);
  return { url, dataDir: path.join(resolveDataDir(env), 'pglite'), ...(Number.isInteger(poolSize) && poolSize > 0 ? { poolSize } : {}) };
}
