import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp(); });
  afterAll(async () => { await ctx.close(); });

  it('answers 200 with the database engine when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('ok');
    expect(body.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers liveness always, and readiness 200 until the instance drains, then 503', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    ctx.app.lifecycle.isDraining = true;
    try {
      const draining = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', database: 'ok' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.isDraining = false;
    }
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'probe-42' } });
    expect(given.headers['x-request-id']).toBe('probe-42');
    const odd = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 and says the database is down', async () => {
    const ctx = await buildTestApp();
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    await ctx.app.close();
    await ctx.mail.close();
  });
});
