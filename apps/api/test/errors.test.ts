import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, learnerHeaders } from './support/exam';

describe('error bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp({ seed: true }); });
  afterAll(async () => { await ctx.close(); });

  it('names every bad field of a validation error with a 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?pageIndex=0&pageSize=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = ProblemSchema.parse(response.json());
    expect(body.status).toBe(400);
    expect(body.title).toMatch(/invalid/i);
    expect(body.errors?.map((error) => error.field).sort()).toEqual(['query.pageIndex', 'query.pageSize']);
  });

  it('refuses an id larger than any row with a 400, in paths, queries and bodies (never a database error)', async () => {
    const huge = 3_000_000_000;
    const learner = await learnerHeaders(ctx.app);
    const admin = await adminHeaders(ctx.app);
    const calls = [
      { method: 'GET', url: `/api/learner/Course/getLession?lessonId=${huge}`, headers: learner },
      { method: 'GET', url: `/api/learner/Course/getTestParam?passageId=${huge}`, headers: learner },
      { method: 'GET', url: `/api/admin/Role/${huge}`, headers: admin },
      { method: 'GET', url: `/api/admin/Passage?lessonId=${huge}`, headers: admin },
      { method: 'DELETE', url: `/api/admin/Class/1/members/${huge}`, headers: admin },
      { method: 'POST', url: '/api/admin/Role/deleteMulti', headers: admin, payload: { ids: [huge] } },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
  });

  it('answers a domain error with its own status and title', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?sort=-createdAt' });
    expect(response.statusCode).toBe(400);
    const body = ProblemSchema.parse(response.json());
    expect(body.title).toContain('Cannot sort by "createdAt"');
    expect(body.errors).toEqual([{ field: 'query.sort', message: 'Unknown sort column "createdAt".' }]);
  });

  it('answers an unknown API path with a JSON 404, in both mounts', async () => {
    for (const url of ['/api/learner/Nope/nothing', '/api/admin/Nope', '/api/unknown']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      const body = ProblemSchema.parse(response.json());
      expect(body).toMatchObject({ status: 404 });
      expect(body.title).toContain(url);
    }
  });

  it('refuses text with a NUL character with a 400 naming the field, before it reaches the database (found by the OpenAPI fuzz)', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?searchByName=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(ProblemSchema.parse(search.json()).errors).toEqual([{ field: 'query.searchByName', message: 'Contains a NUL character.' }]);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'adm\u0000in', password: 'Admin@123' } });
    expect(login.statusCode).toBe(400);
    expect(ProblemSchema.parse(login.json()).errors).toEqual([{ field: 'body.username', message: 'Contains a NUL character.' }]);
    const nested = await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', headers: { 'content-type': 'application/json' }, payload: '{"email":"learner@example.com","password":"x","extra":{"deep":["ok","\\u0000"]}}' });
    expect(nested.statusCode).toBe(400);
    expect(ProblemSchema.parse(nested.json()).errors).toEqual([{ field: 'body.extra.deep.1', message: 'Contains a NUL character.' }]);
  });

  it('answers a body that is not JSON with a 4xx problem, never a 500', async () => {
    for (const [type, payload] of [['application/json', '{"broken"'], ['text/plain', 'hello'], ['application/json', '']] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': type }, payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      ProblemSchema.parse(response.json());
    }
  });

  it('never puts a stack trace in a body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?pageSize=9999999' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
