import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers';

// Session tokens are made by next-auth's own encoder with the server's session secret, exactly as the
// session library's route handler makes them after a provider signs the person in.
describe('POST /api/learner/Auth/social-login', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 }); });
  afterAll(async () => { await ctx.close(); });

  const session = (claims: Record<string, unknown>, secret = ctx.app.auth.sessionSecret) => encode({ token: claims, secret });
  const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/social-login', payload });

  it('creates a learner on first sign-in and finds the same one the next time', async () => {
    const claims = { email: 'Mai@Example.net', name: 'Mai Nguyen', picture: null, provider: 'lexam-oidc', providerAccountId: 'sub-1', emailVerified: true };
    const first = await login({ email: 'mai@example.net', name: 'Mai Nguyen', sessionToken: await session(claims) });
    expect(first.statusCode).toBe(200);
    const { accessToken, roles } = first.json<{ accessToken: string; roles: string[] }>();
    expect(roles).toEqual(['learner']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json()).toMatchObject({ email: 'mai@example.net', fullName: 'Mai Nguyen', emailVerified: true });
    const again = await login({ email: 'mai@example.net', sessionToken: await session(claims) });
    const meAgain = await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getOne', headers: { authorization: `Bearer ${again.json<{ accessToken: string }>().accessToken}` } });
    expect(meAgain.json<{ id: number }>().id).toBe(me.json<{ id: number }>().id);
  });

  it('refuses a token made with another secret, or fields that do not match it', async () => {
    const claims = { email: 'x@example.net', provider: 'lexam-oidc', providerAccountId: 'sub-2', emailVerified: true };
    expect((await login({ email: 'x@example.net', sessionToken: await session(claims, 'another-secret-entirely-000000000') })).statusCode).toBe(401);
    expect((await login({ email: 'someone-else@example.net', sessionToken: await session(claims) })).statusCode).toBe(401);
    expect((await login({ email: 'x@example.net', sessionToken: 'not-a-token-at-all-really' })).statusCode).toBe(401);
  });

  it('never lets an unverified provider address take over an existing account', async () => {
    const claims = { email: 'learner@example.com', provider: 'lexam-oidc', providerAccountId: 'sub-3', emailVerified: false };
    expect((await login({ email: 'learner@example.com', sessionToken: await session(claims) })).statusCode).toBe(409);
  });
});
