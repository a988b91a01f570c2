import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDocument } from '@lexam/contracts';
import { count, demoListeningTest, eq, demoReadingTest, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import { DomainError } from '../../errors';
import { exportTestDocument, importTestDocument, sanitizeExamHtml } from './index';

const { files, examLessons, examTests, examSections, examQuestionGroups, examQuestions } = tables;

let handle: DatabaseHandle;
let db: Database;

const clone = <T>(value: T): T => structuredClone(value);

/** The document as the import stores it: passages and transcripts sanitised. */
function sanitised(document: TestDocument): TestDocument {
  const copy = clone(document);
  for (const section of copy.test.sections) {
    if (section.passageHtml !== undefined) section.passageHtml = sanitizeExamHtml(section.passageHtml);
    if (section.transcriptHtml !== undefined) section.transcriptHtml = sanitizeExamHtml(section.transcriptHtml);
  }
  return copy;
}

/** Registers an audio file the way an upload does (the bytes are not needed here). */
async function addAudio(originalName: string): Promise<string> {
  const key = `${randomUUID()}.mp3`;
  await db.insert(files).values({ key, kind: 'audio', mime: 'audio/mpeg', size: 1000, originalName });
  return key;
}

async function rowCounts() {
  const counted = await Promise.all([examLessons, examTests, examSections, examQuestionGroups, examQuestions].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
  return counted;
}

async function importError(input: Parameters<typeof importTestDocument>[1]): Promise<DomainError> {
  const error = await importTestDocument({ db }, input).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  for (const section of demoListeningTest.test.sections) await addAudio(section.audioFile!);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('sanitizeExamHtml', () => {
  it('keeps the format’s tags and data-paragraph, strips scripts, handlers, links and styles', () => {
    const dirty = '<h2 onclick="x()">Title</h2><p data-paragraph="B" class="c" style="color:red">Text <a href="javascript:alert(1)">link</a><script>alert(1)</script> <em>a</em><strong>b</strong><br></p><img src=x onerror=alert(1)><table><tr><td colspan="2">cell</td></tr></table><ul><li>one</li></ul>';
    expect(sanitizeExamHtml(dirty)).toBe('<h2>Title</h2><p data-paragraph="B">Text link <em>a</em><strong>b</strong><br /></p><table><tr><td colspan="2">cell</td></tr></table><ul><li>one</li></ul>');
  });

  it('leaves the demo tests’ passages and transcripts as they are', () => {
    for (const section of [...demoReadingTest.test.sections, ...demoListeningTest.test.sections]) {
      for (const html of [section.passageHtml, section.transcriptHtml]) if (html) expect(sanitizeExamHtml(html)).toBe(html);
    }
  });
});

describe('importTestDocument and exportTestDocument', () => {
  it('round-trips the demo reading test: export(import(doc)) is the document', async () => {
    const imported = await importTestDocument({ db }, { document: demoReadingTest });
    expect(imported.isNewLesson).toBe(true);
    const [test] = await db.select().from(examTests).where(eq(examTests.id, imported.testId));
    expect(test).toMatchObject({ isPublished: false, name: 'Demo Reading Test 1', skill: 'reading', lessonId: imported.lessonId });
    expect(await exportTestDocument({ db }, imported.testId)).toEqual(sanitised(demoReadingTest));
  });

  it('round-trips the demo listening test, its audio named by the uploaded file names', async () => {
    const imported = await importTestDocument({ db }, { document: demoListeningTest, publish: true });
    expect(await exportTestDocument({ db }, imported.testId)).toEqual(sanitised(demoListeningTest as TestDocument));
    const [test] = await db.select().from(examTests).where(eq(examTests.id, imported.testId));
    expect(test!.isPublished).toBe(true);
  });

  it('stores numbers for every question, [number] when the document leaves them out', async () => {
    const { testId } = await importTestDocument({ db }, { document: demoReadingTest });
    const rows = await db.select({ number: examQuestions.number, numbers: examQuestions.numbers }).from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(eq(examSections.testId, testId));
    expect(rows.flatMap((row) => row.numbers).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    for (const row of rows) expect(row.numbers[0]).toBe(row.number);
    expect(rows.find((row) => row.number === 7)!.numbers).toEqual([7, 8, 9, 10]);
  });

  it('puts a second test of the same lesson name and skill in the same lesson, after the first', async () => {
    const first = await importTestDocument({ db }, { document: { ...demoReadingTest, lesson: { name: 'Shared lesson' } } });
    const second = await importTestDocument({ db }, { document: { ...demoReadingTest, lesson: { name: 'Shared lesson' }, test: { ...demoReadingTest.test, name: 'Second' } } });
    expect(second).toMatchObject({ lessonId: first.lessonId, isNewLesson: false });
    const tests = await db.select({ id: examTests.id, sortOrder: examTests.sortOrder }).from(examTests).where(eq(examTests.lessonId, first.lessonId));
    expect(tests.map((test) => test.sortOrder).sort()).toEqual([0, 1]);
  });

  it('resolves audio by stored key too, and exports a name shared by two uploads as the key', async () => {
    const document = clone(demoListeningTest) as TestDocument;
    const key = await addAudio('demo-listening-1-section-2.mp3');
    document.test.sections[1]!.audioFile = key;
    const { testId } = await importTestDocument({ db }, { document });
    const exported = await exportTestDocument({ db }, testId);
    expect(exported.test.sections[1]!.audioFile).toBe(key);
    expect(exported.test.sections[0]!.audioFile).toBe('demo-listening-1-section-1.mp3');
  });

  it('sanitises passages: a script never reaches the database', async () => {
    const document = clone(demoReadingTest);
    document.test.sections[0]!.passageHtml = `<script>alert(1)</script>${document.test.sections[0]!.passageHtml!}<p onmouseover="x()">tail</p>`;
    const { testId } = await importTestDocument({ db }, { document });
    const exported = await exportTestDocument({ db }, testId);
    expect(exported.test.sections[0]!.passageHtml).toBe(`${demoReadingTest.test.sections[0]!.passageHtml!}<p>tail</p>`);
  });

  it('refuses a bad document naming every problem, and writes nothing', async () => {
    const before = await rowCounts();
    const document = clone(demoReadingTest) as unknown as { test: { sections: Array<Record<string, unknown> & { groups: Array<{ questions: Array<Record<string, unknown>> }> }> } };
    document.test.sections[0]!.groups[0]!.questions[0]!.type = 'essay';
    delete document.test.sections[2]!.passageHtml;
    document.test.sections[1]!.audioFile = 'nope.mp3';
    const error = await importError({ document });
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^The test document is not valid\. Fix the \d+ problems listed\.$/);
    const fields = error.errors!.map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['test.sections.0.groups.0.questions.0.type', 'test.sections.2.passageHtml', 'test.sections.1.audioFile']));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an unknown audio file by name, after the document itself passed', async () => {
    const before = await rowCounts();
    const document = clone(demoListeningTest) as TestDocument;
    document.test.sections[2]!.audioFile = 'not-uploaded.mp3';
    document.test.sections[3]!.audioFile = 'also-missing.mp3';
    const error = await importError({ document });
    expect(error.errors).toMatchObject([
      { field: 'test.sections.2.audioFile', message: expect.stringContaining('"not-uploaded.mp3"') },
      { field: 'test.sections.3.audioFile', message: expect.stringContaining('"also-missing.mp3"') },
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses what is not a document at all, and a missing test on export', async () => {
    const error = await importError({ document: 'hello' });
    expect(error.errors!.length).toBeGreaterThan(0);
    const missing = await exportTestDocument({ db }, 999_999).then(() => undefined, (caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('writes nothing when the database refuses part of the test half way', async () => {
    const before = await rowCounts();
    const document = clone(demoReadingTest);
    // A NUL byte is valid JSON text but PostgreSQL refuses it in text columns: the last insert fails.
    document.test.sections[2]!.groups.at(-1)!.questions.at(-1)!.explanation = 'bad \u0000 byte';
    const error = await importTestDocument({ db }, { document: { ...document, lesson: { name: 'Never created' } } }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DomainError);
    expect(await rowCounts()).toEqual(before);
  });
});
