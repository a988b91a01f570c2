import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { TestDocument } from '@lexam/contracts';
import { and, demoExamAudioDir, demoListeningTest, demoReadingTest, eq, tables, type Database } from '@lexam/db';
import { storeUpload } from '../../files/store-upload';
import { importTestDocument } from './import-test-document';

const { appMeta, examLessons, examTests } = tables;

/** The `app_meta` key that records that the demo tests were seeded, so they are seeded once. */
export const DEMO_TESTS_SEED_KEY = 'demo_exam_seed';

/** The demo tests of the seed, in the exchange format; their audio files are in `demoExamAudioDir`. */
export const demoTestDocuments: readonly TestDocument[] = [demoReadingTest, demoListeningTest as TestDocument];

export async function hasDemoTests(db: Database): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_TESTS_SEED_KEY)).limit(1);
  return rows.length > 0;
}

async function isImported(db: Database, document: TestDocument): Promise<boolean> {
  const rows = await db
    .select({ id: examTests.id })
    .from(examTests)
    .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
    .where(and(eq(examLessons.name, document.lesson.name), eq(examLessons.skill, document.test.skill), eq(examTests.name, document.test.name)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo IELTS tests (reading and listening), published, each in its lesson, through the same
 * import as an admin's: the listening MP3s are copied into file storage as real uploads first, so
 * they are served by `GET /api/files/{key}` like any other. Runs once per database (recorded in
 * `app_meta`); a test already there by lesson and name is not imported twice.
 */
export async function seedDemoTests({ db, uploadsDir }: { db: Database; uploadsDir: string }): Promise<{ tests: number; audioFiles: number }> {
  if (await hasDemoTests(db)) return { tests: 0, audioFiles: 0 };
  let tests = 0;
  let audioFiles = 0;
  for (const document of demoTestDocuments) {
    if (await isImported(db, document)) continue;
    const keys = new Map<string, string>();
    for (const section of document.test.sections) {
      if (!section.audioFile || keys.has(section.audioFile)) continue;
      const stored = await storeUpload({ db, uploadsDir }, { stream: createReadStream(path.join(demoExamAudioDir, section.audioFile)), originalName: section.audioFile, accept: ['audio'] });
      keys.set(section.audioFile, stored.key);
      audioFiles += 1;
    }
    await importTestDocument({ db }, { document, publish: true, resolveAudio: async (name) => keys.get(name) });
    tests += 1;
  }
  const value = { tests: demoTestDocuments.map((document) => document.test.name), at: new Date().toISOString() };
  await db.insert(appMeta).values({ key: DEMO_TESTS_SEED_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return { tests, audioFiles };
}
