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

/** Up to this many matches, a search's page is sorted from the matching rows rather than read along a sort index. */
export const SORTED_MATCHES = 10_000;
/** A LIMIT that never cuts: it keeps the planner from merging a subquery of matches into the sorted read around it. */
export const UNLIMITED = 2_147_483_647;

/** From this offset on, a list counts first and may read a page from the far end instead. */
const FAR_OFFSET = 1_000;

/**
 * One page of a list whose order is total (ties broken by id) and the count of all rows. A page in
 * the second half of a long list is read from the far end in the reverse order and turned around,
 * so the last pages cost what the first ones do (an OFFSET walks every row it skips). `readPage`
 * gets the offset, the limit and whether to read in reverse.
 */
export async function pageFromNearerEnd<Row>({ offset, pageSize, countRows, readPage }: {
  offset: number;
  pageSize: number;
  countRows: () => Promise<number>;
  readPage: (page: { offset: number; limit: number; isReversed: boolean }) => Promise<Row[]>;
}): Promise<{ rows: Row[]; totalCount: number }> {
  if (offset < FAR_OFFSET) {
    const [rows, totalCount] = await Promise.all([readPage({ offset, limit: pageSize, isReversed: false }), countRows()]);
    return { rows, totalCount };
  }
  const totalCount = await countRows();
  if (offset >= totalCount) return { rows: [], totalCount };
  const end = Math.min(offset + pageSize, totalCount);
  if (offset <= totalCount - end) return { rows: await readPage({ offset, limit: pageSize, isReversed: false }), totalCount };
  const rows = await readPage({ offset: totalCount - end, limit: end - offset, isReversed: true });
  return { rows: rows.reverse(), totalCount };
}
