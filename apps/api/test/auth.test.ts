import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, UserProfileSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

describe('sign-in and tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp({ seed: true }); });
  afterAll(async () => { await ctx.close(); });

  const adminLogin = (username: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } });
  const physicsLogin = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email, password } });
  const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/refreshToken', payload: { refreshToken } });

  it('signs an admin in with a token carrying nameid and exp, and the roles', async () => {
    const response = await adminLogin('admin', 'Admin@123');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; roles: string[] }>();
    expect(body.roles).toEqual(['super admin']);
    const claims = decodeJwt(body.accessToken);
    expect(claims.nameid).toMatch(/^\d+$/);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(body).not.toHaveProperty('refreshToken');
  });

  it('answers a wrong password and an unknown account with the same 401 title', async () => {
    const wrong = await adminLogin('editor', 'nope');
    const unknown = await adminLogin('nobody-here', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(ProblemSchema.parse(wrong.json()).title).toBe(ProblemSchema.parse(unknown.json()).title);
  });

  it('signs a learner in by e-mail (any letter case) and shows only its own profile', async () => {
    const response = await physicsLogin('Learner@Example.com', 'Learner@123');
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken, refreshTokenExpiresAt, roles } = response.json<{ accessToken: string; refreshToken: string; refreshTokenExpiresAt: number; roles: string[] }>();
    expect(roles).toEqual(['learner']);
    expect(refreshToken.length).toBeGreaterThan(30);
    // The web app cannot read an opaque refresh token, so the answer says when it expires.
    expect(refreshTokenExpiresAt * 1000).toBeGreaterThan(Date.now() + 60_000);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
    const profile = UserProfileSchema.parse(me.json());
    expect(profile).toMatchObject({ email: 'learner@example.com', kind: 'site' });
    expect(me.body).not.toMatch(/password|argon2/i);
  });

  it('keeps learner and admin tokens apart', async () => {
    const admin = (await adminLogin('admin', 'Admin@123')).json<{ accessToken: string }>().accessToken;
    const learner = (await physicsLogin('learner@example.com', 'Learner@123')).json<{ accessToken: string }>().accessToken;
    const adminOnLearner = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: `Bearer ${admin}` } });
    expect(adminOnLearner.statusCode).toBe(401);
    const learnerOnAdmin = await ctx.app.inject({ method: 'GET', url: '/api/admin/User/getOne/1', headers: { authorization: `Bearer ${learner}` } });
    expect(learnerOnAdmin.statusCode).toBe(401);
  });

  it('refuses calls without a token, with a forged one, and says why', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: 'no auth' } });
    expect(none.statusCode).toBe(401);
    expect(ProblemSchema.parse(none.json()).title).toBe('Sign in to continue.');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJuYW1laWQiOiIxIn0.' } });
    expect(forged.statusCode).toBe(401);
  });

  it('enforces the permission an admin route declares', async () => {
    const token = async (username: string, password: string) => (await adminLogin(username, password)).json<{ accessToken: string }>().accessToken;
    const get = async (bearer: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/User/getOne/1', headers: { authorization: `Bearer ${bearer}` } });
    expect((await get(await token('admin', 'Admin@123'))).statusCode).toBe(200);
    expect((await get(await token('teacher', 'Teacher@123'))).statusCode).toBe(200);
    const editor = await get(await token('editor', 'Editor@123'));
    expect(editor.statusCode).toBe(403);
    expect(ProblemSchema.parse(editor.json()).title).toContain('user.read');
  });

  it('names the bad fields of a sign-in and never answers 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'not-an-email', extra: 1 } });
    expect(response.statusCode).toBe(400);
    const fields = ProblemSchema.parse(response.json()).errors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const first = (await physicsLogin('learner@example.com', 'Learner@123')).json<{ refreshToken: string }>().refreshToken;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ data: { accessToken: string; refreshToken: string; refreshTokenExpiresAt: number } }>().data;
    expect(second.refreshToken).not.toBe(first);
    expect(second.refreshTokenExpiresAt * 1000).toBeGreaterThan(Date.now());
    expect(decodeJwt(second.accessToken).nameid).toMatch(/^\d+$/);

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    // The replay revoked the whole family, so the legitimate successor is dead too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a refresh token succeed', async () => {
    const token = (await physicsLogin('learner@example.com', 'Learner@123')).json<{ refreshToken: string }>().refreshToken;
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  it('locks an account after repeated failures, even for the right password', async () => {
    const ctx = await buildTestApp({ seed: true, maxFailedSignIns: 3, signInPerMinute: 100 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'teacher', password: 'wrong' } });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'teacher', password: 'Teacher@123' } });
    expect(locked.statusCode).toBe(429);
    expect(ProblemSchema.parse(locked.json()).title).toMatch(/too many failed sign-ins/i);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } });
    expect(other.statusCode).toBe(200);
    await ctx.close();
  });

  it('limits sign-in attempts per client address with a clear 429', async () => {
    const ctx = await buildTestApp({ seed: true, signInPerMinute: 2 });
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'someone@example.com', password: 'x' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(ProblemSchema.parse(limited.json()).title).toMatch(/too many sign-in attempts from your address/i);
    await ctx.close();
  });
});
