import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

// Calls every admin route with no token, a learner, a teacher, an editor and a super admin, and checks
// each answer against the permission the route declares. New routes join the matrix by themselves.
describe('authorization matrix of the admin API', () => {
  let ctx: TestContext;
  const tokens: Record<string, string | undefined> = {};
  const callers = [
    { name: 'nobody', role: undefined },
    { name: 'learner', role: 'learner' },
    { name: 'teacher', role: 'teacher' },
    { name: 'editor', role: 'content editor' },
    { name: 'admin', role: 'super admin' },
  ];

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    for (const [name, username, password] of [['teacher', 'teacher', 'Teacher@123'], ['editor', 'editor', 'Editor@123'], ['admin', 'admin', 'Admin@123']] as const) {
      tokens[name] = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
    }
    tokens.learner = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'learner@example.com', password: 'Learner@123' } })).json<{ accessToken: string }>().accessToken;
  });
  afterAll(async () => { await ctx.close(); });

  it('knows every admin route and its permission', () => {
    expect(ctx.app.adminRoutes.length).toBeGreaterThan(40);
    for (const route of ctx.app.adminRoutes) expect(route.isPublic || route.isSignedIn || route.permission, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('answers each caller as the declared permission says', async () => {
    const grants = new Map(SYSTEM_ROLES.map((role) => [role.name, new Set<string>(role.permissions)]));
    for (const route of ctx.app.adminRoutes.filter((candidate) => !candidate.isPublic)) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const caller of callers) {
        const token = tokens[caller.name];
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const label = `${caller.name} ${route.method} ${url} (${route.permission}) ${response.body.slice(0, 200)}`;
        if (!caller.role || caller.role === 'learner') {
          expect(response.statusCode, label).toBe(401);
        } else if (route.isSignedIn) {
          expect(response.statusCode, label).not.toBe(401);
          expect(response.statusCode, label).toBeLessThan(500);
        } else if (grants.get(caller.role)?.has(route.permission!)) {
          expect([401, 403], label).not.toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(403);
        }
      }
    }
  });
});
