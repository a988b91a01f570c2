import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '@lexam/core';

/** The first string holding a NUL character in a parsed value, as a field path; undefined when there is none. */
export function findNulText(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? where : undefined;
  // Bodies are at most 1 MB; the depth bound only keeps a pathological nesting from recursing far.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${where}.${key.replaceAll('\u0000', '\\0')}`;
    const found = findNulText(inner, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses text with a NUL character (U+0000) in the query, the path or a JSON body with a 400 before
 * validation: PostgreSQL cannot store it in text or jsonb, so it would otherwise fail deep in a query
 * as a 500. No field of the API has a use for it.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNulText(request.query, 'query') ?? findNulText(request.params, 'path') ?? findNulText(request.body, 'body');
    if (field) throw badRequest('Text in the request may not contain a NUL character.', [{ field, message: 'Contains a NUL character.' }]);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard' });
