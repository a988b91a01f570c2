import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeakingPromptDetailSchema, SpeakingPromptSummarySchema, SpeakingResultRowSchema, SpeakingSubmissionSchema, UploadedRecordingSchema } from '@lexam/contracts';
import { seedSpeakingPrompts, signRecordingUrl } from '@lexam/core';
import { DEMO_SPEAKING_LAYOUTS, DEMO_SPEAKING_PROMPTS, eq, inArray, tables } from '@lexam/db';
import { z } from 'zod';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, learnerHeaders, otherLearnerHeaders } from './support/exam';

const fixtures = path.join(import.meta.dirname, 'fixtures');

function multipart(filename: string, content: Buffer, type = 'audio/webm') {
  const boundary = '----lexam-speaking-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('speaking practice', () => {
  let ctx: TestContext;
  let learner: { authorization: string };
  let other: { authorization: string };
  let admin: { authorization: string };
  let webm: Buffer;
  let ogg: Buffer;
  let part1: z.infer<typeof SpeakingPromptDetailSchema>;
  let part2: z.infer<typeof SpeakingPromptDetailSchema>;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload ? { payload } : {}) });
  const upload = (content: Buffer, headers = learner, name = 'answer.webm', type?: string) => {
    const body = multipart(name, content, type);
    return ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/UploadVideo', payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const uploadedId = async (content: Buffer, headers = learner) => UploadedRecordingSchema.parse((await upload(content, headers)).json()).id;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    learner = await learnerHeaders(ctx.app);
    other = await otherLearnerHeaders(ctx.app, 'other-speaker@example.com');
    admin = await adminHeaders(ctx.app);
    webm = await readFile(path.join(fixtures, 'speaking-1s.webm'));
    ogg = await readFile(path.join(fixtures, 'speaking-1s.ogg'));
    const list = z.array(SpeakingPromptSummarySchema).parse((await call('GET', 'Speaking/getVideoForPassage?part=part1', learner)).json());
    part1 = SpeakingPromptDetailSchema.parse((await call('GET', `Speaking/getVideoForPassage?part=part1&speakingId=${list[0]!.id}`, learner)).json());
    const list2 = z.array(SpeakingPromptSummarySchema).parse((await call('GET', 'Speaking/getVideoForPassage?part=part2', learner)).json());
    part2 = SpeakingPromptDetailSchema.parse((await call('GET', `Speaking/getVideoForPassage?part=part2&speakingId=${list2[0]!.id}`, learner)).json());
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the demo prompts and layouts once, by key', async () => {
    const rows = await ctx.database.db.select({ seedKey: tables.speakingPrompts.seedKey }).from(tables.speakingPrompts);
    expect(rows.map((row) => row.seedKey).sort()).toEqual(DEMO_SPEAKING_PROMPTS.map((prompt) => prompt.key).sort());
    expect(await seedSpeakingPrompts(ctx.database.db, { prompts: DEMO_SPEAKING_PROMPTS, layouts: DEMO_SPEAKING_LAYOUTS })).toEqual({ prompts: 0, layouts: 0 });
    expect(part1.questions.length).toBeGreaterThanOrEqual(4);
    expect(part1.suggestions.length).toBeGreaterThan(0);
    expect(part1.vocabulary.length).toBeGreaterThanOrEqual(6);
    expect(part1.layout?.title).toBeTruthy();
    expect(part2.cueCardHtml).toContain('You should say');
    const listResponse = await call('GET', 'Speaking/getVideoForPassage?part=part1&pageSize=3', learner);
    expect(JSON.parse(listResponse.headers['x-pagination'] as string)).toMatchObject({ totalCount: 8, pageSize: 3 });
    expect((await call('GET', 'Speaking/getVideoForPassage', learner)).statusCode).toBe(400);
    expect((await call('GET', `Speaking/getVideoForPassage?part=part2&speakingId=${part1.id}`, learner)).statusCode).toBe(404);
  });

  it('authors prompts, suggestions, vocabulary and layouts on the declared types', async () => {
    const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });
    expect((await adminCall('POST', 'Speaking', { part: 'part1', topic: 'Empty', questions: [] })).statusCode).toBe(400);
    expect((await adminCall('POST', 'Speaking', { part: 'part2', topic: 'No card' })).statusCode).toBe(400);
    const created = await adminCall('POST', 'Speaking', { part: 'part1', topic: 'Friends', questions: ['Do you have many friends?', 'How do you meet them?'], isPublished: false });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await adminCall('PUT', `Speaking/${id}`, { questions: ['Do you have many friends?'] })).json()).toMatchObject({ questions: ['Do you have many friends?'] });
    const suggestion = await adminCall('POST', 'SpeakingSuggestion', { speakingId: id, kind: 'phrase', bodyHtml: '<p>I tend to …</p><script>x</script>' });
    expect(suggestion.statusCode).toBe(201);
    expect(suggestion.json<{ bodyHtml: string }>().bodyHtml).not.toContain('script');
    const word = await adminCall('POST', 'SpeakingWords', { speakingId: id, term: 'acquaintance', meaning: 'someone you know a little', example: '' });
    expect(word.statusCode).toBe(201);
    expect((await adminCall('GET', `SpeakingWords?speakingId=${id}`)).json()).toHaveLength(1);
    expect((await adminCall('GET', `SpeakingSuggestion?speakingId=${id}`)).json()).toHaveLength(1);
    // A reading passage's words and a word list's words are not speaking words.
    const speakingWords = (await adminCall('GET', 'SpeakingWords?pageSize=500')).json<{ speakingId: number }[]>();
    expect(speakingWords.every((row) => row.speakingId !== null)).toBe(true);
    // An unpublished prompt is not the learner's.
    expect((await call('GET', `Speaking/getVideoForPassage?part=part1&speakingId=${id}`, learner)).statusCode).toBe(404);
    // One layout per part: a second is a conflict; an edit changes it.
    const layouts = (await adminCall('GET', 'SpeakingLayout')).json<{ id: number; section: string }[]>();
    expect(layouts.map((row) => row.section).sort()).toEqual(['part1', 'part2']);
    expect((await adminCall('POST', 'SpeakingLayout', { section: 'part1', title: 'Again', bodyHtml: '<p>x</p>' })).statusCode).toBe(409);
    expect((await adminCall('PUT', `SpeakingLayout/${layouts[0]!.id}`, { title: 'Renamed' })).json()).toMatchObject({ title: 'Renamed' });
    expect((await adminCall('DELETE', `Speaking/${id}`)).statusCode).toBe(200);
    // A learner cannot author.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Speaking', headers: learner })).statusCode).toBe(401);
  });

  it('accepts recordings by what their bytes are, never by their name or declared type', async () => {
    const stored = await upload(webm, learner, 'talk.txt', 'text/plain');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ mime: 'audio/webm' });
    const oggStored = await upload(ogg, learner, 'talk.webm', 'audio/webm');
    expect(oggStored.json()).toMatchObject({ mime: 'audio/ogg' });
    const [file] = await ctx.database.db.select().from(tables.files).where(eq(tables.files.id, oggStored.json<{ id: number }>().id));
    expect(file).toMatchObject({ kind: 'audio', mime: 'audio/ogg' });
    expect(file!.key.endsWith('.ogg')).toBe(true);
    const text = await upload(Buffer.from('this is not audio at all, only words in a text file'), learner, 'fake.webm');
    expect(text.statusCode).toBe(400);
    expect(text.json<{ title: string }>().title).toMatch(/not an accepted/);
    const big = await upload(Buffer.concat([webm, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(413);
    // A learner's recording is never served by the public file route, even before it is saved with an answer.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${file!.key}` })).statusCode).toBe(404);
    // Nor listed among the files an admin picks media from.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/admin/Upload/getFiles?kind=audio&pageSize=100', headers: admin })).json<{ id: number }[]>();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((row) => row.id)).not.toContain(file!.id);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/UploadVideo', payload: { file: 'x' } })).statusCode).toBe(401);
  });

  it('saves a draft only with the learner’s own recordings, within the part’s rules', async () => {
    const mine = await uploadedId(webm);
    const theirs = await uploadedId(webm, other);
    const refused = await call('POST', 'Speaking', learner, { speakingId: part1.id, recordings: [{ questionIndex: 0, fileId: theirs, durationMs: 1000 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('body.recordings.0.fileId');
    expect((await call('POST', 'Speaking', learner, { speakingId: part1.id, recordings: [{ questionIndex: part1.questions.length, fileId: mine, durationMs: 1000 }] })).statusCode).toBe(400);
    expect((await call('POST', 'Speaking', learner, { speakingId: part2.id, recordings: [{ questionIndex: 1, fileId: mine, durationMs: 1000 }] })).statusCode).toBe(400);
    expect((await call('POST', 'Speaking', learner, { speakingId: part2.id, recordings: [{ questionIndex: 0, fileId: mine, durationMs: 126_000 }] })).statusCode).toBe(400);
    expect((await call('POST', 'Speaking', learner, { speakingId: part2.id, recordings: [{ questionIndex: 0, fileId: mine, durationMs: 1000 }], extra: 1 })).statusCode).toBe(400);
    // An admin's audio upload (a listening test's) is not a learner's recording either.
    const [adminAudio] = await ctx.database.db.select({ id: tables.files.id }).from(tables.files).where(eq(tables.files.kind, 'audio')).limit(1);
    expect((await call('POST', 'Speaking', learner, { speakingId: part2.id, recordings: [{ questionIndex: 0, fileId: adminAudio!.id, durationMs: 1000 }] })).statusCode).toBe(400);
  });

  it('sends a complete answer once, lists it, serves its recordings behind signed links, and deletes only the learner’s own', async () => {
    // Part 1: incomplete, then complete.
    const first = await uploadedId(webm);
    const draft = SpeakingSubmissionSchema.parse((await call('POST', 'Speaking', learner, { speakingId: part1.id, recordings: [{ questionIndex: 0, fileId: first, durationMs: 1000 }] })).json());
    expect(draft.status).toBe('draft');
    const incomplete = await call('POST', 'Speaking/SendResult', learner, { id: draft.id });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<{ title: string }>().title).toMatch(/every question/);
    const recordings = [];
    for (const index of part1.questions.keys()) recordings.push({ questionIndex: index, fileId: await uploadedId(index % 2 ? ogg : webm), durationMs: 1000 + index });
    const full = SpeakingSubmissionSchema.parse((await call('POST', 'Speaking', learner, { speakingId: part1.id, recordings })).json());
    expect(full.id).toBe(draft.id);
    expect(full.recordings).toHaveLength(part1.questions.length);
    // The draft comes back with the prompt.
    expect(SpeakingPromptDetailSchema.parse((await call('GET', `Speaking/getVideoForPassage?part=part1&speakingId=${part1.id}`, learner)).json()).draft?.id).toBe(draft.id);
    // Another learner cannot send it.
    expect((await call('POST', 'Speaking/SendResult', other, { id: draft.id })).statusCode).toBe(404);
    const sent = SpeakingSubmissionSchema.parse((await call('POST', 'Speaking/SendResult', learner, { id: draft.id })).json());
    expect(sent.status).toBe('submitted');
    const again = SpeakingSubmissionSchema.parse((await call('POST', 'Speaking/SendResult', learner, { id: draft.id })).json());
    expect(again).toMatchObject({ status: 'submitted', submittedAt: sent.submittedAt });

    // The signed link serves the bytes with their real type, with range requests; the public route does not.
    const recording = sent.recordings[0]!;
    const whole = await ctx.app.inject({ method: 'GET', url: recording.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const range = await ctx.app.inject({ method: 'GET', url: recording.url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    const [file] = await ctx.database.db.select({ key: tables.files.key }).from(tables.files).where(eq(tables.files.id, recording.fileId));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${file!.key}` })).statusCode).toBe(404);
    const tampered = recording.url.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherRecording = recording.url.replace(`/recording/${recording.id}?`, `/recording/${sent.recordings[1]!.id}?`);
    expect((await ctx.app.inject({ method: 'GET', url: otherRecording })).statusCode).toBe(403);
    const expired = signRecordingUrl({ secret: ctx.app.auth.recordingSecret, recordingId: recording.id, now: Date.now() - 2 * 3600_000 });
    expect((await ctx.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/recording/${recording.id}` })).statusCode).toBe(400);

    // Part 2 with notes; the results list, newest first.
    // Recording the talk again forgets the first take (its row and its bytes).
    const firstTake = await uploadedId(webm);
    SpeakingSubmissionSchema.parse((await call('POST', 'Speaking', learner, { speakingId: part2.id, recordings: [{ questionIndex: 0, fileId: firstTake, durationMs: 5000 }] })).json());
    const [firstTakeRow] = await ctx.database.db.select({ key: tables.files.key }).from(tables.files).where(eq(tables.files.id, firstTake));
    expect(existsSync(path.join(ctx.app.uploadsDir, firstTakeRow!.key))).toBe(true);
    const talk = await uploadedId(ogg);
    const part2Draft = SpeakingSubmissionSchema.parse((await call('POST', 'Speaking', learner, { speakingId: part2.id, notes: 'teacher – patience', recordings: [{ questionIndex: 0, fileId: talk, durationMs: 90_000 }] })).json());
    expect(part2Draft.notes).toBe('teacher – patience');
    expect(part2Draft.id).toBe(SpeakingPromptDetailSchema.parse((await call('GET', `Speaking/getVideoForPassage?part=part2&speakingId=${part2.id}`, learner)).json()).draft?.id);
    expect(await ctx.database.db.select().from(tables.files).where(eq(tables.files.id, firstTake))).toEqual([]);
    expect(existsSync(path.join(ctx.app.uploadsDir, firstTakeRow!.key))).toBe(false);
    // The demo learner also has the grading demo's answers: only this test's own are looked at.
    const mine = (rows: { id: number }[]) => rows.filter((row) => row.id === part2Draft.id || row.id === sent.id);
    const results = mine(z.array(SpeakingResultRowSchema).parse((await call('GET', 'User/getResultSpeaking', learner)).json()));
    expect(results.map((row) => [row.id, row.status, row.part])).toEqual([
      [part2Draft.id, 'draft', 'part2'],
      [sent.id, 'submitted', 'part1'],
    ]);
    expect(results[1]!.band).toBeNull();
    expect(z.array(SpeakingResultRowSchema).parse((await call('GET', 'User/getResultSpeaking', other)).json())).toEqual([]);

    // Deleting: another's is left alone; one's own goes.
    expect((await call('DELETE', `Speaking/delete/${sent.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', 'Speaking/deleteMulti', other, { ids: [sent.id, part2Draft.id] })).json()).toEqual({ deleted: 0 });
    expect((await call('DELETE', `Speaking/delete/${part2Draft.id}`, learner)).json()).toEqual({ deleted: 1 });
    expect((await call('POST', 'Speaking/deleteMulti', learner, { ids: [sent.id, part2Draft.id] })).json()).toEqual({ deleted: 1 });
    expect(mine((await call('GET', 'User/getResultSpeaking', learner)).json())).toEqual([]);
    // The deleted answers' recordings are gone too, rows and bytes.
    const recordedIds = [...sent.recordings.map((item) => item.fileId), talk];
    expect(await ctx.database.db.select().from(tables.files).where(inArray(tables.files.id, recordedIds))).toEqual([]);
    expect(existsSync(path.join(ctx.app.uploadsDir, file!.key))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: recording.url })).statusCode).toBe(404);
    expect((await call('POST', 'Speaking/deleteMulti', learner, { ids: [] })).statusCode).toBe(400);
  });

  it('still answers a reading passage’s video lesson on the shared call', async () => {
    const [passage] = await ctx.database.db.select({ id: tables.coursePassages.id }).from(tables.coursePassages).limit(1);
    expect((await call('GET', `Speaking/getVideoForPassage?passageId=${passage!.id}`, learner)).statusCode).toBe(200);
  });
});
