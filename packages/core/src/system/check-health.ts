import type { Health } from '@lexam/contracts';
import type { DatabaseHandle } from '@lexam/db';

const startedAt = Date.now();

/** Checks that the database answers; never throws, so a health probe always gets a body. */
export async function checkHealth({ database, version }: { database: Pick<DatabaseHandle, 'ping' | 'engine'>; version: string }): Promise<Health> {
  const latencyMs = await withTimeout(database.ping(), 3_000).catch(() => -1);
  const up = latencyMs >= 0;
  return {
    status: up ? 'ok' : 'degraded',
    database: { status: up ? 'ok' : 'down', engine: database.engine, latencyMs },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    version,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}
