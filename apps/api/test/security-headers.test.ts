import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersOf } from '../src/plugins/security-headers';
import { buildTestApp, type TestContext } from './helpers';

// helmet's headers on every API answer, worked out once at start (plugins/security-headers.ts)
// rather than by @fastify/helmet on each request: the same headers either way.
const expected = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let ctx: TestContext;
beforeAll(async () => { ctx = await buildTestApp(); }, 60_000);
afterAll(async () => { await ctx.close(); });

describe('security headers', () => {
  it('are helmet’s for the API’s options, with no content security policy (pages set their own)', () => {
    const { headers, removed } = securityHeadersOf({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
    expect(headers).toEqual(expected);
    expect(removed).toContain('x-powered-by');
    expect(securityHeadersOf({}).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('are on every API answer: a read, a refused sign-in and a 404 of a missing attempt', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    const unsigned = await ctx.app.inject({ method: 'GET', url: '/api/learner/OnlineIeltsTest/getAttempt?attemptId=1' });
    expect([health.statusCode, refused.statusCode, unsigned.statusCode]).toEqual([200, 401, 401]);
    for (const response of [health, refused, unsigned]) {
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });
});
