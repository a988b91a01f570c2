import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveWritingDraftResultSchema, WritingDraftSchema, WritingHelpSchema, WritingPromptDetailSchema, WritingPromptSummarySchema, WritingResultRowSchema } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';
import { z } from 'zod';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, otherLearnerHeaders } from './support/exam';

type Headers = { authorization: string };
type Row = Record<string, unknown> & { id: number };
const { practiceSubmissions, writingPrompts } = tables;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
function multipart(filename: string, content: Buffer) {
  const boundary = '----lexam-writing-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('writing practice: authoring and the learner’s calls', () => {
  let ctx: TestContext;
  let db: Database;
  let admin: Headers;
  let anna: Headers;
  let ben: Headers;
  let promptId: number;
  let task1Id: number;

  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    db = ctx.database.db;
    admin = await adminHeaders(ctx.app);
    anna = await otherLearnerHeaders(ctx.app, 'anna.writer@example.com');
    ben = await otherLearnerHeaders(ctx.app, 'ben.writer@example.com');
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the demo prompts once by seedKey, Task 1 with its picture, each with suggestions, words and a long enough model answer', async () => {
    const rows = await db.select().from(writingPrompts);
    const keys = rows.map((row) => row.seedKey).sort();
    expect(keys).toEqual(['writing-task1-1', 'writing-task1-2', 'writing-task1-3', 'writing-task1-4', 'writing-task2-1', 'writing-task2-2', 'writing-task2-3', 'writing-task2-4']);
    for (const row of rows) {
      expect(row.isPublished, row.seedKey!).toBe(true);
      if (row.task === 'task1') expect(row.image, row.seedKey!).not.toBeNull();
    }
    const { seedWritingPrompts } = await import('@lexam/core');
    const { DEMO_WRITING_PROMPTS, DEMO_WRITING_LAYOUTS, demoWritingImageDir } = await import('@lexam/db');
    expect(await seedWritingPrompts({ db, uploadsDir: ctx.app.uploadsDir }, { prompts: DEMO_WRITING_PROMPTS, layouts: DEMO_WRITING_LAYOUTS, imageDir: demoWritingImageDir })).toEqual({ prompts: 0, images: 0, layouts: 0 });
    expect((await db.select().from(writingPrompts)).length).toBe(8);
  });

  it('authors a prompt with its suggestions and words; a published Task 1 prompt needs a picture; the upload takes images only', async () => {
    const refused = await adminCall('POST', 'Writing', { task: 'task1', title: 'A chart without a chart', instructionsHtml: '<p>Describe.</p>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ title: string }>().title).toContain('picture');
    const notImage = await ctx.app.inject({ method: 'POST', url: '/api/admin/Writing/UploadFile', headers: { ...admin, ...multipart('chart.png', Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200))).headers }, payload: multipart('chart.png', Buffer.from('<html></html>'.padEnd(200))).payload });
    expect(notImage.statusCode).toBe(400);
    const body = multipart('chart.png', png);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/admin/Writing/UploadFile', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const imageId = uploaded.json<{ id: number }>().id;
    const task1 = await adminCall('POST', 'Writing', { task: 'task1', title: 'Zz chart', instructionsHtml: '<p>Describe the chart.</p><script>x</script>', image: imageId });
    expect(task1.statusCode, task1.body).toBe(201);
    task1Id = task1.json<Row>().id;
    expect(task1.json<Row>()).toMatchObject({ task: 'task1', instructionsHtml: '<p>Describe the chart.</p>', isPublished: true });
    expect((await adminCall('PUT', `Writing/${task1Id}`, { image: null })).statusCode).toBe(400);
    expect((await adminCall('PUT', `Writing/${task1Id}`, { image: null, isPublished: false })).statusCode).toBe(200);
    expect((await adminCall('PUT', `Writing/${task1Id}`, { image: imageId, isPublished: true })).statusCode).toBe(200);

    const task2 = await adminCall('POST', 'Writing', { task: 'task2', title: 'Zz essay', instructionsHtml: '<p>Discuss.</p>', layoutHtml: '<p>Four paragraphs.</p>', modelAnswerHtml: '<p>A model.</p>' });
    expect(task2.statusCode, task2.body).toBe(201);
    promptId = task2.json<Row>().id;
    // Prompts are ordered within their task: the new one goes last among the Task 2 prompts, and Task 1 and Task 2 are not ordered together.
    expect(task2.json<Row>().sortOrder).toBe(5);
    const mixed = await adminCall('PUT', 'Writing/updateOrder', { ids: [task1Id, promptId] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ title: string }>().title).toContain('different task values');
    for (const [kind, bodyHtml] of [['idea', '<p>First idea</p>'], ['phrase', '<p>On the other hand</p>']]) {
      expect((await adminCall('POST', 'WritingSuggestion', { writingId: promptId, kind, bodyHtml })).statusCode).toBe(201);
    }
    expect((await adminCall('POST', 'WritingSuggestion', { writingId: promptId, kind: 'joke', bodyHtml: 'x' })).statusCode).toBe(400);
    expect((await adminCall('POST', 'WritingSuggestion', { writingId: 999_999, bodyHtml: 'x' })).statusCode).toBe(400);
    expect((await adminCall('POST', 'WritingWords', { writingId: promptId, term: 'outweigh', partOfSpeech: 'verb', meaning: 'to be greater than', translations: { fr: 'l’emporter sur' } })).statusCode).toBe(201);
    const listed = await adminCall('GET', `WritingSuggestion?writingId=${promptId}`);
    expect(listed.json<Row[]>().map((row) => row.kind)).toEqual(['idea', 'phrase']);
    expect((await adminCall('GET', `Writing?task=task2&searchByName=Zz`)).json<Row[]>().map((row) => row.title)).toEqual(['Zz essay']);
    // The words of a prompt are not the words of a passage or a word list.
    expect((await adminCall('GET', `WritingWords?writingId=${promptId}`)).json<Row[]>().map((row) => row.term)).toEqual(['outweigh']);
    expect((await adminCall('GET', `NewWords?searchByName=outweigh`)).json<Row[]>()).toEqual([]);
  });

  it('lists a task’s published prompts with paging, one prompt’s detail, and its help on demand', async () => {
    const list = await call(anna, 'GET', 'Words/getWritingForTest?task=task2&pageSize=3');
    expect(list.statusCode, list.body).toBe(200);
    const rows = z.array(WritingPromptSummarySchema).parse(list.json());
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.task === 'task2' && row.minWords === 250 && row.minutes === 40)).toBe(true);
    expect(JSON.parse(list.headers['x-pagination'] as string)).toMatchObject({ totalCount: 5, hasNext: true });
    const task1 = z.array(WritingPromptSummarySchema).parse((await call(anna, 'GET', 'Words/getWritingForTest?task=task1&pageSize=50')).json());
    expect(task1.every((row) => row.image !== null && row.minWords === 150)).toBe(true);

    const detail = await call(anna, 'GET', `Words/getWritingForTest?writingId=${promptId}`);
    expect(detail.statusCode).toBe(200);
    expect(WritingPromptDetailSchema.parse(detail.json<unknown[]>()[0])).toMatchObject({ id: promptId, instructionsHtml: '<p>Discuss.</p>', hasLayout: true, hasModelAnswer: true, suggestionCount: 2, wordCount: 1 });
    const help = WritingHelpSchema.parse((await call(anna, 'GET', `Words/getSuggestionForLesson?writingId=${promptId}&lang=fr`)).json());
    expect(help.suggestions.map((item) => item.kind)).toEqual(['idea', 'phrase']);
    expect(help.words[0]).toMatchObject({ term: 'outweigh', meaning: 'l’emporter sur', meaningEn: 'to be greater than', language: 'fr' });
    expect(help.taskLayout?.title).toContain('Task 2');
    expect(help.modelAnswerHtml).toBe('<p>A model.</p>');

    await adminCall('PUT', `Writing/${task1Id}`, { isPublished: false });
    expect((await call(anna, 'GET', `Words/getWritingForTest?writingId=${task1Id}`)).statusCode).toBe(404);
    expect((await call(anna, 'GET', `Words/getSuggestionForLesson?writingId=${task1Id}`)).statusCode).toBe(404);
    for (const url of ['Words/getWritingForTest?task=task3', 'Words/getWritingForTest?writingId=abc', 'Words/getSuggestionForLesson', 'Words/getWritingForTest?pageSize=0']) {
      const response = await call(anna, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ title: string }>().title).toBeTruthy();
    }
  });

  it('saves a draft by revision (an older save changes nothing) and resumes it', async () => {
    expect((await call(anna, 'GET', `Writing/getDraft?writingId=${promptId}`)).json()).toBeNull();
    const first = await call(anna, 'POST', 'Writing/saveDraft', { writingId: promptId, answerText: 'Some people think', revision: 1, timeLimitMinutes: 40 });
    expect(first.statusCode, first.body).toBe(200);
    expect(SaveWritingDraftResultSchema.parse(first.json())).toMatchObject({ revision: 1, wordCount: 3, ignored: false });
    const newer = await call(anna, 'POST', 'Writing/saveDraft', { writingId: promptId, answerText: 'Some people think that well-known cities don’t change.', revision: 5 });
    expect(newer.json()).toMatchObject({ id: first.json<Row>().id, revision: 5, wordCount: 8, ignored: false });
    const late = await call(anna, 'POST', 'Writing/saveDraft', { writingId: promptId, answerText: 'Some people', revision: 3 });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ revision: 5, wordCount: 8, ignored: true });
    const resumed = WritingDraftSchema.parse((await call(anna, 'GET', `Writing/getDraft?writingId=${promptId}`)).json());
    expect(resumed).toMatchObject({ status: 'draft', answerText: 'Some people think that well-known cities don’t change.', revision: 5, timeLimitSeconds: 2400, submittedAt: null });
    // Another learner sees no draft of theirs.
    expect((await call(ben, 'GET', `Writing/getDraft?writingId=${promptId}`)).json()).toBeNull();
    for (const body of [{ writingId: promptId, answerText: 'x', revision: 0 }, { writingId: promptId, answerText: 'x' }, { writingId: promptId, answerText: 'x', revision: 2, extra: 1 }, { writingId: promptId, answerText: 'x'.repeat(30_001), revision: 9 }, { writingId: 999_999, answerText: 'x', revision: 1 }, { writingId: promptId, answerText: 'x', revision: 9, timeLimitMinutes: 15 }]) {
      const response = await call(anna, 'POST', 'Writing/saveDraft', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(body.writingId === 999_999 ? 404 : 400);
      expect(response.json<{ title: string }>().title).toBeTruthy();
    }
  });

  it('submits once with the final text; a second send answers the same; the text is never edited again', async () => {
    const sent = await call(anna, 'POST', 'Writing/sendAnswer', { writingId: promptId, answerText: 'Final answer with five words.', revision: 6 });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = WritingDraftSchema.parse(sent.json());
    expect(answer).toMatchObject({ status: 'submitted', answerText: 'Final answer with five words.', wordCount: 5, revision: 6 });
    expect(answer.submittedAt).not.toBeNull();
    const again = WritingDraftSchema.parse((await call(anna, 'POST', 'Writing/sendAnswer', { id: answer.id, answerText: 'Changed!', revision: 9 })).json());
    expect(again).toMatchObject({ id: answer.id, status: 'submitted', answerText: 'Final answer with five words.', submittedAt: answer.submittedAt });
    expect(WritingDraftSchema.parse((await call(anna, 'POST', 'Writing/sendAnswer', { writingId: promptId })).json()).id).toBe(answer.id);
    // No open draft now; a new save opens a new draft, and the sent answer stays as it was.
    expect((await call(anna, 'GET', `Writing/getDraft?writingId=${promptId}`)).json()).toBeNull();
    const [stored] = await db.select().from(practiceSubmissions).where(eq(practiceSubmissions.id, answer.id));
    expect(stored).toMatchObject({ status: 'submitted', answerText: 'Final answer with five words.' });
    expect((await call(anna, 'POST', 'Writing/sendAnswer', { id: answer.id, answerText: 'x' })).statusCode).toBe(400);
    expect((await call(anna, 'POST', 'Writing/sendAnswer', {})).statusCode).toBe(400);
    expect((await call(ben, 'POST', 'Writing/sendAnswer', { id: answer.id })).statusCode).toBe(404);
    // An empty draft is not sent.
    await call(ben, 'POST', 'Writing/saveDraft', { writingId: promptId, answerText: '  ', revision: 1 });
    expect((await call(ben, 'POST', 'Writing/sendAnswer', { writingId: promptId })).statusCode).toBe(400);
  });

  it('lists the learner’s own answers newest first, and deletes only their own', async () => {
    const second = (await call(anna, 'POST', 'Writing/saveDraft', { writingId: promptId, answerText: 'A second try', revision: 1 })).json<Row>().id;
    const results = await call(anna, 'GET', 'User/getResultWriting?pageSize=10');
    expect(results.statusCode).toBe(200);
    const rows = z.array(WritingResultRowSchema).parse(results.json());
    expect(rows.map((row) => row.status)).toEqual(['draft', 'submitted']);
    expect(rows[1]).toMatchObject({ title: 'Zz essay', task: 'task2', wordCount: 5, minWords: 250, band: null });
    expect(JSON.parse(results.headers['x-pagination'] as string)).toMatchObject({ totalCount: 2 });
    expect(z.array(WritingResultRowSchema).parse((await call(anna, 'GET', 'User/getResultWriting?status=submitted')).json())).toHaveLength(1);
    expect((await call(anna, 'GET', 'User/getResultWriting?status=lost')).statusCode).toBe(400);

    const benRows = z.array(WritingResultRowSchema).parse((await call(ben, 'GET', 'User/getResultWriting')).json());
    expect(benRows.map((row) => row.id)).not.toContain(second);
    const benDraft = benRows[0]!.id;
    expect((await call(ben, 'DELETE', `Writing/deleteAnswer/${second}`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', 'Writing/deleteAnswerMulti', { ids: [benDraft, second] })).statusCode).toBe(404);
    expect((await db.select().from(practiceSubmissions).where(eq(practiceSubmissions.id, benDraft))).length).toBe(1);
    expect((await call(ben, 'POST', 'Writing/deleteAnswerMulti', { ids: [] })).statusCode).toBe(400);
    expect((await call(ben, 'DELETE', 'Writing/deleteAnswer/abc')).statusCode).toBe(400);

    expect((await call(anna, 'DELETE', `Writing/deleteAnswer/${second}`)).json()).toEqual({ deleted: 1 });
    const sentId = rows[1]!.id;
    await db.update(practiceSubmissions).set({ status: 'in_marking' }).where(eq(practiceSubmissions.id, sentId));
    expect((await call(anna, 'POST', 'Writing/deleteAnswerMulti', { ids: [sentId] })).statusCode).toBe(409);
    await db.update(practiceSubmissions).set({ status: 'released', band: 6.5 }).where(eq(practiceSubmissions.id, sentId));
    expect(z.array(WritingResultRowSchema).parse((await call(anna, 'GET', 'User/getResultWriting')).json())[0]).toMatchObject({ status: 'released', band: 6.5 });
    expect((await call(anna, 'POST', 'Writing/deleteAnswerMulti', { ids: [sentId] })).json()).toEqual({ deleted: 1 });
    expect((await call(anna, 'GET', 'User/getResultWriting')).json()).toEqual([]);
  });

  it('keeps the learner calls to learners', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/learner/User/getResultWriting' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/Writing/UploadFile' })).statusCode).toBe(401);
  });
});
