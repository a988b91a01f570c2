import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { AnyTestDocument, TestDocument } from '@lexam/contracts';
import {
  and,
  demoExamAudioDir,
  demoGrammarTest,
  demoListeningTest,
  demoReadingTest,
  demoToeicListeningTest,
  demoToeicMediaDir,
  demoToeicReadingTest,
  eq,
  inArray,
  tables,
  type Database,
} from '@lexam/db';
import { storeUpload, type UploadTarget } from '../../files/store-upload';
import { kindOfDocument } from '../test-document';
import { importTestDocument } from './import-test-document';

const { appMeta, examLessons, examTests } = tables;

/** The `app_meta` key that records that the demo IELTS tests were seeded, so they are seeded once. */
export const DEMO_TESTS_SEED_KEY = 'demo_exam_seed';

/**
 * One batch of demo tests, seeded once and recorded under its own `app_meta` key: a database seeded
 * before a batch existed gets it on its next start, and one an admin emptied does not get it back.
 */
export interface DemoTestSeed {
  key: string;
  documents: readonly AnyTestDocument[];
  /** The folder the documents' `audioFile` and `imageFile` names are relative to. */
  mediaDir: string;
}

/** The demo IELTS tests of the seed, in the exchange format; their audio files are in `demoExamAudioDir`. */
export const demoTestDocuments: readonly TestDocument[] = [demoReadingTest, demoListeningTest as TestDocument];

/** Every demo batch: the IELTS tests, the TOEIC reading and listening tests, the grammar test. */
export const DEMO_TEST_SEEDS: readonly DemoTestSeed[] = [
  { key: DEMO_TESTS_SEED_KEY, documents: demoTestDocuments, mediaDir: demoExamAudioDir },
  { key: 'demo_toeic_reading_seed', documents: [demoToeicReadingTest], mediaDir: demoToeicMediaDir },
  { key: 'demo_toeic_listening_seed', documents: [demoToeicListeningTest as AnyTestDocument], mediaDir: demoToeicMediaDir },
  { key: 'demo_grammar_seed', documents: [demoGrammarTest], mediaDir: demoToeicMediaDir },
];

/** True when every demo batch is recorded as seeded (the server's start seeds the missing ones otherwise). */
export async function hasDemoTests(db: Database, seeds: readonly DemoTestSeed[] = DEMO_TEST_SEEDS): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(inArray(appMeta.key, seeds.map((seed) => seed.key)));
  return rows.length === new Set(seeds.map((seed) => seed.key)).size;
}

async function isImported(db: Database, document: AnyTestDocument): Promise<boolean> {
  const rows = await db
    .select({ id: examTests.id })
    .from(examTests)
    .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
    .where(and(
      eq(examLessons.name, document.lesson.name),
      eq(examLessons.kind, kindOfDocument(document)),
      eq(examLessons.skill, document.test.skill),
      eq(examTests.name, document.test.name),
    ))
    .limit(1);
  return rows.length > 0;
}

/** The media a document names, by kind: section and group recordings, group pictures. */
function mediaOf(document: AnyTestDocument): { audio: string[]; image: string[] } {
  const audio = new Set<string>();
  const image = new Set<string>();
  for (const section of document.test.sections) {
    if (section.audioFile) audio.add(section.audioFile);
    for (const group of section.groups) {
      const media: { audioFile?: string; imageFile?: string; instructions: string } = group;
      if (media.audioFile) audio.add(media.audioFile);
      if (media.imageFile) image.add(media.imageFile);
    }
  }
  return { audio: [...audio], image: [...image] };
}

export interface SeedDemoTestsResult {
  tests: number;
  audioFiles: number;
  imageFiles: number;
}

/**
 * Seeds the demo tests (IELTS reading and listening, TOEIC reading and listening, grammar), published,
 * each in its lesson, through the same import as an admin's: their recordings and pictures are copied
 * into file storage as real uploads first, so they are served by `GET /api/files/{key}` like any
 * other. Each batch runs once per database (recorded in `app_meta` under its own key); a test already
 * there by lesson, kind and name is not imported twice; a batch without documents is skipped.
 */
export async function seedDemoTests(
  target: UploadTarget,
  { seeds = DEMO_TEST_SEEDS }: { seeds?: readonly DemoTestSeed[] } = {},
): Promise<SeedDemoTestsResult> {
  const { db } = target;
  const done = new Set((await db.select({ key: appMeta.key }).from(appMeta).where(inArray(appMeta.key, seeds.map((seed) => seed.key)))).map((row) => row.key));
  const result: SeedDemoTestsResult = { tests: 0, audioFiles: 0, imageFiles: 0 };
  for (const seed of seeds) {
    const documents = seed.documents.filter(Boolean);
    if (done.has(seed.key) || documents.length === 0) continue;
    for (const document of documents) {
      if (await isImported(db, document)) continue;
      const keys = { audio: new Map<string, string>(), image: new Map<string, string>() };
      const media = mediaOf(document);
      for (const kind of ['audio', 'image'] as const) {
        for (const name of media[kind]) {
          const stored = await storeUpload(target, { stream: createReadStream(path.join(seed.mediaDir, name)), originalName: name, accept: [kind] });
          keys[kind].set(name, stored.key);
          result[kind === 'audio' ? 'audioFiles' : 'imageFiles'] += 1;
        }
      }
      await importTestDocument({ db }, {
        document,
        publish: true,
        resolveAudio: async (name) => keys.audio.get(name),
        resolveImage: async (name) => keys.image.get(name),
      });
      result.tests += 1;
    }
    const value = { tests: documents.map((document) => document.test.name), at: new Date().toISOString() };
    await db.insert(appMeta).values({ key: seed.key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  }
  return result;
}
