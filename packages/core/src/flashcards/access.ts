import { and, eq, isNull, or, tables, type Database, type SQL } from '@lexam/db';
import { forbidden, notFound } from '../errors';

const { wordLists } = tables;

export type WordListRow = typeof wordLists.$inferSelect;

/** The lists a learner may read: the shared published ones and their own. */
export function readableBy(userId: number): SQL {
  return or(eq(wordLists.ownerId, userId), and(isNull(wordLists.ownerId), eq(wordLists.isPublished, true)))!;
}

/** A list the learner may read, else 404 (another learner's list is not said to exist). */
export async function loadReadableList(db: Database, userId: number, wordListId: number): Promise<WordListRow> {
  const [row] = await db.select().from(wordLists).where(and(eq(wordLists.id, wordListId), readableBy(userId))).limit(1);
  if (!row) throw notFound(`There is no word list ${wordListId}.`);
  return row;
}

/**
 * One of the learner's own lists, to change or study: 404 when they cannot read it, 403 when it is
 * a shared list (copied first, with `POST WordList { copyFromId }`).
 */
export async function loadOwnList(db: Database, userId: number, wordListId: number): Promise<WordListRow> {
  const row = await loadReadableList(db, userId, wordListId);
  if (row.ownerId !== userId) throw forbidden('This is a shared word list: copy it to your lists to change or study it.');
  return row;
}
