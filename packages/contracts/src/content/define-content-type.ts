import { z, type ZodType } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import type { Resource } from '../identity/permissions';
import type { FieldDefinition, Fields } from './fields';

/** Columns every content row has besides its fields. */
export const SYSTEM_COLUMNS = ['id', 'createdAt', 'updatedAt'] as const;

export interface ContentTypeInput<F extends Fields> {
  /** API.md's entity path segment, e.g. `Passage`. */
  entity: string;
  /** The resource of the permissions `<resource>.read|create|update|delete`. */
  permission: Resource;
  fields: F;
  /**
   * The field (a reference) that scopes the rows: passages of a lesson, words of a passage. A list
   * may be narrowed to one parent, `updateOrder` orders within one parent, and the parent must exist.
   */
  parent?: keyof F & string;
  /** Rows keep an order (`sortOrder`), set by `updateOrder` and by creation (last). */
  ordered?: boolean;
  /** The columns of `E/report`, in order; fields or system columns. */
  report: readonly ((keyof F & string) | (typeof SYSTEM_COLUMNS)[number] | 'sortOrder')[];
  /** The list's order when none is asked for; `sortOrder` for ordered types, else `-createdAt`. */
  defaultSort?: string;
  /** Verbs the type does not offer; they answer 405. */
  without?: readonly ('create' | 'update' | 'delete' | 'reorder' | 'statistics')[];
}

type InputOf<F extends FieldDefinition> = F extends FieldDefinition<infer _K, infer V> ? V : never;
type RowValue<F extends FieldDefinition> = F['kind'] extends 'media' ? { id: number; url: string; mime: string; originalName: string } | null : F['optional'] extends true ? InputOf<F> | null : InputOf<F>;

/** A row as a list or a detail answers it. */
export type ContentRow<F extends Fields> = { id: number; sortOrder?: number; createdAt: string; updatedAt: string } & { [K in keyof F]: RowValue<F[K]> };

export interface ContentType<F extends Fields = Fields> extends ContentTypeInput<F> {
  row: ZodType<ContentRow<F>>;
  create: ZodType<Record<string, unknown>>;
  update: ZodType<Record<string, unknown>>;
  query: ZodType<z.infer<typeof PageQuerySchema> & Record<string, unknown>>;
  /** The columns a list may sort by. */
  sortable: string[];
  /** The fields the search box matches. */
  searchable: string[];
  /** The fields a list may be narrowed by (`?field=value`), the parent included. */
  filterable: string[];
  defaultSort: string;
  /** Fields by kind, for the service: HTML to sanitise, files and rows to check. */
  fieldsOf: (kind: FieldDefinition['kind']) => string[];
}

/** What a filter looks like in a query string: numbers and booleans arrive as text. */
function filterSchema(field: FieldDefinition): ZodType {
  switch (field.kind) {
    case 'number':
    case 'reference':
    case 'media':
      return z.coerce.number().int().positive();
    case 'boolean':
      return z.enum(['true', 'false']).transform((value) => value === 'true');
    default:
      return field.input;
  }
}

/**
 * Declares a content type once. From the fields come the row, create, update and list query
 * schemas, the sortable, searchable and filterable columns; the core table service, the API's
 * route factory and the web's list and form all read this one object (docs/content-types.md).
 */
export function defineContentType<const F extends Fields>(input: ContentTypeInput<F>): ContentType<F> {
  const entries = Object.entries(input.fields) as [string, FieldDefinition][];
  if (input.parent && input.fields[input.parent]?.kind !== 'reference') throw new Error(`${input.entity}: the parent ${input.parent} must be a reference field.`);

  const rowShape: Record<string, ZodType> = { id: z.number().int() };
  for (const [key, field] of entries) rowShape[key] = field.kind === 'media' || field.optional ? field.output.nullable() : field.output;
  if (input.ordered) rowShape.sortOrder = z.number().int();
  rowShape.createdAt = z.string();
  rowShape.updatedAt = z.string();

  const writable = entries.filter(([, field]) => !field.readOnly);
  const createShape: Record<string, ZodType> = {};
  const updateShape: Record<string, ZodType> = {};
  for (const [key, field] of writable) {
    const value = field.optional ? field.input.nullable() : field.input;
    createShape[key] = field.optional ? value.optional() : field.default !== undefined ? value.default(field.default as never) : value;
    updateShape[key] = value.optional();
  }

  const filterable = entries.filter(([key, field]) => field.filter || key === input.parent).map(([key]) => key);
  const queryShape: Record<string, ZodType> = {};
  for (const key of filterable) queryShape[key] = filterSchema(input.fields[key]!).optional();

  const sortable = [...entries.filter(([, field]) => field.sort).map(([key]) => key), ...(input.ordered ? ['sortOrder'] : []), 'id', 'createdAt', 'updatedAt'];
  const searchable = entries.filter(([, field]) => field.search).map(([key]) => key);

  return {
    ...input,
    row: z.object(rowShape) as unknown as ZodType<ContentRow<F>>,
    create: z.strictObject(createShape) as ZodType<Record<string, unknown>>,
    update: z.strictObject(updateShape) as ZodType<Record<string, unknown>>,
    query: PageQuerySchema.extend(queryShape) as unknown as ContentType<F>['query'],
    sortable,
    searchable,
    filterable,
    defaultSort: input.defaultSort ?? (input.ordered ? 'sortOrder' : '-createdAt'),
    fieldsOf: (kind) => entries.filter(([, field]) => field.kind === kind).map(([key]) => key),
  };
}
