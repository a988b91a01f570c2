import type { CreateWordListBody, UpdateWordListBody, WordListCounts, WordListQuery, WordListSummary } from '@lexam/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { forbidden } from '../errors';
import { loadOwnList, loadReadableList, readableBy, type WordListRow } from './access';

const { wordLists, words, flashcardCards } = tables;

/** Each list's word count and the learner's schedule on it, at `now`. */
export async function countsOfLists(db: Database, userId: number, listIds: number[], now = new Date()): Promise<Map<number, WordListCounts>> {
  const out = new Map<number, WordListCounts>(listIds.map((id) => [id, { wordCount: 0, newCount: 0, dueCount: 0, studiedCount: 0 }]));
  if (listIds.length === 0) return out;
  const rows = await db
    .select({
      listId: words.wordListId,
      wordCount: sql<number>`count(*)::int`,
      studiedCount: sql<number>`count(${flashcardCards.wordId})::int`,
      dueCount: sql<number>`(count(*) filter (where ${flashcardCards.due} <= ${now.toISOString()}::timestamptz))::int`,
    })
    .from(words)
    .leftJoin(flashcardCards, and(eq(flashcardCards.wordId, words.id), eq(flashcardCards.userId, userId)))
    .where(inArray(words.wordListId, listIds))
    .groupBy(words.wordListId);
  for (const row of rows) {
    if (row.listId === null) continue;
    out.set(row.listId, { wordCount: row.wordCount, studiedCount: row.studiedCount, dueCount: row.dueCount, newCount: row.wordCount - row.studiedCount });
  }
  return out;
}

function toSummary(row: WordListRow, userId: number, counts: WordListCounts | undefined): WordListSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ownerId: row.ownerId,
    isOwn: row.ownerId === userId,
    isShared: row.ownerId === null,
    copiedFromId: row.copiedFromId,
    counts: counts ?? { wordCount: 0, newCount: 0, dueCount: 0, studiedCount: 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function summarizeList(db: Database, userId: number, row: WordListRow): Promise<WordListSummary> {
  const counts = await countsOfLists(db, userId, [row.id]);
  return toSummary(row, userId, counts.get(row.id));
}

/** `WordList/getWordList`: the learner's own lists (newest first), then the shared published ones in their order. */
export async function listWordLists(db: Database, userId: number, query: WordListQuery): Promise<{ rows: WordListSummary[]; totalCount: number }> {
  const conditions: (SQL | undefined)[] = [readableBy(userId)];
  if (query.scope === 'mine') conditions.push(eq(wordLists.ownerId, userId));
  if (query.scope === 'shared') conditions.push(isNull(wordLists.ownerId));
  if (query.searchByName) conditions.push(ilike(wordLists.title, containsPattern(query.searchByName)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wordLists)
      .where(where)
      .orderBy(sql`${wordLists.ownerId} is null`, asc(wordLists.sortOrder), desc(wordLists.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(wordLists).where(where),
  ]);
  const counts = await countsOfLists(db, userId, rows.map((row) => row.id));
  return { rows: rows.map((row) => toSummary(row, userId, counts.get(row.id))), totalCount: total?.value ?? 0 };
}

/** `WordList/getWordListById`. */
export async function getWordList(db: Database, userId: number, wordListId: number): Promise<WordListSummary> {
  return summarizeList(db, userId, await loadReadableList(db, userId, wordListId));
}

/** Copies a list's words, in order, into another list (inside the caller's transaction). */
export async function copyWords(tx: Database, fromListId: number, toListId: number, startOrder = 0): Promise<number> {
  const source = await tx.select().from(words).where(eq(words.wordListId, fromListId)).orderBy(asc(words.sortOrder), asc(words.id));
  if (source.length === 0) return 0;
  await tx.insert(words).values(
    source.map((word, index) => ({
      wordListId: toListId,
      term: word.term,
      partOfSpeech: word.partOfSpeech,
      meaning: word.meaning,
      translations: word.translations,
      pronunciation: word.pronunciation,
      example: word.example,
      audio: word.audio,
      image: word.image,
      sortOrder: startOrder + index + 1,
    })),
  );
  return source.length;
}

/** `POST WordList`: a new list of the learner's, empty or a copy of a list they can read. */
export async function createWordList(db: Database, userId: number, body: CreateWordListBody): Promise<WordListSummary> {
  if ('copyFromId' in body) {
    const source = await loadReadableList(db, userId, body.copyFromId);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(wordLists)
        .values({ ownerId: userId, title: body.title ?? source.title, description: body.description ?? source.description, copiedFromId: source.id })
        .returning();
      await copyWords(tx as unknown as Database, source.id, created!.id);
      return created!;
    });
    return summarizeList(db, userId, row);
  }
  const [row] = await db.insert(wordLists).values({ ownerId: userId, title: body.title, description: body.description }).returning();
  return summarizeList(db, userId, row!);
}

/** `PUT WordList/{id}`: only the learner's own lists. */
export async function updateWordList(db: Database, userId: number, wordListId: number, body: UpdateWordListBody): Promise<WordListSummary> {
  await loadOwnList(db, userId, wordListId);
  const [row] = await db
    .update(wordLists)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(wordLists.id, wordListId), eq(wordLists.ownerId, userId)))
    .returning();
  return summarizeList(db, userId, row!);
}

/** `DELETE WordList/{ownerId}/{wordListId}`: the path's owner must be the signed-in learner. */
export async function deleteWordList(db: Database, userId: number, { ownerId, wordListId }: { ownerId: number; wordListId: number }): Promise<void> {
  if (ownerId !== userId) throw forbidden('A learner deletes only their own word lists.');
  await loadOwnList(db, userId, wordListId);
  await db.delete(wordLists).where(and(eq(wordLists.id, wordListId), eq(wordLists.ownerId, userId)));
}
