// Results on disk: bench/results/<YYYY-MM-DD>.json (load runs) and web-<YYYY-MM-DD>.json (Lighthouse
// summaries), each holding that day's newest runs. Only the newest files are kept, so the folder
// stays small enough to commit.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server';

export const resultsDir = path.join(repoRoot, 'bench/results');
const RUNS_PER_FILE = 10;
const FILES_PER_KIND = 10;

export type RunKind = 'api' | 'web';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** The local calendar date, YYYY-MM-DD. */
export function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const filePattern = (kind: RunKind) => (kind === 'api' ? /^\d{4}-\d{2}-\d{2}\.json$/ : /^web-\d{4}-\d{2}-\d{2}\.json$/);

function readRuns<T>(file: string): T[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { runs?: T[] };
    return Array.isArray(parsed.runs) ? parsed.runs : [];
  } catch {
    return [];
  }
}

/** Adds a run to today's file of its kind and prunes old files; returns the file written. */
export function saveRun(kind: RunKind, run: object): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${kind === 'api' ? '' : 'web-'}${localDate()}.json`);
  const runs = [...readRuns<object>(file), run].slice(-RUNS_PER_FILE);
  writeFileSync(file, `${JSON.stringify({ kind, runs }, null, 2)}\n`);
  const files = readdirSync(resultsDir).filter((name) => filePattern(kind).test(name)).sort();
  for (const old of files.slice(0, Math.max(0, files.length - FILES_PER_KIND))) rmSync(path.join(resultsDir, old));
  return file;
}

/** The stored runs of one kind, oldest first. */
export function loadRuns<T>(kind: RunKind): T[] {
  if (!existsSync(resultsDir)) return [];
  const files = readdirSync(resultsDir).filter((name) => filePattern(kind).test(name)).sort();
  return files.flatMap((name) => readRuns<T>(path.join(resultsDir, name)));
}
