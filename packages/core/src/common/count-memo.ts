import type { Database } from '@lexam/db';
import { invalidationBus } from './invalidation-bus';

/**
 * How long an admin list's total is reused. Every write made through this process forgets the
 * totals at once (`invalidateListCounts`); the TTL bounds how long a write made elsewhere (a second
 * server on the same PostgreSQL, a script) takes to show in the x-pagination total.
 */
export const COUNT_TTL_MS = 10_000;
/** The most totals kept per database; the oldest entry leaves first. */
const MAX_ENTRIES = 200;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  generation: number;
}

const memos = new WeakMap<Database, Map<string, Entry>>();
/** Bumped by every write that can change a list's rows: entries of an older generation are stale. */
let generation = 0;

/**
 * Forgets every memoized total. Core calls it after the user writes it makes; the API calls it
 * after every request that can write (any method but GET, HEAD and OPTIONS: submits, deletes,
 * test edits…), before the answer leaves, so a client that reads after its write sees the change.
 */
export function invalidateListCounts(): void {
  invalidationBus.invalidate('list-counts');
}
invalidationBus.on('list-counts', () => { generation += 1; });

/**
 * A list's total (`count(*)` of the rows its filters match) behind a short memo keyed by those
 * filters: paging, re-sorting and the same search again reuse it; concurrent identical counts share
 * one query. A count that overlaps an invalidation is answered but not kept, so a total is never
 * reused from before a write that finished after the count began.
 */
export function memoCount({ db, key, count, now }: { db: Database; key: string; count: () => Promise<number>; now?: number }): Promise<number> {
  return memoListValue({ db, key: `count:${key}`, load: count, now });
}

/**
 * `memoCount` for any value a list derives from its filters alone (a search's matching learner
 * ids, say), with the same lifetime: the TTL, and forgotten by every write.
 */
export async function memoListValue<T>({ db, key, load, now = Date.now() }: { db: Database; key: string; load: () => Promise<T>; now?: number }): Promise<T> {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const hit = memo.get(key);
  if (hit && hit.generation === generation && hit.expiresAt > now) return hit.value as Promise<T>;
  const startedAt = generation;
  const value = load();
  memo.delete(key);
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  const entry: Entry = { value, expiresAt: now + COUNT_TTL_MS, generation: startedAt };
  memo.set(key, entry);
  try {
    const counted = await value;
    if (startedAt !== generation && memo.get(key) === entry) memo.delete(key);
    return counted;
  } catch (error) {
    if (memo.get(key) === entry) memo.delete(key);
    throw error;
  }
}
