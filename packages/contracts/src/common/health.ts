import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['ok', 'down']),
    engine: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/health/live`: the process answers (a balancer restarts an instance that stops answering). */
export const LivenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/** `GET /api/health/ready`: the instance takes new requests (its database answers and it is not draining). */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['ok', 'down']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
