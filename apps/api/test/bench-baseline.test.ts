import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSummaryDto } from '@lexam/contracts';
import { tables } from '@lexam/db';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestContext } from './helpers';
import { learnerHeaders } from './support/exam';

// BENCH_BASELINE: the bench's baseline routes exist only with the flag, and serve a stored answer
// through the response serializer of the route it was captured from.

const store = '/api/bench-baseline/store';
const getAttempt = '/api/learner/OnlineIeltsTest/getAttempt';

describe('BENCH_BASELINE', () => {
  it('is off unless set to true', () => {
    expect(loadConfig({}).BENCH_BASELINE).toBe(false);
    expect(loadConfig({ BENCH_BASELINE: 'false' }).BENCH_BASELINE).toBe(false);
    expect(loadConfig({ BENCH_BASELINE: 'true' }).BENCH_BASELINE).toBe(true);
    expect(() => loadConfig({ BENCH_BASELINE: 'maybe' })).toThrow(/BENCH_BASELINE/);
  });
});

describe('without BENCH_BASELINE', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp(); }, 60_000);
  afterAll(async () => { await ctx.close(); });

  it('has no baseline routes', async () => {
    const stored = await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'x', method: 'GET', url: '/api/health', body: {} } });
    expect(stored.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bench-baseline/serve/x' })).statusCode).toBe(404);
    expect(ctx.app.printRoutes()).not.toContain('bench-baseline');
  });
});

describe('with BENCH_BASELINE', () => {
  let ctx: TestContext;
  let learner: { authorization: string };
  let attemptId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000, benchBaseline: true });
    learner = await learnerHeaders(ctx.app);
    const tests = await ctx.database.db.select({ id: tables.examTests.id, kind: tables.examTests.kind, skill: tables.examTests.skill }).from(tables.examTests);
    const testId = tests.find((test) => test.kind === 'ielts' && test.skill === 'reading')!.id;
    const started = await ctx.app.inject({ method: 'POST', url: '/api/learner/OnlineIeltsTest/startOnlineIeltsTest', headers: learner, payload: { testId } });
    attemptId = started.json<AttemptSummaryDto>().id;
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  it('serves a captured answer without sign-in, as the real route serialises it', async () => {
    const real = await ctx.app.inject({ method: 'GET', url: `${getAttempt}?attemptId=${attemptId}`, headers: learner });
    expect(real.statusCode).toBe(200);
    const stored = await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'test-fetch', method: 'GET', url: getAttempt, body: real.json() } });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ key: 'test-fetch', path: '/api/bench-baseline/serve/test-fetch' });

    const served = await ctx.app.inject({ method: 'GET', url: '/api/bench-baseline/serve/test-fetch' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/json');
    expect(served.json()).toEqual(real.json());
  });

  it('goes through the route’s serializer: fields outside its schema are dropped, a wrong shape is a 500', async () => {
    const real = await ctx.app.inject({ method: 'GET', url: `${getAttempt}?attemptId=${attemptId}`, headers: learner });
    const extra = { ...real.json<Record<string, unknown>>(), secretKey: 'not in the schema' };
    await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'extra', method: 'GET', url: getAttempt, body: extra } });
    const served = await ctx.app.inject({ method: 'GET', url: '/api/bench-baseline/serve/extra' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).not.toHaveProperty('secretKey');
    expect(served.json()).toEqual(real.json());

    await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'wrong', method: 'GET', url: getAttempt, body: { attempt: 'not an attempt' } } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bench-baseline/serve/wrong' })).statusCode).toBe(500);
  });

  it('keeps the stored status code and refuses unknown routes and bad input with 4xx', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'start', method: 'POST', url: '/api/learner/OnlineIeltsTest/startOnlineIeltsTest', statusCode: 201, body: { id: 1 } } });
    expect(created.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'nope', method: 'GET', url: '/api/no/such/route', body: {} } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: store, payload: { key: '../etc', method: 'GET', url: getAttempt, body: {} } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: store, payload: { key: 'x', method: 'GET', url: getAttempt, body: {}, extra: 1 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bench-baseline/serve/missing' })).statusCode).toBe(404);
  });
});
