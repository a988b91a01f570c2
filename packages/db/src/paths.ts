import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, found from this file's place in packages/db/src. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the generated SQL migrations live. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The folder for local state (embedded database, generated secrets, uploads): `.data/` unless DATA_DIR says otherwise. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot, env.DATA_DIR ?? '.data');
}
