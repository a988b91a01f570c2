// Values drawn from a JSON schema: a plausible valid one (to build a base body around the field under
// test) and one of the wrong type. Kept deliberately small: the document's schemas are flat zod objects.
import type { JsonSchema } from './openapi';

/** The JSON types a schema allows; undefined when it allows anything (`{}`, z.unknown()). */
export function allowedTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.enum || schema.const !== undefined) return new Set(['enum']);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const types = new Set<string>();
    for (const branch of branches) {
      const inner = allowedTypes(branch);
      if (!inner) return undefined;
      for (const type of inner) types.add(type);
    }
    return types;
  }
  if (schema.type === undefined) return schema.properties ? new Set(['object']) : undefined;
  const types = new Set([schema.type].flat());
  if (types.has('integer')) types.add('number');
  return types;
}

/** A value the schema accepts, as far as this small reader can tell. */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null') ?? schema.allOf?.[0];
  if (branch) return sampleValue(branch);
  const type = [schema.type].flat().find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleValue(schema.properties?.[name] ?? {})]));
    default:
      return null;
  }
}

const candidates: Array<[string, unknown]> = [
  ['number', 12345],
  ['string', 'not-the-right-type'],
  ['boolean', true],
  ['array', ['not', 'an', 'object']],
  ['object', { not: 'a scalar' }],
];

/** A value of a JSON type the schema does not allow; undefined when it allows any. */
export function wrongTypeValue(schema: JsonSchema): unknown {
  const types = allowedTypes(schema);
  if (!types) return undefined;
  if (types.has('enum')) return 'zz-not-one-of-the-values';
  return candidates.find(([type]) => !types.has(type))?.[1];
}
