import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from '../src/page-security';
import type { App } from '../src/types';
import { registerPages } from '../src/web-host';

// The pages' headers (page-security.ts), as the web host sets them before Next answers: a stand-in
// for Next's handler writes a page whose inline script carries the nonce it finds in the request's
// policy, as Next does (the browser tests check Next's real pages, e2e/tests/page-security.spec.ts).
const seen: string[] = [];
const app = Fastify() as unknown as App;

async function fakeNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const policy = String(request.headers['content-security-policy']);
  seen.push(policy);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  response.setHeader('content-type', 'text/html');
  response.end(`<html><body><script nonce="${nonce}">self.page=1</script></body></html>`);
}

beforeAll(async () => {
  app.get('/api/health', async () => ({ status: 'ok' }));
  await registerPages(app, fakeNext, { dev: false });
  await app.ready();
});
afterAll(async () => { await app.close(); });

const nonceOf = (policy: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'(;|$)/.exec(policy)?.[1];

describe('page security headers', () => {
  it('give every page a strict policy with a fresh nonce, handed to Next on the request', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/auth/login', '/dashboard/home', '/no-such-page', '/icon.svg', '/api/auth/session']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" } });
      const policy = String(response.headers['content-security-policy']);
      const nonce = nonceOf(policy);
      expect(nonce, url).toBeDefined();
      nonces.add(nonce!);
      expect(seen.at(-1), url).toBe(policy);
      expect(response.body).toContain(`<script nonce="${nonce}">`);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy, url).toContain(directive);
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|strict-dynamic/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(nonces.size).toBe(6);
  });

  it('leave the API to its own headers', async () => {
    const before = seen.length;
    const response = await app.inject({ method: 'GET', url: '/api/learner/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(seen.length).toBe(before);
  });

  it('allow eval only in development', () => {
    expect(pageContentSecurityPolicy('abc', { dev: true })).toMatch(/script-src 'self' 'nonce-abc' 'unsafe-eval';/);
    expect(pageContentSecurityPolicy('abc', { dev: false })).not.toContain('unsafe-eval');
  });
});
