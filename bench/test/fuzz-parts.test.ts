import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from '../../apps/api/test/helpers';
import { casesFor, invalidBodyAround } from '../src/reliability/fuzz/cases';
import type { JsonSchema, Operation } from '../src/reliability/fuzz/openapi';
import { snapshotChanges, takeSnapshot } from '../src/reliability/fuzz/snapshot';

// The fuzz's own parts: a snapshot that misses a change would make "0 changed data" meaningless.
describe('the fuzz snapshot', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sees a new row, a changed row with the same count, and a new file', async () => {
    const take = () => takeSnapshot({ db: ctx.database.db, uploadsDir: ctx.app.uploadsDir });
    const first = await take();
    expect(snapshotChanges(first, await take())).toEqual([]);
    await ctx.database.db.insert(tables.roles).values({ name: 'fuzz-probe' });
    const second = await take();
    expect(snapshotChanges(first, second)).toEqual([expect.stringMatching(/^table roles: \d+ → \d+$/)]);
    await ctx.database.db.update(tables.roles).set({ description: 'changed' }).where(eq(tables.roles.name, 'fuzz-probe'));
    const third = await take();
    expect(snapshotChanges(second, third)).toEqual([expect.stringMatching(/^table roles:/)]);
    await writeFile(path.join(ctx.app.uploadsDir, 'probe.txt'), 'x');
    expect(snapshotChanges(third, await take())).toEqual([expect.stringMatching(/^file probe\.txt: absent → 1:/)]);
  });
});

describe('the fuzz cases', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: { name: { type: 'string', minLength: 2, maxLength: 60 }, description: { type: 'string', maxLength: 500 } },
    required: ['name'],
    additionalProperties: false,
  };
  const operation: Operation = { method: 'PUT', path: '/api/admin/Role/{id}', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], body: schema, isMultipart: false, area: 'admin' };

  it('makes a body invalid around a value the field might accept', () => {
    // Another required field is left out when there is one; else another field gets the wrong type.
    expect(invalidBodyAround(schema, 'description', "' OR 1=1 --")).toEqual({ description: "' OR 1=1 --" });
    expect(invalidBodyAround({ ...schema, required: [] }, 'description', "' OR 1=1 --")).toEqual({ description: "' OR 1=1 --", name: 12345 });
    expect(invalidBodyAround({ type: 'object', properties: { note: { type: 'string' } }, additionalProperties: false }, 'note', 'x')).toEqual({ note: 'x', zzUnknownField: 1 });
    expect(invalidBodyAround({ type: 'object', properties: { note: { type: 'string' } } }, 'note', 'x')).toBeUndefined();
  });

  it('covers the path, the structure and each field of a route', () => {
    const names = casesFor(operation).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['path.id: path traversal', 'path.id: NUL byte', 'path: absent id', 'body: malformed JSON', 'body: array instead of object', 'body: unknown fields alone', 'body.name: wrong type', 'body.name: 1 MB string', 'body.description: SQL injection', 'body.description: HTML injection']));
    const small = casesFor(operation, { small: true }).map((entry) => entry.name);
    expect(small.length).toBeLessThan(names.length);
    expect(small).toEqual(expect.arrayContaining(['path.id: path traversal', 'body: malformed JSON', 'body.name: wrong type']));
  });
});
