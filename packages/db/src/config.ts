import path from 'node:path';
import { resolveDataDir } from './paths';

/** Where the database of this process lives, from the environment. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): { url?: string; dataDir: string } {
  const url = env.DATABASE_URL?.trim() || undefined;
  return { url, dataDir: path.join(resolveDataDir(env), 'pglite') };
}
