import { z, type ZodType } from 'zod';

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
}

const trimmed = (max: number, min: number) => {
  const base = z.string().trim().max(max, `At most ${max} characters.`);
  return min > 0 ? base.min(min, min === 1 ? 'Required.' : `At least ${min} characters.`) : base;
};

/** A one-line text. */
export function text(options: FieldOptions & { max?: number; min?: number; pattern?: { regex: RegExp; message: string } } = {}): FieldDefinition<'text', string> {
  const base = trimmed(options.max ?? 200, options.min ?? (options.optional ? 0 : 1));
  const input = options.pattern ? base.regex(options.pattern.regex, options.pattern.message) : base;
  return { kind: 'text', input, output: z.string(), ...options };
}

/** A plain text of several lines (an example sentence, a note). */
export function longText(options: FieldOptions & { max?: number } = {}): FieldDefinition<'longText', string> {
  return { kind: 'longText', input: trimmed(options.max ?? 5000, 0), output: z.string(), default: '', ...options };
}

/** HTML written in the rich text editor; the server stores it through the one shared sanitiser. */
export function richText(options: FieldOptions & { max?: number } = {}): FieldDefinition<'richText', string> {
  return { kind: 'richText', input: z.string().max(options.max ?? 200_000, 'This text is too long.'), output: z.string(), default: '', ...options };
}

/** A whole number. */
export function number(options: FieldOptions & { min?: number; max?: number; default?: number } = {}): FieldDefinition<'number', number> {
  const input = z.number().int('A whole number.').min(options.min ?? 0).max(options.max ?? 2_147_483_647);
  return { kind: 'number', input, output: z.number(), ...options };
}

/** Yes or no. */
export function boolean(options: FieldOptions & { default?: boolean } = {}): FieldDefinition<'boolean', boolean> {
  return { kind: 'boolean', input: z.boolean(), output: z.boolean(), default: options.default ?? false, ...options };
}

/** One of a fixed set of values (a source, a level). */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values, options: FieldOptions & { default?: Values[number] } = {}): FieldDefinition<'choice', Values[number]> {
  return { kind: 'choice', input: z.enum(values), output: z.enum(values), values, ...options };
}

/** A calendar day, `yyyy-MM-dd` on the wire (the form shows dd/MM/yyyy). */
export function date(options: FieldOptions = {}): FieldDefinition<'date', string> {
  const input = z.iso.date('A date as yyyy-MM-dd.');
  return { kind: 'date', input, output: z.string(), ...options };
}

/** An uploaded file of one kind, sent as its id; the server checks it exists and is of that kind. */
export function media(kind: MediaKind, options: FieldOptions = {}): FieldDefinition<'media', number> {
  return { kind: 'media', input: z.number().int().positive(), output: MediaRefSchema, media: kind, ...options };
}

/** A row of another content type, sent as its id; the server checks it exists. */
export function reference(entity: string, options: FieldOptions = {}): FieldDefinition<'reference', number> {
  return { kind: 'reference', input: z.number().int().positive(), output: z.number().int(), entity, ...options };
}

/** A structured value with its own schema (translations, a question group). */
export function json<T>(schema: ZodType<T>, options: FieldOptions & { default?: T; output?: ZodType } = {}): FieldDefinition<'json', T> {
  return { kind: 'json', input: schema, output: options.output ?? schema, ...options };
}

export type Fields = Record<string, FieldDefinition>;
