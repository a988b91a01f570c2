import { forgetAllAttemptStates } from '../attempts/attempt-state-cache';
import { invalidateTestContent } from '../learner/test-content-cache';

const WRITES = new Set(['create', 'update', 'remove', 'reorder']);

/**
 * The same authoring service whose writes drop the cached test content (learner views and answer
 * keys) once they finish, whether they succeed or fail part-way.
 */
export function invalidatesTestContent<Service extends object>(service: Service): Service {
  const wrapped = { ...service } as Record<string, unknown>;
  for (const [name, method] of Object.entries(service)) {
    if (!WRITES.has(name) || typeof method !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...parameters: unknown[]) => Promise<unknown>).apply(service, args);
      } finally {
        invalidateTestContent();
        // A removed section or question takes the attempts' answers to it along.
        forgetAllAttemptStates();
      }
    };
  }
  return wrapped as unknown as Service;
}
