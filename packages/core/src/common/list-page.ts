import type { PageQuery } from '@lexam/contracts';
import { count, type AnyPgColumn, type Database, type PgTable, type SQL } from '@lexam/db';
import { pageOffset, resolveSort } from './sorting';

/** Makes `%` and `_` in a search match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The ILIKE pattern of a search box: the text anywhere, wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * One page of a table's rows and the count of all rows that match, in parallel: the shape of every
 * admin list. Sorting goes through `resolveSort`, so only the listed columns can be asked for; `id`
 * breaks ties so pages never overlap.
 */
export async function listPage<Row>({ db, table, id, where, query, sortable, fallback }: {
  db: Database;
  table: PgTable;
  id: AnyPgColumn;
  where?: SQL;
  query: PageQuery;
  sortable: Record<string, AnyPgColumn>;
  fallback: string;
}): Promise<{ rows: Row[]; totalCount: number }> {
  const orderBy = resolveSort({ sort: query.sort, columns: sortable, fallback });
  const [rows, [total]] = await Promise.all([
    db.select().from(table).where(where).orderBy(orderBy, id).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], totalCount: total?.value ?? 0 };
}
