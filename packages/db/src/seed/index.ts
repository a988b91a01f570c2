import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, courseIndexes } from '../schema/index';
import { demoCourseIndexes } from './course-indexes';
import { seedIdentity } from './identity';
import { seedMenus } from './menus';

/** Bumped whenever the demo content changes, so a database knows which seed it holds. */
export const DEMO_SEED_VERSION = 1;
const SEED_KEY = 'demo_seed';

/** Whether the demo seed has already run on this database. */
export async function hasDemoSeed(db: Database): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  return rows.length > 0;
}

/** Writes the demo content. Safe to run twice: rows are matched by their stable codes. */
export async function seedDemo(db: Database): Promise<{ courseIndexes: number; permissions: number; roles: number; users: number; menuItems: number }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(courseIndexes)
      .values(demoCourseIndexes.map((course, order) => ({ ...course, sortOrder: order + 1 })))
      // A demo course seeded before it had translations gets them; one an admin translated keeps its own.
      .onConflictDoUpdate({ target: courseIndexes.code, set: { translations: sql`excluded.translations` }, setWhere: sql`${courseIndexes.translations} = '{}'::jsonb` });
    const identity = await seedIdentity(tx);
    const menuItems = await seedMenus(tx);
    const value = { version: DEMO_SEED_VERSION, at: new Date().toISOString() };
    await tx.insert(appMeta).values({ key: SEED_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    return { courseIndexes: demoCourseIndexes.length, ...identity, menuItems };
  });
}
