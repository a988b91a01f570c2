// What "changed data" means for the fuzz: every table's row count and row hash, and every file of
// the uploads folder with its size and modification time.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@lexam/db';
import { fingerprintDatabase } from '../database';

/** name → a value that changes when the data behind it does. */
export type Snapshot = Map<string, string>;

/**
 * Tables a refused call may change legitimately; each with its reason. Nothing else is excluded.
 */
export const TABLES_CHANGED_BY_REFUSED_CALLS: Record<string, string> = {};

async function listFiles(root: string, dir = root): Promise<Array<[string, string]>> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: Array<[string, string]> = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, full)));
    else {
      const info = await stat(full);
      files.push([`file ${path.relative(root, full)}`, `${info.size}:${info.mtimeMs}`]);
    }
  }
  return files;
}

/** The database's tables (minus the excluded ones) and the uploads folder's files; either may be left out. */
export async function takeSnapshot({ db, uploadsDir }: { db?: Database; uploadsDir?: string }): Promise<Snapshot> {
  const tables = db ? await fingerprintDatabase(db, { exclude: new Set(Object.keys(TABLES_CHANGED_BY_REFUSED_CALLS)) }) : new Map<string, { rows: number; hash: string }>();
  const snapshot: Snapshot = new Map([...tables].map(([name, { rows, hash }]) => [`table ${name}`, `${rows} rows ${hash}`]));
  if (uploadsDir) for (const [name, value] of await listFiles(uploadsDir)) snapshot.set(name, value);
  return snapshot;
}

/** What differs between two snapshots, one line per table or file. */
export function snapshotChanges(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).map((name) => `${name}: ${before.get(name)?.split(' ')[0] ?? 'absent'} → ${after.get(name)?.split(' ')[0] ?? 'absent'}`);
}
