import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerTest, OnlineTestListItem, TestDocument } from '@lexam/contracts';
import { count, demoExamAudioDir, demoListeningTest, demoReadingTest, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { demoTestId, learnerHeaders } from './support/exam';

let ctx: TestContext;
const tokens: Record<'admin' | 'editor' | 'teacher', string> = { admin: '', editor: '', teacher: '' };
const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

/** A multipart/form-data body with one file field. */
function multipart(filename: string, content: Buffer) {
  const boundary = '----lexam-exchange-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: audio/mpeg\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function testCount(): Promise<number> {
  return (await ctx.database.db.select({ n: count() }).from(tables.examTests))[0]!.n;
}

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  for (const [who, password] of [['admin', 'Admin@123'], ['editor', 'Editor@123'], ['teacher', 'Teacher@123']] as const) {
    tokens[who] = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: who, password } })).json<{ accessToken: string }>().accessToken;
  }
}, 120_000);
afterAll(async () => { await ctx.close(); });

describe('GET IeltsOnlineTest/{id}/export', () => {
  it('answers the seeded demo tests as the documents they were made from, as a download', async () => {
    for (const [skill, document] of [['reading', demoReadingTest], ['listening', demoListeningTest]] as const) {
      const id = await demoTestId(ctx.database.db, skill);
      const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${id}/export`, headers: as('teacher') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="demo-${skill}-test-1-${id}.json"`);
      expect(response.json()).toEqual(document);
    }
  });

  it('answers 404 for a missing test and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/IeltsOnlineTest/999999/export', headers: as('admin') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/IeltsOnlineTest/abc/export', headers: as('admin') })).statusCode).toBe(400);
  });
});

describe('POST IeltsOnlineTest/import', () => {
  it('creates a draft test from a document in its lesson; the export gives it back', async () => {
    const document = { ...demoReadingTest, lesson: { name: 'Imported reading' }, test: { ...demoReadingTest.test, name: 'Imported Reading 1' } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('editor'), payload: document });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ testId: number; lessonId: number; isNewLesson: boolean }>();
    expect(created).toMatchObject({ testId: expect.any(Number), lessonId: expect.any(Number), isNewLesson: true });
    const exported = await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${created.testId}/export`, headers: as('editor') });
    expect(exported.json()).toEqual(document);
    // A draft: learners neither see nor start it; the admin's preview shows it.
    const learner = await learnerHeaders(ctx.app);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/learner/OnlineIeltsTest/getOnlineIeltsTest?skill=reading', headers: learner })).json<OnlineTestListItem[]>();
    expect(listed.map((test) => test.id)).not.toContain(created.testId);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/learner/OnlineIeltsTest/startOnlineIeltsTest', headers: learner, payload: { testId: created.testId } })).statusCode).toBe(404);
  });

  it('publishes at once with ?publish=true', async () => {
    const document = { ...demoReadingTest, test: { ...demoReadingTest.test, name: 'Published at import' } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import?publish=true', headers: as('admin'), payload: document });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ isNewLesson: boolean }>().isNewLesson).toBe(false);
    const learner = await learnerHeaders(ctx.app);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/learner/OnlineIeltsTest/getOnlineIeltsTest?skill=reading&searchByName=published at', headers: learner })).json<OnlineTestListItem[]>();
    expect(listed.map((test) => test.id)).toEqual([response.json<{ testId: number }>().testId]);
  });

  it('takes a listening test whose audio was uploaded first, named by its file name', async () => {
    const names = demoListeningTest.test.sections.map((section) => section.audioFile!);
    for (const name of names) {
      const upload = multipart(name, await readFile(path.join(demoExamAudioDir, name)));
      expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/Upload/UploadAudio', headers: { ...as('editor'), ...upload.headers }, payload: upload.payload })).statusCode).toBe(201);
    }
    const document = { ...demoListeningTest, test: { ...demoListeningTest.test, name: 'Listening with new uploads' } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('editor'), payload: document });
    expect(response.statusCode, response.body).toBe(201);
    const { testId } = response.json<{ testId: number }>();
    const preview = (await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${testId}/preview`, headers: as('editor') })).json<LearnerTest>();
    const seeded = (await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${await demoTestId(ctx.database.db, 'listening')}/preview`, headers: as('editor') })).json<LearnerTest>();
    // The newest upload of each name is used, not the seeded copy.
    for (const [index, section] of preview.sections.entries()) expect(section.audioUrl).not.toBe(seeded.sections[index]!.audioUrl);
    // The names are now shared by two uploads each, so the export names the stored keys.
    const exported = (await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${testId}/export`, headers: as('editor') })).json<TestDocument>();
    expect(exported.test.sections.map((section) => `/api/files/${section.audioFile}`)).toEqual(preview.sections.map((section) => section.audioUrl));
  });

  it('refuses a bad document with 400 naming every problem by its path, and writes nothing', async () => {
    const before = await testCount();
    const document = structuredClone(demoListeningTest) as unknown as { test: { durationSeconds: number; sections: Array<{ audioFile?: string; transcriptHtml?: string; groups: Array<{ questions: Array<{ key: unknown; explanation?: string }> }> }> } };
    document.test.sections[0]!.groups[0]!.questions[0]!.key = { correct: 'Z' };
    delete document.test.sections[1]!.transcriptHtml;
    document.test.sections[3]!.audioFile = 'never-uploaded.mp3';
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('admin'), payload: document });
    expect(response.statusCode).toBe(400);
    const problem = response.json<{ title: string; status: number; errors: Array<{ field: string; message: string }> }>();
    expect(problem.title).toMatch(/^The test document is not valid\./);
    expect(problem.errors.map((error) => error.field)).toEqual(expect.arrayContaining([expect.stringMatching(/^test\.sections\.0\.groups\.0\.questions\.0\.key/), 'test.sections.1.transcriptHtml']));
    expect(await testCount()).toBe(before);

    // Once the document itself is right, an audio file that was never uploaded is named too.
    const fixed = structuredClone(demoListeningTest);
    fixed.test.sections[3]!.audioFile = 'never-uploaded.mp3';
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('admin'), payload: fixed });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'test.sections.3.audioFile', message: expect.stringContaining('never-uploaded.mp3'), code: 'fileNotUploaded', place: { section: 4 }, target: 'audioFile', params: { name: 'never-uploaded.mp3', kind: 'audio' } },
    ]);

    for (const payload of ['"a string"', '[]', '{"format":"lexam-ielts-test"}']) {
      const bad = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: { ...as('admin'), 'content-type': 'application/json' }, payload });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import?publish=maybe', headers: as('admin'), payload: demoReadingTest })).statusCode).toBe(400);
    expect(await testCount()).toBe(before);
  });

  it('names each problem by a code, its place counted from 1 (the question by its number) and its field, for a screen to word', async () => {
    const document = structuredClone(demoReadingTest) as unknown as { test: { name: string; sections: Array<{ groups: Array<{ questions: Array<{ number: number; key?: unknown }> } & Record<string, unknown>> }> } };
    expect(document.test.sections[1]!.groups[0]!.questions[0]!.number).toBe(14);
    delete document.test.sections[1]!.groups[0]!.questions[0]!.key;
    document.test.name = '';
    document.test.sections[0]!.groups[0]!.note = 'not a field';
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('editor'), payload: document });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Array<Record<string, unknown>> }>();
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'test.sections.1.groups.0.questions.0.key', code: 'missing', place: { section: 2, set: 1, question: 14 }, target: 'key' }),
        expect.objectContaining({ field: 'test.name', code: 'empty', place: {}, target: 'name' }),
        expect.objectContaining({ field: 'test.sections.0.groups.0', code: 'unknownField', place: { section: 1, set: 1 }, params: { keys: 'note' } }),
      ]),
    );
    expect(errors).toHaveLength(3);

    // Rules of the exam, past the shape: numbers and totals come with their values.
    const numbering = structuredClone(demoReadingTest);
    numbering.test.sections[0]!.groups[0]!.questions[2]!.number = 1;
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('editor'), payload: numbering });
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'duplicateNumber', place: { section: 1, set: 1, question: 1 }, target: 'numbers', params: { number: 1 } }),
        expect.objectContaining({ code: 'uncoveredNumbers', place: {}, params: { numbers: '3', count: 1 } }),
      ]),
    );
  });

  it('needs ielts-online-test.create: a teacher gets 403, a learner 401', async () => {
    const before = await testCount();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: as('teacher'), payload: demoReadingTest })).statusCode).toBe(403);
    const learner = await learnerHeaders(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/IeltsOnlineTest/import', headers: learner, payload: demoReadingTest })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/IeltsOnlineTest/1/export', headers: learner })).statusCode).toBe(401);
    expect(await testCount()).toBe(before);
  });
});

describe('GET IeltsOnlineTest/{id}/preview', () => {
  it('shows the whole test as a learner sees it, drafts included, with no key', async () => {
    const id = await demoTestId(ctx.database.db, 'reading');
    await ctx.database.db.update(tables.examTests).set({ isPublished: false });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/${id}/preview`, headers: as('teacher') });
    await ctx.database.db.update(tables.examTests).set({ isPublished: true });
    expect(response.statusCode).toBe(200);
    const preview = response.json<LearnerTest>();
    expect(preview).toMatchObject({ id, name: 'Demo Reading Test 1', skill: 'reading', durationSeconds: 3600 });
    expect(preview.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.flatMap((question) => question.numbers)))).toHaveLength(40);
    expect(response.body).not.toMatch(/"(answerKey|key|explanation|evidence|transcriptHtml)"/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/IeltsOnlineTest/999999/preview', headers: as('teacher') })).statusCode).toBe(404);
  });
});
