import type { ZodType } from 'zod';
import type { AnyStatistics, ContentType, PageQuery, StatisticsQuery } from '@lexam/contracts';
import { and, eq, getTableColumns, ilike, inArray, isNull, or, sql, type AnyPgColumn, type Database, type PgTable, type SQL } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import type { Principal } from '../identity/principal';
import { containsPattern } from '../common/list-page';
import { pageOffset, resolveSort } from '../common/sorting';
import { countCreatedPerDay } from '../common/statistics';
import { CONTENT_TABLES } from './content-tables';
import type { ActivitySource } from './statistics/activity';
import { weeklyStatistics } from './statistics/weekly';
import { loadMedia, mediaIdsOf, prepareValues, toContentRow } from './row-values';

type Values = Record<string, unknown>;

/** What a type needs beyond the generic verbs, written beside its declaration. */
export interface ContentExceptions {
  /** The rows of the table this type sees (words of passages, not the words of word lists). */
  scope?: (columns: Record<string, AnyPgColumn>) => SQL;
  /**
   * Runs before a create or an edit, after the generic checks, inside no transaction: may set
   * read-only fields (a passage's source from its lesson) or refuse with a DomainError.
   */
  beforeWrite?: (args: { db: Database; values: Values; existing?: Values }) => Promise<Values> | Values;
  /** Runs in the write's transaction with the write-only and virtual fields sent (a menu item's roles) and the columns written. */
  afterWrite?: (args: { db: Database; id: number; extra: Values; values: Values; isNew: boolean }) => Promise<void>;
  /** Adds the computed fields to rows read (a role's user count). */
  decorate?: (args: { db: Database; rows: Values[] }) => Promise<Values[]>;
  /** May refuse a delete (built-in rows, the admin's own account) with a DomainError. */
  beforeRemove?: (args: { db: Database; ids: number[]; actorId?: number }) => Promise<void>;
  /** Runs after any change is saved (caches to drop). */
  afterChange?: () => void;
  /**
   * Replaces the generic list when a type's list is tuned beyond it (users: a trigram search and
   * pages read from the nearer end of a large table). It keeps the declaration's query and rows.
   */
  list?: (args: { db: Database; query: PageQuery & Values }) => Promise<{ rows: Values[]; totalCount: number }>;
  /** Narrows a list by a query parameter of the declaration's `extraQuery` (a test's questions across its groups). */
  scopeQuery?: (args: { db: Database; query: PageQuery & Values }) => SQL | undefined;
  /** Replaces the generic detail: the row as a detail answers it (a user's profile with its roles). */
  get?: (args: { db: Database; id: number }) => Promise<Values | undefined>;
  /** The schema of that detail when it holds more than a row (a test with its whole tree). */
  detail?: ZodType;
  /** Where the learners' activity is, for a type whose declaration has `statistics` (statistics/activity.ts). */
  activity?: ActivitySource;
}

export interface ContentService {
  type: ContentType;
  /** The detail's schema when it is more than a row. */
  detail?: ZodType;
  list(db: Database, query: PageQuery & Values): Promise<{ rows: Values[]; totalCount: number }>;
  get(db: Database, id: number): Promise<Values | undefined>;
  create(db: Database, input: Values): Promise<Values>;
  update(db: Database, id: number, input: Values): Promise<Values | undefined>;
  remove(db: Database, ids: number[], context?: { actorId?: number }): Promise<number>;
  /** Without `position`, the ids take the places they hold now; with it, they go together to that place. */
  reorder(db: Database, ids: number[], position?: number): Promise<void>;
  /** `POST E/statistics`: what the declaration's `statistics` counts (rows created per day without it); `principal` limits a teacher to their learners. */
  statistics(db: Database, query: StatisticsQuery & Values, principal?: Principal): Promise<AnyStatistics>;
}

/**
 * The table service of a declared content type: list (search, sort, filter, paging), get, create,
 * edit, delete, deleteMulti, updateOrder within the parent, statistics; the report reads `list`.
 * Everything it knows comes from the declaration and the table, whose column keys are the fields'.
 */
export function createContentService({ type, table, ...exceptions }: ContentExceptions & { type: ContentType; table: PgTable }): ContentService {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`${type.entity}: the table has no column for the field ${key}.`);
    return found;
  };
  const id = column('id');
  const sortable = Object.fromEntries(type.sortable.map((key) => [key, column(key)]));
  const scope = exceptions.scope?.(columns);
  const parentColumn = type.parent ? column(type.parent) : undefined;
  if (type.statistics && !exceptions.activity) throw new Error(`${type.entity}: its statistics need an activity source.`);

  async function toRows(db: Database, rows: Values[]) {
    const media = await loadMedia(db, mediaIdsOf(type, rows));
    const out = rows.map((row) => toContentRow(type, row, media));
    return exceptions.decorate ? exceptions.decorate({ db, rows: out }) : out;
  }
  const writeOnly = Object.entries(type.fields).filter(([, field]) => field.writeOnly || field.virtual).map(([key]) => key);
  /** The write-only fields apart from the columns. */
  function split(values: Values): { columns: Values; extra: Values } {
    const columnValues = { ...values };
    const extra: Values = {};
    for (const key of writeOnly) if (key in columnValues) {
      extra[key] = columnValues[key];
      delete columnValues[key];
    }
    return { columns: columnValues, extra };
  }
  /** One write, with the write-only fields' own writes, all or nothing. */
  async function write<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
    const result = exceptions.afterWrite ? await db.transaction((tx) => run(tx as unknown as Database)) : await run(db);
    exceptions.afterChange?.();
    return result;
  }

  function whereOf(db: Database, query: PageQuery & Values): SQL | undefined {
    const conditions: (SQL | undefined)[] = [scope, exceptions.scopeQuery?.({ db, query })];
    if (query.searchByName && type.searchable.length > 0) {
      const pattern = containsPattern(query.searchByName);
      conditions.push(or(...type.searchable.map((key) => ilike(column(key), pattern))));
    }
    for (const key of type.filterable) if (query[key] !== undefined) conditions.push(eq(column(key), query[key]));
    return and(...conditions);
  }

  async function readRow(db: Database, rowId: number): Promise<Values | undefined> {
    const [row] = await db.select().from(table).where(and(eq(id, rowId), scope)).limit(1);
    return row as Values | undefined;
  }

  /** Every reference sent must name an existing row of its entity. */
  async function checkReferences(db: Database, values: Values) {
    const errors: { field: string; message: string }[] = [];
    for (const key of type.fieldsOf('reference')) {
      const value = values[key];
      if (typeof value !== 'number') continue;
      const entity = type.fields[key]!.entity!;
      const target = CONTENT_TABLES[entity];
      if (!target) throw new Error(`${type.entity}.${key}: no table is known for ${entity}.`);
      const targetId = (getTableColumns(target) as Record<string, AnyPgColumn>).id!;
      const [found] = await db.select({ id: targetId }).from(target).where(eq(targetId, value)).limit(1);
      if (!found) errors.push({ field: `body.${key}`, message: `There is no ${entity} ${value}.` });
    }
    if (errors.length > 0) throw badRequest(`This ${type.entity} refers to rows that do not exist.`, errors);
  }

  async function prepare(db: Database, input: Values, existing?: Values) {
    await checkReferences(db, input);
    const values = await prepareValues(db, type, input);
    return exceptions.beforeWrite ? exceptions.beforeWrite({ db, values, existing }) : values;
  }

  /** The rows sharing a parent with `row` (all the type's rows when it has no parent), in order. */
  function siblingsWhere(parentValue: unknown): SQL | undefined {
    if (!parentColumn) return scope;
    return and(scope, parentValue === null || parentValue === undefined ? isNull(parentColumn) : eq(parentColumn, parentValue));
  }

  /** `sub_course_index_id` names a row of this type (or of its parent's): else a 404. */
  async function assertNarrowing(db: Database, rowId: number, byParent: boolean) {
    const entity = byParent ? type.fields[type.parent!]!.entity! : type.entity;
    const target = byParent ? CONTENT_TABLES[entity] : table;
    const targetId = byParent && target ? (getTableColumns(target) as Record<string, AnyPgColumn>).id! : id;
    const [found] = target ? await db.select({ id: targetId }).from(target).where(and(eq(targetId, rowId), byParent ? undefined : scope)).limit(1) : [];
    if (!found) throw notFound(`There is no ${entity} ${rowId} (sub_course_index_id).`);
  }

  const service: ContentService = {
    type,
    detail: exceptions.detail,
    async list(db, query) {
      if (exceptions.list) return exceptions.list({ db, query });
      const where = whereOf(db, query);
      const orderBy = resolveSort({ sort: query.sort, columns: sortable, fallback: type.defaultSort });
      const [rows, [total]] = await Promise.all([
        db.select().from(table).where(where).orderBy(orderBy, id).limit(query.pageSize).offset(pageOffset(query)),
        db.select({ value: sql<number>`count(*)::int` }).from(table).where(where),
      ]);
      return { rows: await toRows(db, rows as Values[]), totalCount: Number(total?.value ?? 0) };
    },
    async get(db, rowId) {
      if (exceptions.get) return exceptions.get({ db, id: rowId });
      const row = await readRow(db, rowId);
      return row ? (await toRows(db, [row]))[0] : undefined;
    },
    async create(db, input) {
      const { columns: values, extra } = split(await prepare(db, input));
      const rowId = await write(db, async (tx) => {
        if (type.ordered) {
          const [last] = await tx.select({ value: sql<number>`coalesce(max(${column('sortOrder')}), 0)::int` }).from(table).where(siblingsWhere(values[type.parent ?? '']));
          values.sortOrder = Number(last?.value ?? 0) + 1;
        }
        const [row] = await tx.insert(table).values(values).returning({ id });
        await exceptions.afterWrite?.({ db: tx, id: row!.id as number, extra, values, isNew: true });
        return row!.id as number;
      });
      return (await service.get(db, rowId))!;
    },
    async update(db, rowId, input) {
      const existing = await readRow(db, rowId);
      if (!existing) return undefined;
      const { columns: values, extra } = split(await prepare(db, input, existing));
      await write(db, async (tx) => {
        if (type.ordered && type.parent && values[type.parent] !== undefined && values[type.parent] !== existing[type.parent]) {
          // Moving to another parent puts the row last there.
          const [last] = await tx.select({ value: sql<number>`coalesce(max(${column('sortOrder')}), 0)::int` }).from(table).where(siblingsWhere(values[type.parent]));
          values.sortOrder = Number(last?.value ?? 0) + 1;
        }
        await tx.update(table).set({ ...values, updatedAt: sql`now()` }).where(eq(id, rowId));
        await exceptions.afterWrite?.({ db: tx, id: rowId, extra, values, isNew: false });
      });
      return service.get(db, rowId);
    },
    async remove(db, ids, context = {}) {
      await exceptions.beforeRemove?.({ db, ids, actorId: context.actorId });
      const deleted = (await db.delete(table).where(and(inArray(id, ids), scope)).returning({ id })).length;
      exceptions.afterChange?.();
      return deleted;
    },
    /**
     * Puts the given rows in the given order among the places they hold now: a page of a longer
     * list reorders within itself and leaves the rest where it is. With a `position` (1-based, past
     * the end means last), they are taken out and put back together from that place instead: the
     * move of a row to another page. All rows share one parent.
     */
    async reorder(db, ids, position) {
      if (!type.ordered) throw badRequest(`${type.entity} rows have no order.`);
      if (new Set(ids).size !== ids.length) throw badRequest('Each row may appear only once.', [{ field: 'body.ids', message: 'Repeated id.' }]);
      const found = (await db.select().from(table).where(and(inArray(id, ids), scope))) as Values[];
      if (found.length !== ids.length) {
        const missing = ids.filter((wanted) => !found.some((row) => row.id === wanted));
        throw badRequest(`Some of these ${type.entity} rows do not exist: ${missing.join(', ')}.`, [{ field: 'body.ids', message: 'Unknown id.' }]);
      }
      const parents = new Set(found.map((row) => (type.parent ? row[type.parent] : null)));
      if (parents.size > 1) {
        const parent = type.fields[type.parent!]!;
        const what = parent.kind === 'reference' ? `${parent.entity} rows` : `${type.parent} values`;
        throw badRequest(`These ${type.entity} rows belong to different ${what}: order one at a time.`, [{ field: 'body.ids', message: 'Mixed parents.' }]);
      }
      const siblings = (await db.select({ id, sortOrder: column('sortOrder') }).from(table).where(siblingsWhere(found[0]![type.parent ?? ''])).orderBy(column('sortOrder'), id)) as { id: number }[];
      const moving = new Set(ids);
      const queue = [...ids];
      let ordered = siblings.map((row) => (moving.has(row.id) ? queue.shift()! : row.id));
      if (position !== undefined) {
        const rest = siblings.map((row) => row.id).filter((rowId) => !moving.has(rowId));
        const at = Math.min(position - 1, rest.length);
        ordered = [...rest.slice(0, at), ...ids, ...rest.slice(at)];
      }
      await db.transaction(async (tx) => {
        for (const [index, rowId] of ordered.entries()) await tx.update(table).set({ sortOrder: index + 1 }).where(eq(id, rowId));
      });
      exceptions.afterChange?.();
    },
    async statistics(db, query, principal) {
      if (!type.statistics || !exceptions.activity) return countCreatedPerDay({ db, table, createdAt: column('createdAt'), query });
      const narrowed = query.sub_course_index_id;
      const byParent = type.statistics.kind === 'learners' && type.statistics.narrowBy === 'parent';
      if (narrowed !== undefined) await assertNarrowing(db, narrowed, byParent);
      const filters = type.filterable.filter((key) => query[key] !== undefined).map((key) => eq(column(key), query[key]));
      const narrowing = narrowed === undefined ? undefined : eq(byParent ? parentColumn! : id, narrowed);
      const items = db.select({ id }).from(table).where(and(scope, ...filters, narrowing));
      return weeklyStatistics({ db, declaration: type.statistics, activity: exceptions.activity, items: sql`${items}`, principal, query });
    },
  };
  return service;
}
