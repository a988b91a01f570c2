import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(async () => { await ctx.close(); });

  it('is OpenAPI 3.1 describing Lexam', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Lexam API');
  });

  it('lists every API route Fastify knows, with a success response each', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/learner/Course/getCourseIndexs']));
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses).some((code) => code.startsWith('2')), path).toBe(true);
      }
    }
  });

  it('documents query parameters from the zod schemas', () => {
    const list = doc.paths['/api/learner/Course/getCourseIndexs']?.get;
    const names = list?.parameters?.filter((param) => param.in === 'query').map((param) => param.name);
    expect(names).toEqual(expect.arrayContaining(['pageIndex', 'pageSize', 'searchByName', 'sort', 'skill']));
  });

  it('serves the docs UI from the installed package, not a CDN', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});
