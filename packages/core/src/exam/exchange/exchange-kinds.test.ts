import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import { DomainError } from '../../errors';
import { exampleGrammarDocument, exampleToeicDocument, exampleToeicMedia } from '../test-document';
import { exportTestDocument, importTestDocument } from './index';

const { files, examLessons, examTests, examSections, examQuestionGroups } = tables;

let handle: DatabaseHandle;
let db: Database;

/** Registers a file the way an upload does (the bytes are not needed here). */
async function addFile(kind: 'audio' | 'image', originalName: string): Promise<string> {
  const key = `${randomUUID()}.${kind === 'audio' ? 'mp3' : 'png'}`;
  await db.insert(files).values({ key, kind, mime: kind === 'audio' ? 'audio/mpeg' : 'image/png', size: 1000, originalName });
  return key;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const media = exampleToeicMedia(exampleToeicDocument({ skill: 'listening' }));
  for (const name of media.audio) await addFile('audio', name);
  for (const name of media.image) await addFile('image', name);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('TOEIC and grammar documents through import and export', () => {
  it('imports a TOEIC listening test with its sets’ recordings and photographs, and exports it back unchanged', async () => {
    const document = exampleToeicDocument({ skill: 'listening' });
    const { testId, lessonId } = await importTestDocument({ db }, { document, kind: 'toeic' });
    const [test] = await db.select().from(examTests).where(eq(examTests.id, testId));
    expect(test).toMatchObject({ kind: 'toeic', skill: 'listening', edition: 'ets2023', durationSeconds: 2700, isPublished: false });
    const [lesson] = await db.select().from(examLessons).where(eq(examLessons.id, lessonId));
    expect(lesson).toMatchObject({ kind: 'toeic', skill: 'listening' });
    const sections = await db.select().from(examSections).where(eq(examSections.testId, testId));
    expect(sections.map((section) => section.part)).toEqual([1, 2, 3, 4]);
    const [firstGroup] = await db.select().from(examQuestionGroups).where(eq(examQuestionGroups.sectionId, sections[0]!.id)).orderBy(examQuestionGroups.sortOrder);
    expect(firstGroup?.audioFileKey).toMatch(/\.mp3$/);
    expect(firstGroup?.imageFileKey).toMatch(/\.png$/);
    expect(await exportTestDocument({ db }, testId)).toEqual(document);
    expect(await exportTestDocument({ db }, testId, { kind: 'toeic' })).toEqual(document);
  });

  it('round-trips a TOEIC reading test (stimulus texts, directions) and a grammar test', async () => {
    for (const document of [exampleToeicDocument({ skill: 'reading' }), exampleGrammarDocument()]) {
      const { testId } = await importTestDocument({ db }, { document, publish: true });
      expect(await exportTestDocument({ db }, testId)).toEqual(document);
    }
  });

  it('exports a test of another kind than asked as missing (404)', async () => {
    const { testId } = await importTestDocument({ db }, { document: exampleGrammarDocument({ name: 'Asked as TOEIC' }) });
    const error = await exportTestDocument({ db }, testId, { kind: 'toeic' }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(404);
  });

  it('refuses a document of another kind than the resource takes, and a missing photograph, writing nothing', async () => {
    const before = (await db.select({ id: examTests.id }).from(examTests)).length;
    const wrongKind = await importTestDocument({ db }, { document: exampleGrammarDocument(), kind: 'toeic' }).then(() => undefined, (caught: unknown) => caught);
    expect((wrongKind as DomainError).errors).toMatchObject([{ field: 'format', code: 'wrongFormat', message: 'This resource imports "lexam-toeic-test" documents; this one is "lexam-grammar-test".' }]);

    const document = exampleToeicDocument({ skill: 'listening' });
    document.test.sections[0]!.groups[0]!.imageFile = 'never-uploaded.png';
    const missing = await importTestDocument({ db }, { document }).then(() => undefined, (caught: unknown) => caught);
    expect((missing as DomainError).errors).toMatchObject([{
      field: 'test.sections.0.groups.0.imageFile',
      message: 'There is no uploaded image file "never-uploaded.png": upload it first (Upload/UploadImage), then give its name or its stored key.',
    }]);
    expect((await db.select({ id: examTests.id }).from(examTests)).length).toBe(before);
  });
});
