import type { AddWordBody, FlashWord, UpdateWordBody, WordsOfListQuery } from '@lexam/contracts';
import { and, asc, count, eq, ilike, or, sql, tables, type Database } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { forbidden, notFound } from '../errors';
import { loadPublishedPassage } from '../reading/published';
import { loadOwnList, loadReadableList, readableBy } from './access';
import { toFlashWords, type WordRow } from './cards';

const { words, wordLists } = tables;

/** `Words/getWordsByWordListId`: a page of a readable list's words in order, with the learner's cards. */
export async function listWordsOfList(db: Database, userId: number, query: WordsOfListQuery): Promise<{ rows: FlashWord[]; totalCount: number }> {
  await loadReadableList(db, userId, query.wordListId);
  const pattern = query.searchByName ? containsPattern(query.searchByName) : undefined;
  const where = and(eq(words.wordListId, query.wordListId), pattern ? or(ilike(words.term, pattern), ilike(words.meaning, pattern)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(words).where(where).orderBy(asc(words.sortOrder), asc(words.id)).limit(query.pageSize).offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(words).where(where),
  ]);
  return { rows: await toFlashWords(db, userId, rows, query.lang), totalCount: total?.value ?? 0 };
}

/** The next place at the end of a list. */
export async function nextSortOrder(db: Database, wordListId: number): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${words.sortOrder}), 0)::int` }).from(words).where(eq(words.wordListId, wordListId));
  return (row?.value ?? 0) + 1;
}

/** A word the learner may copy: of a list they can read, or of a published passage's vocabulary. */
async function loadCopyableWord(db: Database, userId: number, wordId: number): Promise<WordRow> {
  const [word] = await db.select().from(words).where(eq(words.id, wordId)).limit(1);
  if (word?.wordListId != null) {
    const [list] = await db.select({ id: wordLists.id }).from(wordLists).where(and(eq(wordLists.id, word.wordListId), readableBy(userId))).limit(1);
    if (list) return word;
  } else if (word?.passageId != null) {
    await loadPublishedPassage(db, word.passageId).catch(() => {
      throw notFound(`There is no word ${wordId}.`);
    });
    return word;
  }
  throw notFound(`There is no word ${wordId}.`);
}

/** `POST Words`: a word written by hand, or copied as it is (`fromWordId`), at the end of one of the learner's lists. */
export async function addWord(db: Database, userId: number, body: AddWordBody): Promise<FlashWord> {
  await loadOwnList(db, userId, body.wordListId);
  const sortOrder = await nextSortOrder(db, body.wordListId);
  let values: typeof words.$inferInsert;
  if ('fromWordId' in body) {
    const source = await loadCopyableWord(db, userId, body.fromWordId);
    const { term, partOfSpeech, meaning, translations, pronunciation, example, audio, image } = source;
    values = { term, partOfSpeech, meaning, translations, pronunciation, example, audio, image, wordListId: body.wordListId, sortOrder };
  } else {
    values = { ...body, pronunciation: body.pronunciation ?? null, sortOrder };
  }
  const [row] = await db.insert(words).values(values).returning();
  await db.update(wordLists).set({ updatedAt: new Date() }).where(eq(wordLists.id, body.wordListId));
  return (await toFlashWords(db, userId, [row!], undefined))[0]!;
}

/** A word of one of the learner's lists: 404 when they cannot read it, 403 when it is a shared list's. */
async function loadOwnWord(db: Database, userId: number, wordId: number): Promise<WordRow> {
  const [found] = await db
    .select({ word: words, ownerId: wordLists.ownerId })
    .from(words)
    .innerJoin(wordLists, eq(wordLists.id, words.wordListId))
    .where(and(eq(words.id, wordId), readableBy(userId)))
    .limit(1);
  if (!found) throw notFound(`There is no word ${wordId}.`);
  if (found.ownerId !== userId) throw forbidden('This word belongs to a shared word list: copy the list to change it.');
  return found.word;
}

/** `PUT Words/{id}`: only what is sent changes; the learner's card of the word is kept. */
export async function updateWord(db: Database, userId: number, wordId: number, body: UpdateWordBody): Promise<FlashWord> {
  await loadOwnWord(db, userId, wordId);
  const [row] = await db
    .update(words)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(words.id, wordId))
    .returning();
  return (await toFlashWords(db, userId, [row!], undefined))[0]!;
}

/** `DELETE Words/{wordListId}/{wordId}`: a word of one of the learner's lists (its cards and reviews go with it). */
export async function deleteWord(db: Database, userId: number, { wordListId, wordId }: { wordListId: number; wordId: number }): Promise<void> {
  await loadOwnList(db, userId, wordListId);
  const deleted = await db
    .delete(words)
    .where(and(eq(words.id, wordId), eq(words.wordListId, wordListId)))
    .returning({ id: words.id });
  if (deleted.length === 0) throw notFound(`There is no word ${wordId} in word list ${wordListId}.`);
}
