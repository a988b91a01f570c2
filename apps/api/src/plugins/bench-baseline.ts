import { z } from 'zod';
import { DomainError, notFound } from '@lexam/core';
import type { App } from '../types';

// The baseline of `npm run bench` (bench/README.md): a captured answer of a real route, served from
// memory through that route's own response serializer, without auth, database or hooks of the API.
// The bench divides a scenario's throughput by this one's, measured in the same run. Installed only
// when the server starts with BENCH_BASELINE=true; without it neither route exists.

export const BENCH_BASELINE_PREFIX = '/api/bench-baseline';
/** Captured bodies can be large (a whole test); the store route alone takes up to this many bytes. */
const STORE_BODY_LIMIT = 16 * 1024 * 1024;
const MAX_ENTRIES = 100;

const StoreBodySchema = z.strictObject({
  /** The name the bench serves it under, e.g. `test-fetch`. */
  key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'key is 1-64 lower-case letters, digits or dashes'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** The route's URL as registered (no query), e.g. /api/learner/OnlineIeltsTest/getAttempt. */
  url: z.string().min(1).max(300),
  statusCode: z.number().int().min(200).max(299).default(200),
  /** The captured JSON answer. */
  body: z.unknown(),
});
const KeyParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/) });

interface StoredAnswer {
  statusCode: number;
  schema: unknown;
  body: unknown;
}

/**
 * Records every route's response schemas (an onRoute hook, so call this before any route is
 * registered) and adds `POST /api/bench-baseline/store` and `GET /api/bench-baseline/serve/:key`.
 */
export function installBenchBaseline(app: App): void {
  const responseSchemas = new Map<string, Record<string, unknown>>();
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response) return;
    for (const method of [route.method].flat()) responseSchemas.set(`${method} ${route.url}`, response);
  });
  const stored = new Map<string, StoredAnswer>();

  app.post(`${BENCH_BASELINE_PREFIX}/store`, { bodyLimit: STORE_BODY_LIMIT, schema: { hide: true, body: StoreBodySchema } }, async (request) => {
    const { key, method, url, statusCode, body } = request.body;
    const schema = responseSchemas.get(`${method} ${url}`)?.[String(statusCode)];
    if (!schema) throw notFound(`No route ${method} ${url} with a ${statusCode} response schema.`);
    if (!stored.has(key) && stored.size >= MAX_ENTRIES) throw new DomainError({ status: 409, title: `At most ${MAX_ENTRIES} baseline answers are kept.` });
    stored.set(key, { statusCode, schema, body });
    return { key, path: `${BENCH_BASELINE_PREFIX}/serve/${key}` };
  });

  app.get(`${BENCH_BASELINE_PREFIX}/serve/:key`, { schema: { hide: true, params: KeyParamsSchema } }, async (request, reply) => {
    const entry = stored.get(request.params.key);
    if (!entry) throw notFound(`No baseline answer ${request.params.key}.`);
    // Compiled once per schema by Fastify (cached on this route), with the serializer compiler the API uses.
    const serialize = reply.compileSerializationSchema(entry.schema as Record<string, unknown>, String(entry.statusCode));
    return reply.code(entry.statusCode).type('application/json; charset=utf-8').serializer(serialize).send(entry.body);
  });
}
