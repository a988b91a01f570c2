import type { LearnerTest } from '@lexam/contracts';
import type { Database } from '@lexam/db';
import { invalidationBus } from '../../common/invalidation-bus';
import { toLearnerTest } from './learner-test';
import { loadTestTree, type TestTree } from './test-tree';

/** The most tests kept per database; the oldest entry leaves first. */
const MAX_TESTS = 500;

interface Entry {
  /** The whole tree (every section, keys included), shared by concurrent first readers. */
  tree: Promise<TestTree>;
  generation: number;
  /** Learner views by the attempt's section ids, built once each. */
  views: Map<string, LearnerTest>;
}

const caches = new WeakMap<Database, Map<number, Entry>>();
/** Bumped by every authoring change; entries of an older generation are stale. */
let generation = 0;

/**
 * Forgets all cached test content. Every authoring write of core (tests, lessons, sections, groups,
 * questions, reordering) calls it once the change is made, so the next reader loads the new
 * content. Authoring is rare next to taking tests, so it clears everything rather than tracking
 * which test a lesson rename or a moved question touches.
 */
export function invalidateTestContent(): void {
  invalidationBus.invalidate('test-content');
}
invalidationBus.on('test-content', () => { generation += 1; });

function entryFor(db: Database, testId: number, via: Database = db): Entry {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(testId);
  if (hit && hit.generation === generation) return hit;
  const entry: Entry = { tree: loadTestTree(via, { testId }), generation, views: new Map() };
  cache.delete(testId);
  if (cache.size >= MAX_TESTS) cache.delete(cache.keys().next().value!);
  cache.set(testId, entry);
  // A failed load (a missing test: 404) is not kept.
  entry.tree.catch(() => {
    if (cache.get(testId) === entry) cache.delete(testId);
  });
  return entry;
}

/**
 * A test's whole tree (answer keys included: never hand it out as is) from memory, loaded once per
 * authoring generation. A load that overlaps an authoring change is stored under the old
 * generation, so the next reader loads again. The rows are shared: callers must not change them.
 * Inside a transaction pass it as `via`: a miss then loads through it (PGlite has one connection, so
 * a query on `db` would wait for the transaction to end).
 */
export function cachedTestTree(db: Database, testId: number, { via }: { via?: Database } = {}): Promise<TestTree> {
  return entryFor(db, testId, via).tree;
}

/** The sections `sectionIds` (all when absent) of a cached tree, as `loadTestTree` would load them. */
export function pickSections(tree: TestTree, sectionIds?: number[]): TestTree {
  return sectionIds ? { ...tree, sections: tree.sections.filter((section) => sectionIds.includes(section.id)) } : tree;
}

/** The learner view (no key, transcript, explanation or evidence) of a test's sections, built once per authoring generation. */
export async function cachedLearnerTest(db: Database, { testId, sectionIds }: { testId: number; sectionIds?: number[] }): Promise<LearnerTest> {
  const entry = entryFor(db, testId);
  const key = sectionIds ? sectionIds.join(',') : '*';
  const cached = entry.views.get(key);
  if (cached) return cached;
  const view = toLearnerTest(pickSections(await entry.tree, sectionIds));
  if (entry.views.size < 64) entry.views.set(key, view);
  return view;
}
