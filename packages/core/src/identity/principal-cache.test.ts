import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import { PRINCIPAL_TTL_MS, invalidatePrincipals, loadPrincipalCached } from './principal-cache';

let handle: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(tables.users).values({ kind: 'admin', username: 'cached' }).returning({ id: tables.users.id });
  userId = user!.id;
}, 60_000);
afterAll(async () => { await handle?.close(); });

describe('loadPrincipalCached', () => {
  it('reuses a principal until its TTL ends or until invalidated', async () => {
    const db = handle.db;
    const now = 1_000_000;
    expect(await loadPrincipalCached({ db, userId, now })).toMatchObject({ id: userId, kind: 'admin' });
    await db.update(tables.users).set({ isActive: false }).where(eq(tables.users.id, userId));
    expect(await loadPrincipalCached({ db, userId, now: now + 1 })).toMatchObject({ id: userId });
    expect(await loadPrincipalCached({ db, userId, now: now + PRINCIPAL_TTL_MS + 1 })).toBeUndefined();
    await db.update(tables.users).set({ isActive: true }).where(eq(tables.users.id, userId));
    expect(await loadPrincipalCached({ db, userId, now: now + PRINCIPAL_TTL_MS + 2 })).toBeUndefined();
    invalidatePrincipals();
    expect(await loadPrincipalCached({ db, userId, now: now + PRINCIPAL_TTL_MS + 3 })).toMatchObject({ id: userId });
  });
});
