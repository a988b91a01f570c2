import { eq, inArray, type AnyPgColumn, type Database, type PgTable } from '@lexam/db';
import { badRequest } from '../../errors';

/**
 * Gives each id its position in the list as sortOrder 1, 2, 3, … Every id must exist and all must
 * share one parent (one test's sections, one section's groups…): ordering across parents means nothing.
 */
export async function reorderChildren({ db, table, idColumn, parentColumn, ids, what }: {
  db: Database;
  /** A table with a `sortOrder` column. */
  table: PgTable;
  idColumn: AnyPgColumn;
  parentColumn: AnyPgColumn;
  ids: number[];
  what: string;
}): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(`Each ${what} is listed once.`, [{ field: 'body.ids', message: 'An id is repeated.' }]);
  const found = (await db.select({ id: idColumn, parent: parentColumn }).from(table).where(inArray(idColumn, ids))) as { id: number; parent: number }[];
  if (found.length !== ids.length) throw badRequest(`Some of these ${what}s do not exist.`, [{ field: 'body.ids', message: `Unknown ${what}.` }]);
  if (new Set(found.map((row) => row.parent)).size > 1) throw badRequest(`The ${what}s to order belong to different parents; order one parent's ${what}s at a time.`, [{ field: 'body.ids', message: 'Mixed parents.' }]);
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await tx.update(table).set({ sortOrder: index + 1 } as never).where(eq(idColumn, id));
  });
}
