import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql, tables, type DemoWritingLayout, type DemoWritingPrompt } from '@lexam/db';
import { storeUpload, type UploadTarget } from '../files/store-upload';

const { practiceLayouts, promptSuggestions, words, writingPrompts } = tables;

/**
 * Seeds the demo writing prompts, each once by its `seedKey` (with its suggestions and vocabulary),
 * the Task 1 pictures (stored as uploads, attached to a prompt that has none yet), and the two task
 * layouts when their section has none. Safe to run at every start: what exists is left as it is.
 */
export async function seedWritingPrompts(
  target: UploadTarget,
  { prompts, layouts, imageDir }: { prompts: readonly DemoWritingPrompt[]; layouts: readonly DemoWritingLayout[]; imageDir: string },
): Promise<{ prompts: number; images: number; layouts: number }> {
  const { db } = target;
  const counts = { prompts: 0, images: 0, layouts: 0 };
  for (const demo of prompts) {
    const [found] = await db.select({ id: writingPrompts.id }).from(writingPrompts).where(eq(writingPrompts.seedKey, demo.seedKey)).limit(1);
    if (!found) {
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ value: sql<number>`coalesce(max(${writingPrompts.sortOrder}), 0)::int` }).from(writingPrompts).where(eq(writingPrompts.task, demo.task));
        const [created] = await tx
          .insert(writingPrompts)
          .values({
            task: demo.task,
            title: demo.title,
            instructionsHtml: demo.instructionsHtml,
            layoutHtml: demo.layoutHtml,
            modelAnswerHtml: demo.modelAnswerHtml,
            // A Task 1 prompt is published once its picture is attached (below).
            isPublished: demo.task !== 'task1',
            seedKey: demo.seedKey,
            sortOrder: Number(last?.value ?? 0) + 1,
          })
          .returning({ id: writingPrompts.id });
        const writingId = created!.id;
        if (demo.suggestions.length > 0) await tx.insert(promptSuggestions).values(demo.suggestions.map((item, index) => ({ writingId, kind: item.kind, bodyHtml: item.bodyHtml, sortOrder: index + 1 })));
        if (demo.words.length > 0) {
          await tx.insert(words).values(
            demo.words.map((word, index) => ({ writingId, term: word.term, partOfSpeech: word.partOfSpeech, meaning: word.meaning, pronunciation: word.pronunciation ?? null, example: word.example, sortOrder: index + 1 })),
          );
        }
      });
      counts.prompts += 1;
    }
    if (demo.image) counts.images += await attachImage(target, demo.seedKey, path.join(imageDir, path.basename(demo.image)));
  }
  for (const layout of layouts) {
    const inserted = await db.insert(practiceLayouts).values(layout).onConflictDoNothing({ target: practiceLayouts.section }).returning({ id: practiceLayouts.id });
    counts.layouts += inserted.length;
  }
  return counts;
}

/** Stores a prompt's picture when it has none and the file is there, and publishes it then. */
async function attachImage(target: UploadTarget, seedKey: string, file: string): Promise<number> {
  const { db } = target;
  const [row] = await db.select({ id: writingPrompts.id }).from(writingPrompts).where(and(eq(writingPrompts.seedKey, seedKey), isNull(writingPrompts.image))).limit(1);
  if (!row || !existsSync(file)) return 0;
  const stored = await storeUpload(target, { stream: createReadStream(file), originalName: path.basename(file), accept: ['image'] });
  await db.update(writingPrompts).set({ image: stored.id, isPublished: true, updatedAt: new Date() }).where(eq(writingPrompts.id, row.id));
  return 1;
}
