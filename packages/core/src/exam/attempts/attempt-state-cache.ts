// The stored state of attempts (the row, its test's kind, the latest answer per question, the
// highest clientSeq), kept in memory for a database only this process can write: the embedded
// PGlite database, which one process opens at a time. There the exam screen's reloads and resumes
// cost no query; every write to an attempt forgets it, so the next read loads it again.
//
// Who forgets what (all after the write has committed, before its answer leaves):
// - saves and submits forget the attempts they wrote (save-answers-batch.ts, save-answer.ts,
//   submit-alone.ts, submit-batch.ts);
// - every other write that can reach attempts (deleting a learner, a test, a section or a
//   question cascades to attempts and their answers) forgets them all: the API does after every
//   write request but saves, submits, starts and sign-ins, and core after its authoring and user
//   writes (`forgetAllAttemptStates`).
// A read that overlaps a write is answered but not kept (the generations below), so a state read
// before a write committed is never served after it.
import type { Database } from '@lexam/db';
import type { SavedAnswer } from './current-answers';
import type { AttemptRow } from './load-attempt';

/** What a read of an attempt's state keeps: everything but the clock. */
export interface StoredAttemptState {
  attempt: AttemptRow;
  kind: string;
  answers: SavedAnswer[];
  /** -1 when nothing was saved. */
  lastClientSeq: number;
}

/** The most attempts kept per database (a school's exam day); the oldest entry leaves first. */
export const MAX_CACHED_ATTEMPTS = 10_000;

interface Cache {
  entries: Map<number, { state: StoredAttemptState; generation: number; version: number }>;
  /** Bumped per attempt by `forgetAttemptStates`; an attempt absent here is at 0. */
  versions: Map<number, number>;
}

const caches = new WeakMap<Database, Cache>();
/** Bumped by `forgetAllAttemptStates` (and when a cache's versions are cleared): older entries are stale. */
let generation = 0;

/**
 * Keeps attempt states of `db` in memory from now on. Only for a database no other process writes
 * (the API server turns it on for the embedded PGlite database); elsewhere every read queries.
 */
export function cacheAttemptStates(db: Database): void {
  if (!caches.has(db)) caches.set(db, { entries: new Map(), versions: new Map() });
}

/** Whether attempt states of `db` are kept (for tests and diagnostics). */
export function isCachingAttemptStates(db: Database): boolean {
  return caches.has(db);
}

/** Forgets these attempts' states: call it once a write to them (a save, a submit) has committed. */
export function forgetAttemptStates(db: Database, attemptIds: Iterable<number>): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const id of attemptIds) {
    cache.entries.delete(id);
    cache.versions.set(id, (cache.versions.get(id) ?? 0) + 1);
  }
  // The versions only need to outlive the reads in flight: past a bound they restart at 0 under a
  // new generation, which fails those reads' checks just the same.
  if (cache.versions.size > MAX_CACHED_ATTEMPTS * 2) {
    cache.entries.clear();
    cache.versions.clear();
    generation += 1;
  }
}

/** Forgets every attempt state (of every database): after a write that may reach any attempt. */
export function forgetAllAttemptStates(): void {
  generation += 1;
}

/**
 * An attempt's stored state, from memory when `db` keeps them and it is there, otherwise from
 * `load` (kept unless a write to it began meanwhile). Undefined when `load` finds none (not kept).
 */
export async function cachedAttemptState(db: Database, attemptId: number, load: () => Promise<StoredAttemptState | undefined>): Promise<StoredAttemptState | undefined> {
  const cache = caches.get(db);
  if (!cache) return load();
  const version = cache.versions.get(attemptId) ?? 0;
  const hit = cache.entries.get(attemptId);
  if (hit && hit.generation === generation && hit.version === version) return hit.state;
  const startedAt = generation;
  const state = await load();
  if (state && generation === startedAt && (cache.versions.get(attemptId) ?? 0) === version) {
    cache.entries.delete(attemptId);
    if (cache.entries.size >= MAX_CACHED_ATTEMPTS) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(attemptId, { state, generation: startedAt, version });
  }
  return state;
}

/** Runs a write to these attempts, then forgets their states (whether it committed or not). */
export async function writingAttempts<T>(db: Database, attemptIds: readonly number[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetAttemptStates(db, attemptIds);
  }
}
