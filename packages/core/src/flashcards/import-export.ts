import type { ExportWordListQuery, ImportWordListBody, ImportWordListResult } from '@lexam/contracts';
import { asc, eq, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import { loadOwnList, loadReadableList } from './access';
import { formatWordFile, parseWordFile } from './word-file';
import { nextSortOrder } from './words';
import { summarizeList } from './word-lists';

const { wordLists, words } = tables;
/** The bad rows an answer lists at most (the count says how many there are). */
const MAX_LISTED_PROBLEMS = 200;

/**
 * `POST WordList/import`: all or nothing. Any bad row answers 400 listing the bad rows (line and
 * reason) and writes nothing; else every word goes, in one transaction, at the end of one of the
 * learner's lists or into a new list of theirs.
 */
export async function importWordList(db: Database, userId: number, body: ImportWordListBody): Promise<ImportWordListResult> {
  const { words: rows, problems } = parseWordFile(body.text, body.format);
  if (problems.length > 0) {
    throw badRequest(
      `${problems.length} ${problems.length === 1 ? 'row' : 'rows'} of the file cannot be imported; nothing was imported.`,
      problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => ({ field: 'body.text', message: `Line ${problem.line}: ${problem.reason}`, params: { line: problem.line, reason: problem.reason } })),
    );
  }
  if (body.wordListId !== undefined) await loadOwnList(db, userId, body.wordListId);
  const listId = await db.transaction(async (tx) => {
    const target = body.wordListId ?? (await tx.insert(wordLists).values({ ownerId: userId, title: body.title! }).returning({ id: wordLists.id }))[0]!.id;
    const start = await nextSortOrder(tx as unknown as Database, target);
    for (let at = 0; at < rows.length; at += 500) {
      await tx.insert(words).values(
        rows.slice(at, at + 500).map((row, index) => ({
          wordListId: target,
          term: row.term,
          meaning: row.meaning,
          pronunciation: row.pronunciation,
          example: row.example,
          partOfSpeech: row.partOfSpeech,
          sortOrder: start + at + index,
        })),
      );
    }
    await tx.update(wordLists).set({ updatedAt: new Date() }).where(eq(wordLists.id, target));
    return target;
  });
  const [list] = await db.select().from(wordLists).where(eq(wordLists.id, listId)).limit(1);
  return { wordList: await summarizeList(db, userId, list!), imported: rows.length };
}

/** `GET WordList/export`: a list the learner can read as a file, with its name. */
export async function exportWordList(db: Database, userId: number, query: ExportWordListQuery): Promise<{ fileName: string; contentType: string; text: string }> {
  const list = await loadReadableList(db, userId, query.wordListId);
  const rows = await db.select().from(words).where(eq(words.wordListId, list.id)).orderBy(asc(words.sortOrder), asc(words.id));
  const base = list.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 80) || `word-list-${list.id}`;
  return {
    fileName: `${base}.${query.format === 'csv' ? 'csv' : 'txt'}`,
    contentType: query.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/tab-separated-values; charset=utf-8',
    text: formatWordFile(rows, query.format),
  };
}
