import { z, type ZodType } from 'zod';
import { rowIdParamSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { statisticsQueryOf, type StatisticsDeclaration } from '../common/statistics';
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
   * The field that scopes the rows: a reference (passages of a lesson, words of a passage: the parent
   * must exist) or a choice (writing prompts of a task, lessons of a skill). A list may be narrowed to
   * one parent, and `updateOrder` orders within one parent.
   */
  parent?: keyof F & string;
  /** Rows keep an order (`sortOrder`), set by `updateOrder` and by creation (last). */
  ordered?: boolean;
  /** The columns of `E/report`, in order; fields or system columns. */
  report: readonly ((keyof F & string) | (typeof SYSTEM_COLUMNS)[number] | 'sortOrder')[];
  /** English report titles where the column's key does not read well (`fullName` → `Name`). */
  reportTitles?: Partial<Record<(keyof F & string) | (typeof SYSTEM_COLUMNS)[number] | 'sortOrder', string>>;
  /** Rules across fields of a create (an admin needs a username): refinements of the create schema. */
  refineCreate?: (schema: z.ZodObject) => z.ZodObject;
  /** The list's order when none is asked for; `sortOrder` for ordered types, else `-createdAt`. */
  defaultSort?: string;
  /** Query parameters of the list beyond the filter fields, read by a `list` exception (a test's questions across its groups). */
  extraQuery?: Record<string, ZodType>;
  /**
   * What `POST E/statistics` counts: test attempts per week (`{ kind: 'attempts', average }`) or
   * learners who started and finished per week (`{ kind: 'learners' }`); rows created per day when
   * absent. The server reads the learners' activity of the type where its service says.
   */
  statistics?: StatisticsDeclaration;
  /** Verbs the type does not offer; they answer 405. */
  without?: readonly ('create' | 'update' | 'delete' | 'reorder' | 'statistics')[];
}

type InputOf<F> = F extends FieldDefinition<infer _K, infer V> ? V : never;
type RowValue<F> = F extends { kind: 'media' } ? { id: number; url: string; mime: string; originalName: string } | null : F extends { optional: true } ? InputOf<F> | null : InputOf<F>;
type RowKeys<F extends Fields> = { [K in keyof F]: F[K] extends { writeOnly: true } ? never : K }[keyof F];

/** A row as a list or a detail answers it. */
export type ContentRow<F extends Fields, Ordered extends boolean = boolean> = { id: number; createdAt: string; updatedAt: string } & (Ordered extends true ? { sortOrder: number } : unknown) & {
  [K in RowKeys<F>]: RowValue<F[K]>;
};

export interface ContentType<F extends Fields = Fields, Ordered extends boolean = boolean> extends ContentTypeInput<F> {
  row: ZodType<ContentRow<F, Ordered>>;
  create: ZodType<Record<string, unknown>>;
  update: ZodType<Record<string, unknown>>;
  query: ZodType<z.infer<typeof PageQuerySchema> & Record<string, unknown>>;
  /** The `POST E/statistics` query: a page, `sub_course_index_id`, a date range and the list's filters. */
  statisticsQuery: ReturnType<typeof statisticsQueryOf>;
  /** The columns a list may sort by. */
  sortable: string[];
  /** The fields the search box matches. */
  searchable: string[];
  /** The fields a list may be narrowed by (`?field=value`), the parent included. */
  filterable: string[];
  defaultSort: string;
  /** The fields that are columns of the table (neither computed nor write-only). */
  stored: string[];
  /** Fields by kind, for the service: HTML to sanitise, files and rows to check. */
  fieldsOf: (kind: FieldDefinition['kind']) => string[];
}

/** What a filter looks like in a query string: numbers and booleans arrive as text. */
function filterSchema(field: FieldDefinition): ZodType {
  switch (field.kind) {
    case 'number':
    case 'reference':
    case 'media':
      return rowIdParamSchema;
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
export function defineContentType<const F extends Fields, const Ordered extends boolean = false>(input: ContentTypeInput<F> & { ordered?: Ordered }): ContentType<F, Ordered> {
  const entries = Object.entries(input.fields) as [string, FieldDefinition][];
  const parentKind = input.parent ? input.fields[input.parent]?.kind : undefined;
  if (input.parent && parentKind !== 'reference' && parentKind !== 'choice') throw new Error(`${input.entity}: the parent ${input.parent} must be a reference or a choice field.`);

  const rowShape: Record<string, ZodType> = { id: z.number().int() };
  for (const [key, field] of entries) if (!field.writeOnly) rowShape[key] = field.kind === 'media' || field.optional ? field.output.nullable() : field.output;
  if (input.ordered) rowShape.sortOrder = z.number().int();
  rowShape.createdAt = z.string();
  rowShape.updatedAt = z.string();

  const writable = entries.filter(([, field]) => !field.readOnly && !field.computed);
  const stored = entries.filter(([, field]) => !field.computed && !field.writeOnly && !field.virtual).map(([key]) => key);
  const createShape: Record<string, ZodType> = {};
  const updateShape: Record<string, ZodType> = {};
  for (const [key, field] of writable) {
    const value = field.optional ? field.input.nullable() : field.input;
    createShape[key] = field.optional ? value.optional() : field.default !== undefined ? value.default(field.default as never) : value;
    if (!field.createOnly) updateShape[key] = value.optional();
  }

  const isStored = ([key]: [string, FieldDefinition]) => stored.includes(key);
  const filterable = entries.filter(isStored).filter(([key, field]) => field.filter || key === input.parent).map(([key]) => key);
  const queryShape: Record<string, ZodType> = {};
  for (const key of filterable) queryShape[key] = filterSchema(input.fields[key]!).optional();
  const statisticsQuery = statisticsQueryOf({ ...queryShape });
  Object.assign(queryShape, input.extraQuery);

  const sortable = [...entries.filter(isStored).filter(([, field]) => field.sort).map(([key]) => key), ...(input.ordered ? ['sortOrder'] : []), 'id', 'createdAt', 'updatedAt'];
  const searchable = entries.filter(isStored).filter(([, field]) => field.search).map(([key]) => key);

  return {
    ...input,
    row: z.object(rowShape) as unknown as ZodType<ContentRow<F, Ordered>>,
    create: (input.refineCreate ? input.refineCreate(z.strictObject(createShape)) : z.strictObject(createShape)) as ZodType<Record<string, unknown>>,
    update: z.strictObject(updateShape) as ZodType<Record<string, unknown>>,
    query: PageQuerySchema.extend(queryShape) as unknown as ContentType<F, Ordered>['query'],
    statisticsQuery,
    sortable,
    searchable,
    filterable,
    stored,
    defaultSort: input.defaultSort ?? (input.ordered ? 'sortOrder' : '-createdAt'),
    fieldsOf: (kind) => entries.filter(([key, field]) => field.kind === kind && stored.includes(key)).map(([key]) => key),
  };
}
