import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createLearnerClient } from './clients';
import { createHttpBaseQuery } from './base-query';
import { createHttpClient, FALLBACK_ERROR } from './http-client';
import { buildQueryString, buildUrl } from './params';
import { parsePagination } from './pagination';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body?: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen = {};

function route(request: IncomingMessage, response: ServerResponse, body: string) {
  seen = { method: request.method, url: request.url, authorization: request.headers.authorization, contentType: request.headers['content-type'], body };
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  switch (path) {
    case '/echo':
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-pagination', JSON.stringify({ currentPage: 2, pageSize: 100, totalCount: 250, totalPages: 3, hasNext: true, hasPrevious: true }));
      response.end(JSON.stringify({ method: request.method, url: request.url }));
      return;
    case '/slow':
      setTimeout(() => response.end('late'), 500);
      return;
    case '/problem':
      response.statusCode = 400;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ title: 'The name is required.', status: 400 }));
      return;
    case '/text-error':
      response.statusCode = 502;
      response.end('Bad gateway from upstream');
      return;
    case '/empty-error':
      response.statusCode = 500;
      response.end();
      return;
    case '/unauthorized':
      response.statusCode = 401;
      response.end();
      return;
    case '/no-content':
      response.statusCode = 204;
      response.end();
      return;
    default:
      response.statusCode = 404;
      response.end(JSON.stringify({ title: 'Not found', status: 404 }));
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => route(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const noToken = () => null;

describe('query parameters', () => {
  it('drops undefined, null, empty, 0, false and NaN', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: Number.NaN, keep: 'x', page: 2, on: true })).toBe('?keep=x&page=2&on=true');
    expect(buildQueryString({ a: undefined })).toBe('');
    expect(buildQueryString({ ids: [1, 0, 2, null] })).toBe('?ids=1&ids=2');
  });

  it('joins base and path with one slash and keeps an existing query', () => {
    expect(buildUrl('/api/learner/', '/User/getOne', { id: 5 })).toBe('/api/learner/User/getOne?id=5');
    expect(buildUrl('/api/admin', 'Role?x=1', { y: 'z' })).toBe('/api/admin/Role?x=1&y=z');
  });

  it('sends only the kept parameters to the server', async () => {
    const client = createHttpClient({ baseUrl, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken });
    const result = await client.get('/echo', { params: { lessonId: 0, testId: 12, searchByName: '', pageIndex: 1, startDate: undefined } });
    expect(result.ok).toBe(true);
    expect(seen.url).toBe('/echo?testId=12&pageIndex=1');
  });
});

describe('authorization header', () => {
  it('learner client: bearer access_token, or "no auth"', async () => {
    const keys: string[] = [];
    const withToken = createLearnerClient({ baseUrl, getToken: (key) => (keys.push(key), 'learner-jwt') });
    await withToken.get('echo');
    expect(keys).toEqual(['access_token']);
    expect(seen.authorization).toBe('Bearer learner-jwt');

    await createLearnerClient({ baseUrl, getToken: noToken }).get('echo');
    expect(seen.authorization).toBe('no auth');
  });

  it('admin client: bearer access_token_admin, or "no-author"', async () => {
    const keys: string[] = [];
    await createAdminClient({ baseUrl, getToken: (key) => (keys.push(key), 'admin-jwt') }).get('echo');
    expect(keys).toEqual(['access_token_admin']);
    expect(seen.authorization).toBe('Bearer admin-jwt');

    await createAdminClient({ baseUrl, getToken: () => '' }).get('echo');
    expect(seen.authorization).toBe('no-author');
  });

  it('uses the spec timeouts', () => {
    expect(createLearnerClient().timeoutMs).toBe(60_000);
    expect(createAdminClient().timeoutMs).toBe(600_000);
    expect(createLearnerClient().baseUrl).toBe('/api/learner');
    expect(createAdminClient().baseUrl).toBe('/api/admin');
  });
});

describe('results', () => {
  const client = () => createHttpClient({ baseUrl, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken });

  it('passes a success through with status and headers', async () => {
    const result = await client().post('echo', { name: 'Unit 1' });
    expect(result).toMatchObject({ ok: true, status: 200, data: { method: 'POST', url: '/echo' } });
    expect(seen.contentType).toBe('application/json');
    expect(seen.body).toBe('{"name":"Unit 1"}');
    if (result.ok) expect(parsePagination(result.headers)?.totalCount).toBe(250);
  });

  it('resolves an empty success body to null', async () => {
    expect(await client().delete('no-content')).toMatchObject({ ok: true, status: 204, data: null });
  });

  it('passes the server error body through', async () => {
    expect(await client().put('problem', {})).toEqual({ ok: false, status: 400, error: { title: 'The name is required.', status: 400 } });
    expect(await client().get('text-error')).toEqual({ ok: false, status: 502, error: 'Bad gateway from upstream' });
  });

  it('says "Something went wrong" when the error has no body', async () => {
    expect(await client().get('empty-error')).toEqual({ ok: false, status: 500, error: FALLBACK_ERROR });
  });

  it('calls onUnauthorized on a 401', async () => {
    const statuses: number[] = [];
    const guarded = createHttpClient({ baseUrl, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken, onUnauthorized: (failure) => statuses.push(failure.status) });
    expect(await guarded.get('unauthorized')).toEqual({ ok: false, status: 401, error: FALLBACK_ERROR });
    expect(statuses).toEqual([401]);
  });

  it('times out without throwing', async () => {
    const quick = createHttpClient({ baseUrl, timeoutMs: 50, tokenKey: 't', missingAuthText: 'none', getToken: noToken });
    // The server answers after 500 ms; a 50 ms client gets the fallback instead of the late body.
    expect(await quick.get('slow')).toEqual({ ok: false, status: 0, error: FALLBACK_ERROR });
    // A per-call timeout overrides the client's.
    expect(await client().get('slow', { timeoutMs: 30 })).toEqual({ ok: false, status: 0, error: FALLBACK_ERROR });
  });

  it('says "Something went wrong" when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken });
    expect(await refused.get('anything')).toEqual({ ok: false, status: 0, error: FALLBACK_ERROR });
  });

  it('uploads multipart forms', async () => {
    const result = await client().upload('echo', { title: 'audio', file: new Blob(['abc'], { type: 'audio/mpeg' }) });
    expect(result.ok).toBe(true);
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="title"');
    expect(seen.body).toContain('abc');
  });
});

describe('parsePagination', () => {
  it('reads the x-pagination JSON header', () => {
    const headers = new Headers({ 'x-pagination': '{"currentPage":1,"pageSize":100,"totalCount":250,"totalPages":3,"hasNext":true,"hasPrevious":false}' });
    expect(parsePagination(headers)).toEqual({ currentPage: 1, pageSize: 100, totalCount: 250, totalPages: 3, hasNext: true, hasPrevious: false });
    expect(parsePagination({ 'X-Pagination': '{"currentPage":1,"pageSize":1,"totalCount":0,"totalPages":0,"hasNext":false,"hasPrevious":false}' })?.totalPages).toBe(0);
  });

  it('returns null when missing or malformed', () => {
    expect(parsePagination(new Headers())).toBeNull();
    expect(parsePagination(new Headers({ 'x-pagination': 'not json' }))).toBeNull();
    expect(parsePagination(new Headers({ 'x-pagination': '{"currentPage":"one"}' }))).toBeNull();
    expect(parsePagination(null)).toBeNull();
  });
});

describe('RTK Query base query', () => {
  const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof createHttpBaseQuery>>[1];

  it('returns data with the pagination in meta', async () => {
    const baseQuery = createHttpBaseQuery(createHttpClient({ baseUrl, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken }));
    const result = await baseQuery({ url: 'echo', params: { pageIndex: 2, searchByName: '' } }, api, {});
    expect(result.data).toEqual({ method: 'GET', url: '/echo?pageIndex=2' });
    expect(result.meta?.pagination?.currentPage).toBe(2);
  });

  it('returns the status and body as the error', async () => {
    const baseQuery = createHttpBaseQuery(createHttpClient({ baseUrl, timeoutMs: 2000, tokenKey: 't', missingAuthText: 'none', getToken: noToken }));
    expect((await baseQuery('problem', api, {})).error).toEqual({ status: 400, data: { title: 'The name is required.', status: 400 } });
  });
});
