import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql, tables, type DemoWordList } from '@lexam/db';
import { storeUpload, type UploadTarget } from '../files/store-upload';

const { wordLists, words } = tables;

/**
 * Seeds the demo word lists as shared published lists, each once by its key (a list an admin
 * renamed stays as it is). Then gives each demo word without audio its recording when the file is
 * there (stored as an upload like the demo videos); a missing file is skipped quietly, so the
 * audio may come later. Answers how many lists, words and recordings it added.
 */
export async function seedWordLists(
  target: UploadTarget,
  { lists, audioDir }: { lists: readonly DemoWordList[]; audioDir: string },
): Promise<{ lists: number; words: number; audio: number }> {
  const { db } = target;
  const counts = { lists: 0, words: 0, audio: 0 };
  for (const demo of lists) {
    let [list] = await db.select({ id: wordLists.id }).from(wordLists).where(eq(wordLists.seedKey, demo.key)).limit(1);
    if (!list) {
      list = await db.transaction(async (tx) => {
        const [last] = await tx.select({ value: sql<number>`coalesce(max(${wordLists.sortOrder}), 0)::int` }).from(wordLists).where(isNull(wordLists.ownerId));
        const [created] = await tx
          .insert(wordLists)
          .values({ ownerId: null, seedKey: demo.key, title: demo.title, description: demo.description, isPublished: true, sortOrder: (last?.value ?? 0) + 1 })
          .returning({ id: wordLists.id });
        if (demo.words.length > 0) {
          await tx.insert(words).values(
            demo.words.map((word, index) => ({
              wordListId: created!.id,
              term: word.term,
              partOfSpeech: word.partOfSpeech,
              meaning: word.meaning,
              translations: word.translations,
              pronunciation: word.pronunciation || null,
              example: word.example,
              sortOrder: index + 1,
            })),
          );
        }
        return created!;
      });
      counts.lists += 1;
      counts.words += demo.words.length;
    }
    counts.audio += await attachDemoAudio(target, list.id, demo, audioDir);
  }
  return counts;
}

/** Stores and links the recording of each word of a demo list that has none yet and whose file is there. */
async function attachDemoAudio(target: UploadTarget, wordListId: number, demo: DemoWordList, audioDir: string): Promise<number> {
  const { db } = target;
  const silent = await db.select({ id: words.id, term: words.term }).from(words).where(and(eq(words.wordListId, wordListId), isNull(words.audio)));
  let attached = 0;
  for (const row of silent) {
    const name = demo.words.find((word) => word.term === row.term)?.audio;
    if (!name || path.basename(name) !== name) continue;
    const file = path.join(audioDir, name);
    if (!existsSync(file)) continue;
    try {
      const stored = await storeUpload(target, { stream: createReadStream(file), originalName: name, accept: ['audio'] });
      await db.update(words).set({ audio: stored.id }).where(eq(words.id, row.id));
      attached += 1;
    } catch {
      // A file that is not audio is left out, like a missing one.
    }
  }
  return attached;
}
