import type { Database } from '@lexam/db';
import { createCoalescer, type Coalescer } from '../common/coalesce';
import { invalidationBus } from '../common/invalidation-bus';
import { loadPrincipals, type Principal } from './principal';

/** How long a loaded principal is reused. Changes made through this process, or through another instance on the invalidation bus (REDIS_URL), apply at once (see `invalidatePrincipals`); the TTL bounds how long a change made outside them (a script on the same PostgreSQL) takes. */
export const PRINCIPAL_TTL_MS = 5_000;
/** The most principals kept per database; the oldest entry leaves first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  principal: Principal | undefined;
  expiresAt: number;
  generation: number;
}

const caches = new WeakMap<Database, Map<number, Entry>>();
const loaders = new WeakMap<Database, Coalescer<number, Principal | undefined>>();

/**
 * Loads principals in batches: the misses of a burst of requests (say 500 learners submitting at
 * once) become a few queries for many users instead of two per user. A load for a user already
 * being loaded waits for the next batch, so it never gets an answer read before it asked.
 */
function loaderFor(db: Database): Coalescer<number, Principal | undefined> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = createCoalescer<number, Principal | undefined>({
      maxInFlight: 2,
      maxBatch: 200,
      // While a batch runs, the next gathers a few more first: without it a burst's first arrivals
      // take the slots one by one (500 submits made some 60 batches, most of one user).
      minBatch: 25,
      gatherMs: 5,
      keyOf: String,
      runBatch: async (userIds) => {
        const principals = await loadPrincipals({ db, userIds });
        return userIds.map((userId) => ({ ok: true, value: principals.get(userId) }));
      },
    });
    loaders.set(db, loader);
  }
  return loader;
}
/** Bumped by every change to users, roles or permissions: entries of an older generation are stale. */
let generation = 0;

/**
 * Forgets every cached principal. Called by core after any write that can change who a user is or
 * what it may do (user active flag, kind, roles; a role's permissions; a permission's name; deletes).
 */
export function invalidatePrincipals(): void {
  invalidationBus.invalidate('principals');
}
invalidationBus.on('principals', () => { generation += 1; });

/**
 * `loadPrincipal` behind a small per-user cache, for the guard that runs on every request. A load
 * that overlaps an invalidation is not kept, so a revoked right is never cached past the change.
 */
export async function loadPrincipalCached({ db, userId, now = Date.now() }: { db: Database; userId: number; now?: number }): Promise<Principal | undefined> {
  // Not an id a users row can have (a token is signed with one; this guards the batch, whose one bad id would fail all).
  if (!Number.isInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(userId);
  if (hit && hit.generation === generation && hit.expiresAt > now) return hit.principal;
  const startedAt = generation;
  const principal = await loaderFor(db).run(userId);
  if (startedAt === generation) {
    cache.delete(userId);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(userId, { principal, expiresAt: now + PRINCIPAL_TTL_MS, generation });
  }
  return principal;
}
