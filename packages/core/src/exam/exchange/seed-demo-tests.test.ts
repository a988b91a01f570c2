import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, demoExamAudioDir, demoToeicMediaDir, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import { exampleGrammarDocument } from '../test-document';
import { exportTestDocument } from './export-test-document';
import { DEMO_TEST_SEEDS, DEMO_TESTS_SEED_KEY, demoTestDocuments, hasDemoTests, seedDemoTests } from './seed-demo-tests';

const { appMeta, examTests, examSections, examQuestionGroups, files } = tables;

let handle: DatabaseHandle;
let db: Database;
let uploadsDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'lexam-seed-'));
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** How many distinct recordings and pictures the demo batches name. */
function demoMediaCounts() {
  const audio = new Set<string>();
  const image = new Set<string>();
  for (const seed of DEMO_TEST_SEEDS) {
    for (const document of seed.documents) {
      for (const section of document.test.sections) {
        if (section.audioFile) audio.add(`${seed.key}/${section.audioFile}`);
        for (const group of section.groups as Array<{ audioFile?: string; imageFile?: string }>) {
          if (group.audioFile) audio.add(`${seed.key}/${group.audioFile}`);
          if (group.imageFile) image.add(`${seed.key}/${group.imageFile}`);
        }
      }
    }
  }
  return { audio: audio.size, image: image.size };
}

describe('seedDemoTests', () => {
  it('seeds the IELTS batch alone as before: two tests, their four MP3s, once', async () => {
    const ielts = DEMO_TEST_SEEDS.filter((seed) => seed.key === DEMO_TESTS_SEED_KEY);
    expect(await hasDemoTests(db)).toBe(false);
    expect(await seedDemoTests({ db, uploadsDir }, { seeds: ielts })).toEqual({ tests: 2, audioFiles: 4, imageFiles: 0 });
    expect(await hasDemoTests(db, ielts)).toBe(true);
    expect(await hasDemoTests(db)).toBe(false);
    const tests = await db.select().from(examTests).orderBy(asc(examTests.id));
    expect(tests.map((test) => [test.name, test.kind, test.skill, test.isPublished])).toEqual([
      ['Demo Reading Test 1', 'ielts', 'reading', true],
      ['Demo Listening Test 1', 'ielts', 'listening', true],
    ]);
    for (const row of await db.select().from(files)) {
      const bytes = await readFile(path.join(uploadsDir, row.key));
      expect(bytes.equals(await readFile(path.join(demoExamAudioDir, row.originalName)))).toBe(true);
    }
    for (const [index, test] of tests.entries()) expect(await exportTestDocument({ db }, test.id)).toEqual(demoTestDocuments[index]);
  }, 60_000);

  it('gives a database seeded before #5 the TOEIC and grammar tests on its next run, with their media as stored files, once', async () => {
    const media = demoMediaCounts();
    const result = await seedDemoTests({ db, uploadsDir });
    expect(result).toEqual({ tests: 3, audioFiles: media.audio - 4, imageFiles: media.image });
    expect(await hasDemoTests(db)).toBe(true);
    expect(await seedDemoTests({ db, uploadsDir })).toEqual({ tests: 0, audioFiles: 0, imageFiles: 0 });

    const tests = await db.select().from(examTests).orderBy(asc(examTests.id));
    expect(tests.slice(2).map((test) => [test.kind, test.skill, test.edition, test.isPublished])).toEqual([
      ['toeic', 'reading', 'ets2023', true],
      ['toeic', 'listening', 'ets2023', true],
      ['grammar', 'grammar', null, true],
    ]);
    const listening = tests[3]!;
    const sections = await db.select().from(examSections).orderBy(asc(examSections.id));
    const ownSections = sections.filter((section) => section.testId === listening.id);
    expect(ownSections.map((section) => section.part)).toEqual([1, 2, 3, 4]);
    const groups = (await db.select().from(examQuestionGroups)).filter((group) => ownSections.some((section) => section.id === group.sectionId));
    const stored = new Map((await db.select().from(files)).map((row) => [row.key, row]));
    for (const group of groups) {
      const audio = stored.get(group.audioFileKey ?? '');
      expect(audio?.kind, `set ${group.id}`).toBe('audio');
      const bytes = await readFile(path.join(uploadsDir, audio!.key));
      expect(bytes.equals(await readFile(path.join(demoToeicMediaDir, audio!.originalName)))).toBe(true);
      if (group.imageFileKey) expect(stored.get(group.imageFileKey)?.kind).toBe('image');
    }
    // Through the same import as an admin's: the export gives the demo documents back (media by name).
    for (const [offset, seed] of DEMO_TEST_SEEDS.slice(1).entries()) {
      const exported = await exportTestDocument({ db }, tests[2 + offset]!.id);
      expect(exported.test.name).toBe(seed.documents[0]!.test.name);
      expect(exported.format).toBe(seed.documents[0]!.format);
    }
  }, 120_000);

  it('skips a batch without documents and seeds an invented one under its own key', async () => {
    const seeds = [
      { key: 'test_empty_batch', documents: [], mediaDir: demoToeicMediaDir },
      { key: 'test_invented_grammar', documents: [exampleGrammarDocument({ name: 'Seeded invented grammar' })], mediaDir: demoToeicMediaDir },
    ];
    expect(await seedDemoTests({ db, uploadsDir }, { seeds })).toEqual({ tests: 1, audioFiles: 0, imageFiles: 0 });
    const keys = (await db.select({ key: appMeta.key }).from(appMeta)).map((row) => row.key);
    expect(keys).toContain('test_invented_grammar');
    expect(keys).not.toContain('test_empty_batch');
  });
});
