import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, demoExamAudioDir, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import { exportTestDocument } from './export-test-document';
import { demoTestDocuments, hasDemoTests, seedDemoTests } from './seed-demo-tests';

const { examTests, examSections, files } = tables;

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

describe('seedDemoTests', () => {
  it('imports the two demo tests published, copies their MP3s into storage, and runs once', async () => {
    expect(await hasDemoTests(db)).toBe(false);
    expect(await seedDemoTests({ db, uploadsDir })).toEqual({ tests: 2, audioFiles: 4 });
    expect(await hasDemoTests(db)).toBe(true);
    expect(await seedDemoTests({ db, uploadsDir })).toEqual({ tests: 0, audioFiles: 0 });

    const tests = await db.select().from(examTests).orderBy(asc(examTests.id));
    expect(tests.map((test) => [test.name, test.skill, test.isPublished])).toEqual([
      ['Demo Reading Test 1', 'reading', true],
      ['Demo Listening Test 1', 'listening', true],
    ]);
    expect(tests[0]!.lessonId).not.toBe(tests[1]!.lessonId);

    const stored = await db.select().from(files);
    expect(stored).toHaveLength(4);
    const sections = await db.select().from(examSections).orderBy(asc(examSections.id));
    for (const row of stored) {
      expect(row).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
      const bytes = await readFile(path.join(uploadsDir, row.key));
      expect(bytes.equals(await readFile(path.join(demoExamAudioDir, row.originalName)))).toBe(true);
      expect(sections.some((section) => section.audioFileKey === row.key)).toBe(true);
    }
    // Through the same import as an admin's: the export gives the demo documents back.
    for (const [index, test] of tests.entries()) expect(await exportTestDocument({ db }, test.id)).toEqual(demoTestDocuments[index]);
  });
});
