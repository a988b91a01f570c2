import { z, type ZodType } from 'zod';
import { rowIdSchema } from '../common/row-id';

/**
 * The kinds of field a content type is made of. Each kind knows its input schema (what a create or
 * an edit may send), its row schema (what a list or a detail answers) and what a list may do with it
 * (search, sort, filter); the table service, the routes and the web form all read these.
 */
export type FieldKind = 'text' | 'longText' | 'richText' | 'number' | 'boolean' | 'choice' | 'date' | 'media' | 'reference' | 'json';

/** What an uploaded file is for: `captions` are WebVTT files shown beside a video. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'captions'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A media field's value in a row: the stored file, resolved from its id. */
export const MediaRefSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  originalName: z.string(),
});
export type MediaRef = z.infer<typeof MediaRefSchema>;

export interface FieldOptions {
  /** Absent from a create, null in a row; a required field must be sent on create. */
  optional?: boolean;
  /** The list's search box matches this field (ILIKE, case-insensitive). */
  search?: boolean;
  /** The list may sort by this field (`sort=field` or `sort=-field`). */
  sort?: boolean;
  /** The list may be narrowed to one value of this field (`?field=value`). */
  filter?: boolean;
  /** Left out of the edit form and the create body: the server sets it (an exception hook). */
  readOnly?: boolean;
  /** Not a column: the service computes it for each row (a role's user count). Implies readOnly. */
  computed?: boolean;
  /** Not a column and not in a row: sent on create or edit and kept elsewhere (a menu item's role ids). */
  writeOnly?: boolean;
  /** Not a column, but both in a row and in a create or edit (a role's permissions, kept in a join table). */
  virtual?: boolean;
  /** Sent on create only, never edited (a user's kind, a first password). */
  createOnly?: boolean;
}

export interface FieldDefinition<Kind extends FieldKind = FieldKind, Value = unknown> extends FieldOptions {
  kind: Kind;
  /** A create or edit sends this (before optional/nullable wrapping). */
  input: ZodType<Value>;
  /** A row holds this (before nullable wrapping). */
  output: ZodType;
  /** The value of a new row when a create leaves the field out. */
  default?: Value;
  /** choice: the values; media: the media kind; reference: the entity referred to. */
  values?: readonly string[];
  media?: MediaKind;
  entity?: string;
  /** richText: the sanitiser's profile (`rich` unless said). */
  profile?: 'rich' | 'exam';
}

/** A trimmed text of `min` to `max` characters; `required` is the message of a text too short (e.g. "Give the class a name."). */
const trimmed = (max: number, min: number, required?: string) => {
  const base = z.string().trim().max(max, `At most ${max} characters.`);
  return min > 0 ? base.min(min, required ?? (min === 1 ? 'Required.' : `At least ${min} characters.`)) : base;
};

/** A one-line text; `email`: an e-mail address, stored lower-cased. */
export function text<const O extends FieldOptions & { max?: number; min?: number; required?: string; pattern?: { regex: RegExp; message: string }; email?: boolean; default?: string }>(options: O = {} as O): FieldDefinition<'text', string> & Flags<O> {
  const base = trimmed(options.max ?? 200, options.min ?? (options.optional ? 0 : 1), options.required);
  const input: ZodType<string> = options.email
    ? z.email('Enter a valid e-mail address.').max(options.max ?? 254).transform((value) => value.toLowerCase())
    : options.pattern ? base.regex(options.pattern.regex, options.pattern.message) : base;
  return { kind: 'text', input, output: z.string(), ...options };
}

/** A plain text of several lines (an example sentence, a note). */
export function longText<const O extends FieldOptions & { max?: number }>(options: O = {} as O): FieldDefinition<'longText', string> & Flags<O> {
  return { kind: 'longText', input: trimmed(options.max ?? 5000, 0), output: z.string(), default: '', ...options };
}

/**
 * HTML written in the rich text editor; the server stores it through the one shared sanitiser, with
 * the `rich` profile (course content) or the `exam` one (the test format's rule); an optional rich
 * text that is empty once sanitised is stored as null.
 */
export function richText<const O extends FieldOptions & { max?: number; profile?: 'rich' | 'exam' }>(options: O = {} as O): FieldDefinition<'richText', string> & Flags<O> {
  return { kind: 'richText', input: z.string().max(options.max ?? 200_000, 'This text is too long.'), output: z.string(), default: '', ...options };
}

/** A whole number. */
export function number<const O extends FieldOptions & { min?: number; max?: number; default?: number }>(options: O = {} as O): FieldDefinition<'number', number> & Flags<O> {
  const input = z.number().int('A whole number.').min(options.min ?? 0).max(options.max ?? 2_147_483_647);
  return { kind: 'number', input, output: z.number(), ...options };
}

/** Yes or no. */
export function boolean<const O extends FieldOptions & { default?: boolean }>(options: O = {} as O): FieldDefinition<'boolean', boolean> & Flags<O> {
  return { kind: 'boolean', input: z.boolean(), output: z.boolean(), default: options.default ?? false, ...options };
}

/** One of a fixed set of values (a source, a level). */
export function choice<const Values extends readonly [string, ...string[]], const O extends FieldOptions & { default?: Values[number] }>(values: Values, options: O = {} as O): FieldDefinition<'choice', Values[number]> & Flags<O> {
  return { kind: 'choice', input: z.enum(values), output: z.enum(values), values, ...options };
}

/** A calendar day, `yyyy-MM-dd` on the wire (the form shows dd/MM/yyyy). */
export function date<const O extends FieldOptions>(options: O = {} as O): FieldDefinition<'date', string> & Flags<O> {
  const input = z.iso.date('A date as yyyy-MM-dd.');
  return { kind: 'date', input, output: z.string(), ...options };
}

/** An uploaded file of one kind, sent as its id; the server checks it exists and is of that kind. */
export function media<const O extends FieldOptions>(kind: MediaKind, options: O = {} as O): FieldDefinition<'media', number> & Flags<O> {
  return { kind: 'media', input: rowIdSchema, output: MediaRefSchema, media: kind, ...options };
}

/** A row of another content type, sent as its id; the server checks it exists. */
export function reference<const O extends FieldOptions>(entity: string, options: O = {} as O): FieldDefinition<'reference', number> & Flags<O> {
  return { kind: 'reference', input: rowIdSchema, output: z.number().int(), entity, ...options };
}

/** A structured value with its own schema (translations, a question group). */
export function json<T, const O extends FieldOptions & { default?: T; output?: ZodType }>(schema: ZodType<T>, options: O = {} as O): FieldDefinition<'json', T> & Flags<O> {
  return { kind: 'json', input: schema, output: options.output ?? schema, ...options };
}

export type Fields = Record<string, FieldDefinition>;

/** The options a row's type depends on, kept as literal types. */
export type Flags<O> = Pick<O, Extract<keyof O, 'optional' | 'writeOnly' | 'computed' | 'virtual'>>;
