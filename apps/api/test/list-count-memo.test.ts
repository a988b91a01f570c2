import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

// The admin lists memoize their totals for a few seconds; a write made through the API must still
// show in the very next list's x-pagination.
describe('the admin lists’ memoized totals', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  const total = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/User/getAllUser?${query}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.headers['x-pagination'] as string).totalCount as number;
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } });
    admin = { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  it('reuses a total while nothing is written through the API, and counts again after a create and a delete', async () => {
    const before = await total('searchByName=memo-probe');
    expect(before).toBe(0);
    // Written straight to the database, so nothing tells the memo: the same search answers the old total.
    const [hidden] = await ctx.database.db.insert(tables.users).values({ kind: 'site', email: 'memo-probe-1@example.com', fullName: 'Memo Probe' }).returning({ id: tables.users.id });
    expect(await total('searchByName=memo-probe')).toBe(0);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/User', headers: admin, payload: { kind: 'site', email: 'memo-probe-2@example.com', fullName: 'Memo Probe Two', password: 'Probe-2026', roleIds: [] } });
    expect(created.statusCode).toBe(201);
    expect(await total('searchByName=memo-probe')).toBe(2);
    expect(await total('searchByName=memo-probe&pageIndex=2&pageSize=1&sort=-fullName')).toBe(2);
    await ctx.database.db.delete(tables.users).where(eq(tables.users.id, hidden!.id));
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/Auth/deleteUserSite/${created.json<{ id: number }>().id}`, headers: admin });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await total('searchByName=memo-probe')).toBe(0);
  });

  it('keeps a search’s sorted matches only until a write: a new, renamed or deleted user shows on the next page read', async () => {
    const names = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/User/getAllUser?searchByName=sorted-probe&${query}`, headers: admin });
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ fullName: string }>>().map((user) => user.fullName);
    };
    const create = async (fullName: string, email: string) => {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/User', headers: admin, payload: { kind: 'site', email, fullName, password: 'Probe-2026', roleIds: [] } });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: number }>().id;
    };
    await create('Bea Sorted', 'sorted-probe-b@example.com');
    const carl = await create('Carl Sorted', 'sorted-probe-c@example.com');
    expect(await names('sort=fullName')).toEqual(['Bea Sorted', 'Carl Sorted']);
    expect(await names('sort=-fullName&pageSize=1&pageIndex=2')).toEqual(['Bea Sorted']);
    const ada = await create('Ada Sorted', 'sorted-probe-a@example.com');
    expect(await names('sort=fullName')).toEqual(['Ada Sorted', 'Bea Sorted', 'Carl Sorted']);
    const renamed = await ctx.app.inject({ method: 'PUT', url: `/api/admin/User/${carl}`, headers: admin, payload: { fullName: 'Aaron Sorted' } });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    expect(await names('sort=fullName&pageSize=2')).toEqual(['Aaron Sorted', 'Ada Sorted']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/Auth/deleteUserSite/${ada}`, headers: admin })).statusCode).toBeLessThan(300);
    expect(await names('sort=fullName')).toEqual(['Aaron Sorted', 'Bea Sorted']);
  });
});
