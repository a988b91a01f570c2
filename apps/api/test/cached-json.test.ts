import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonOnce, sendWithCachedField } from '../src/plugins/cached-json';

const Content = z.object({ title: z.string(), tags: z.array(z.string()) });
const State = z.object({ id: z.number(), content: z.object({ title: z.string(), items: z.array(z.number()) }), note: z.string().optional() });

describe('cached JSON of unchanging content', () => {
  it('encodes through the schema once per object, and again for another object', () => {
    const value = { title: 'T', tags: ['a'], secret: 'not in the schema' };
    expect(JSON.parse(jsonOnce(Content, value))).toEqual({ title: 'T', tags: ['a'] });
    value.title = 'changed after it was written';
    expect(JSON.parse(jsonOnce(Content, value)).title).toBe('T');
    expect(JSON.parse(jsonOnce(Content, { ...value })).title).toBe('changed after it was written');
  });

  it('answers what the schema would: the other fields encoded (unknown keys dropped), the cached one spliced in', async () => {
    const app = Fastify();
    const content = { title: 'Reading', items: [1, 2, 3] };
    app.get('/state/:id', async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      return sendWithCachedField(reply, State, 'content', { id, content, ...(id === 2 ? { note: 'n', extra: 'dropped' } : {}) } as never);
    });
    for (const id of [1, 2]) {
      const response = await app.inject({ url: `/state/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(State.parse({ id, content, ...(id === 2 ? { note: 'n' } : {}) }));
    }
    await app.close();
  });
});
