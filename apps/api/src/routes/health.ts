import { HealthSchema, ProblemSchema } from '@lexam/contracts';
import { checkHealth } from '@lexam/core';
import type { App } from '../types';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export default async function healthRoutes(app: App, { version }: { version: string }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Checks that the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema, 500: ProblemSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth({ database: app.database, version });
      reply.header('cache-control', 'no-store');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
