import type { TFunction } from 'i18next';
import type { FormMode, ResourceField, ResourceRow } from '../types';

/** The fields a form shows in a mode (a password only when creating, a kind only once). */
export function fieldsOfMode<Row extends ResourceRow>(fields: ResourceField<Row>[], mode: FormMode): ResourceField<Row>[] {
  return fields.filter((field) => !field.modes || field.modes.includes(mode));
}

/** The value a field holds before anything is chosen. */
export function emptyValueOf<Row extends ResourceRow>(field: ResourceField<Row>): unknown {
  switch (field.kind) {
    case 'switch':
      return false;
    case 'multiSelect':
      return [];
    case 'number':
    case 'select':
    case 'date':
    case 'media':
    case 'reference':
      return null;
    default:
      return field.nullable ? null : '';
  }
}

/**
 * A form's starting values: exactly the keys of its fields (the contracts' schemas are strict, an
 * extra key is refused), taken from `source` when present there.
 */
export function initialValues<Row extends ResourceRow>({ fields, mode, source }: { fields: ResourceField<Row>[]; mode: FormMode; source: Record<string, unknown> }): Record<string, unknown> {
  return Object.fromEntries(fieldsOfMode(fields, mode).map((field) => [field.name, source[field.name] !== undefined ? source[field.name] : emptyValueOf(field)]));
}

function normalize(value: unknown): unknown {
  // Lists of ids or names are sets: the same items in another order are no change.
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return [...value].map(String).sort();
  if (value === '' || value === undefined) return null;
  return value;
}

/** Whether two form values mean the same. */
export function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

/** The keys whose values differ from the starting ones. */
export function changedKeys(values: Record<string, unknown>, initial: Record<string, unknown>): string[] {
  return Object.keys(initial).filter((key) => !isSameValue(values[key], initial[key]));
}

/** An edit sends only what changed ("only the fields sent change" on the server). */
export function pickKeys(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
}

/** Kinds whose empty value is null: zod's own text for it ("Invalid input: expected number…") tells an editor nothing. */
const PICKED_KINDS = new Set(['number', 'select', 'date', 'media', 'reference']);

/**
 * The errors of a check, with the form's own "required" message (in the admin's language) on each
 * picked field left empty, instead of zod's English text.
 */
export function withRequiredMessage<Row extends ResourceRow, Errors extends Record<string, unknown>>({ errors, values, fields, message }: { errors: Errors; values: Record<string, unknown>; fields: ResourceField<Row>[]; message: string }): Errors {
  const empty = fields.filter((field) => PICKED_KINDS.has(field.kind) && (values[field.name] === null || values[field.name] === undefined || values[field.name] === '') && errors[field.name]);
  if (empty.length === 0) return errors;
  return { ...errors, ...Object.fromEntries(empty.map((field) => [field.name, { ...(errors[field.name] as object), message }])) };
}

/** The messages of the fields' own checks (`ResourceField.check`) that fail, by field. */
export function checkMessages<Row extends ResourceRow>({ values, fields, t }: { values: Record<string, unknown>; fields: ResourceField<Row>[]; t: TFunction }): Record<string, { type: 'check'; message: string }> {
  const failed = fields.flatMap((field) => {
    const message = field.check?.(values[field.name], t);
    return message ? [[field.name, { type: 'check' as const, message }] as const] : [];
  });
  return Object.fromEntries(failed);
}
