// Command-line flags shared by both runners (node:util parseArgs, strict: an unknown flag is an error).
import { parseArgs, type ParseArgsConfig } from 'node:util';

export const commonOptions = {
  url: { type: 'string' },
  db: { type: 'string' },
  'no-fail': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsConfig['options'];

/** Parses argv; prints the usage and exits 2 on a bad flag, 0 on --help. */
export function parseFlags<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  try {
    const parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
    if ((parsed.values as { help?: boolean }).help) {
      console.info(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

/** A positive number from a flag's text, or undefined when the flag is absent. */
export function positiveNumber(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${flag} needs a positive number, not "${value}"`);
    process.exit(2);
  }
  return number;
}

/** `--db`: only `postgres` (the local PostgreSQL) is known; without it the embedded PGlite is used. */
export function databaseFlag(value: string | undefined, { hasUrl }: { hasUrl: boolean }): 'postgres' | undefined {
  if (value === undefined) return undefined;
  if (value !== 'postgres') {
    console.error(`--db knows only "postgres" (without it the bench uses a fresh embedded PGlite database), not "${value}"`);
    process.exit(2);
  }
  if (hasUrl) {
    console.error('--db postgres prepares the database of a server the bench starts; it cannot be combined with --url');
    process.exit(2);
  }
  return 'postgres';
}

/** `--db` of `npm run bench`: `pglite`, `postgres`, or both (the default), in that order. */
export function enginesFlag(value: string | undefined, { hasUrl }: { hasUrl: boolean }): Array<'pglite' | 'postgres'> {
  if (value === undefined || value === 'both') return ['pglite', 'postgres'];
  if (value !== 'pglite' && value !== 'postgres') {
    console.error(`--db is pglite, postgres or both (the default), not "${value}"`);
    process.exit(2);
  }
  if (hasUrl) {
    console.error('--db picks the database of a server the bench starts; it cannot be combined with --url');
    process.exit(2);
  }
  return [value];
}
