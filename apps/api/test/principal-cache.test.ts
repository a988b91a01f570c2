import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '@lexam/contracts';
import { eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

// The guard caches each caller's roles and permissions for a few seconds; a change made through the
// API must still apply to the very next request.
describe('the guard’s principal cache', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let teacher: { authorization: string };
  let teacherRoleId: number;
  let teacherUserId: number;
  const teacherPermissions = SYSTEM_ROLES.find((role) => role.name === 'teacher')!.permissions;
  const readUsers = (headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url: '/api/admin/User/getAllUser', headers });

  async function signIn(username: string, password: string) {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } });
    return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
  }

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await signIn('admin', 'Admin@123');
    teacher = await signIn('teacher', 'Teacher@123');
    const db = ctx.database.db;
    teacherRoleId = (await db.select({ id: tables.roles.id }).from(tables.roles).where(eq(tables.roles.name, 'teacher')))[0]!.id;
    teacherUserId = (await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.username, 'teacher')))[0]!.id;
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  it('serves repeated requests from the cache: a change behind core’s back is not seen at once', async () => {
    expect((await readUsers(teacher)).statusCode).toBe(200);
    // Written straight to the database, so nothing tells the cache.
    await ctx.database.db.delete(tables.userRoles).where(eq(tables.userRoles.userId, teacherUserId));
    expect((await readUsers(teacher)).statusCode).toBe(200);
    await ctx.database.db.insert(tables.userRoles).values({ userId: teacherUserId, roleId: teacherRoleId });
  });

  it('applies a permission taken from a role at once', async () => {
    expect((await readUsers(teacher)).statusCode).toBe(200);
    const without = teacherPermissions.filter((name) => name !== 'user.read');
    const edited = await ctx.app.inject({ method: 'PUT', url: `/api/admin/Role/${teacherRoleId}`, headers: admin, payload: { permissions: without } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await readUsers(teacher)).statusCode).toBe(403);
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/Role/${teacherRoleId}`, headers: admin, payload: { permissions: teacherPermissions } });
    expect((await readUsers(teacher)).statusCode).toBe(200);
  });

  it('applies a role taken from a user, and a disabled account, at once', async () => {
    expect((await readUsers(teacher)).statusCode).toBe(200);
    const noRoles = await ctx.app.inject({ method: 'PUT', url: `/api/admin/User/${teacherUserId}`, headers: admin, payload: { roleIds: [] } });
    expect(noRoles.statusCode, noRoles.body).toBe(200);
    expect((await readUsers(teacher)).statusCode).toBe(403);
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/User/${teacherUserId}`, headers: admin, payload: { roleIds: [teacherRoleId] } });
    expect((await readUsers(teacher)).statusCode).toBe(200);
    const disabled = await ctx.app.inject({ method: 'PUT', url: `/api/admin/User/${teacherUserId}`, headers: admin, payload: { isActive: false } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await readUsers(teacher)).statusCode).toBe(401);
  });
});
