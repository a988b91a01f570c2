import { HealthSchema, LivenessSchema, ProblemSchema, ReadinessSchema } from '@lexam/contracts';
import { checkHealth } from '@lexam/core';
import type { App } from '../types';

const startedAt = Date.now();

/**
 * Health for people and balancers: `/health` (the database and the version), `/health/live` (the
 * process answers) and `/health/ready` (take new requests: the database answers and the instance is
 * not draining after SIGTERM).
 */
export default async function healthRoutes(app: App, { version }: { version: string }) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/health')) reply.header('cache-control', 'no-store');
  });

  app.get('/health', {
    schema: { tags: ['system'], summary: 'Checks that the server and its database answer', response: { 200: HealthSchema, 503: HealthSchema, 500: ProblemSchema } },
  }, async (_request, reply) => {
    const health = await checkHealth({ database: app.database, version });
    return reply.code(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get('/health/live', {
    schema: { tags: ['system'], summary: 'Liveness: the process answers (nothing else is checked)', response: { 200: LivenessSchema } },
  }, async () => ({ status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }));

  app.get('/health/ready', {
    schema: { tags: ['system'], summary: 'Readiness: 200 while the instance takes new requests; 503 while it drains on SIGTERM or its database does not answer', response: { 200: ReadinessSchema, 503: ReadinessSchema } },
  }, async (_request, reply) => {
    if (app.lifecycle.isDraining) return reply.code(503).send({ status: 'draining', database: 'ok' });
    const health = await checkHealth({ database: app.database, version });
    const isUp = health.database.status === 'ok';
    return reply.code(isUp ? 200 : 503).send({ status: isUp ? 'ready' : 'unavailable', database: isUp ? 'ok' : 'down' });
  });
}
