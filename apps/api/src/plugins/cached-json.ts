import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** JSON already written, by the object it was written from (held weakly: it goes with the object). */
const written = new WeakMap<object, string>();

/**
 * The JSON of a value that does not change once built (the cached learner view of a published test),
 * encoded through its schema the first time and reused after: a test's content is written once, not
 * once per learner who opens it. The caller must never change the object.
 */
export function jsonOnce<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema> & object): string {
  let json = written.get(value);
  if (json === undefined) {
    json = JSON.stringify(z.encode(schema, value));
    written.set(value, json);
  }
  return json;
}

/** The schema without one field, made once: zod compiles a schema on its first use. */
const withoutField = new WeakMap<z.ZodObject, Map<string, z.ZodType>>();

function schemaWithout(schema: z.ZodObject, field: string): z.ZodType {
  let byField = withoutField.get(schema);
  if (!byField) {
    byField = new Map();
    withoutField.set(schema, byField);
  }
  let rest = byField.get(field);
  if (!rest) {
    rest = schema.omit({ [field]: true } as never) as z.ZodType;
    byField.set(field, rest);
  }
  return rest;
}

/**
 * Answers `value` as `schema` would serialise it, with one field (`field`, an unchanging object)
 * taken from `jsonOnce` instead of being encoded again: the rest goes through its schema as usual.
 */
export function sendWithCachedField<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  reply: FastifyReply,
  schema: z.ZodObject<Shape>,
  field: Field,
  value: z.output<z.ZodObject<Shape>>,
): FastifyReply {
  const rest = schemaWithout(schema, field);
  const { [field]: cached, ...others } = value as Record<string, unknown>;
  const head = JSON.stringify(z.encode(rest, others));
  const tail = `${JSON.stringify(field)}:${jsonOnce(schema.shape[field] as unknown as z.ZodType, cached as object)}`;
  const body = head === '{}' ? `{${tail}}` : `${head.slice(0, -1)},${tail}}`;
  // A string sent as JSON goes out as it is.
  return reply.type('application/json; charset=utf-8').send(body);
}
