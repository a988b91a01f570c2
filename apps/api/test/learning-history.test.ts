import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ActivityRow } from '@lexam/contracts';
import { and, eq, isNotNull, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { addClass, addUser, addWritingPrompt, addWritingSubmission, userIdOf } from './support/practice';

const day = (date: number, hour = 12) => new Date(Date.UTC(2026, 9, date, hour));

describe('the learning history of every kind (Home/GetHistoryLearningOfStudent) and Progress/getActivity', () => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const ids = { ann: 0, ben: 0, annClass: 0, benClass: 0, attempt: 0, session: 0, writing: 0 };

  const adminLogin = async (username: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  const history = async (who: string, query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/Home/GetHistoryLearningOfStudent?pageSize=100&${query}`, headers: { authorization: `Bearer ${token[who]}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityRow[]>();
  };
  const kindsOf = (rows: ActivityRow[]) => rows.map((row) => `${row.activity}:${row.userId === ids.ann ? 'ann' : row.userId === ids.ben ? 'ben' : row.userId}`);

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    const { db } = ctx.database;
    const teacher = await userIdOf(db, 'teacher');
    const teacher2 = await addUser(db, { kind: 'admin', login: 'teacher2', password: 'Teacher2@123', fullName: 'Other Teacher', role: 'teacher' });
    ids.ann = await addUser(db, { kind: 'site', login: 'ann@example.org', password: 'Annann@12345', fullName: 'Ann Archer', role: 'learner' });
    ids.ben = await addUser(db, { kind: 'site', login: 'ben@example.org', password: 'Benben@12345', fullName: 'Ben Brook', role: 'learner' });
    ids.annClass = await addClass(db, 'History A', { teachers: [teacher], learners: [ids.ann] });
    ids.benClass = await addClass(db, 'History B', { teachers: [teacher2], learners: [ids.ben] });
    const [test] = await db.select().from(tables.examTests).where(and(eq(tables.examTests.kind, 'ielts'), eq(tables.examTests.skill, 'reading'))).limit(1);
    const [attempt] = await db.insert(tables.examAttempts).values({
      userId: ids.ann, testId: test!.id, mode: 'full', sectionIds: [], startedAt: day(1, 11), submittedAt: day(1), rawScore: 30, maxScore: 40, band: 7, result: {},
    }).returning();
    ids.attempt = attempt!.id;
    const [passage] = await db.select().from(tables.coursePassages).limit(1);
    await db.insert(tables.passageProgress).values({ userId: ids.ann, passageId: passage!.id, practiceMarks: 3, practiceMaxMarks: 4, createdAt: day(2, 9), updatedAt: day(2), completedAt: day(2) });
    const [word] = await db.select().from(tables.words).where(isNotNull(tables.words.wordListId)).limit(1);
    const [session] = await db.insert(tables.flashcardSessions).values({ userId: ids.ann, wordListId: word!.wordListId!, startedAt: day(3, 8) }).returning();
    ids.session = session!.id;
    const review = (rating: number, minute: number) => ({
      userId: ids.ann, wordId: word!.id, wordListId: word!.wordListId!, sessionId: session!.id, rating, state: 0, due: day(4), stability: 1, difficulty: 5, review: new Date(day(3, 8).getTime() + minute * 60_000), durationMs: 4000,
    });
    await db.insert(tables.flashcardReviews).values([review(1, 1), review(3, 2), review(4, 3)]);
    ids.writing = await addWritingSubmission(db, { userId: ids.ann, promptId: await addWritingPrompt(db, 'task2'), submittedAt: day(4) });
    const [video] = await db.select().from(tables.videos).limit(1);
    await db.insert(tables.videoProgress).values({ userId: ids.ben, videoId: video!.id, positionSeconds: 30, durationSeconds: 60, watchedSeconds: 45, createdAt: day(5, 9), updatedAt: day(5) });
    token.teacher = await adminLogin('teacher', 'Teacher@123');
    token.teacher2 = await adminLogin('teacher2', 'Teacher2@123');
    token.admin = await adminLogin('admin', 'Admin@123');
    token.ann = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'ann@example.org', password: 'Annann@12345' } })).json<{ accessToken: string }>().accessToken;
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  it('lists tests, reading, flashcards, writing and videos together, newest first, with what each counts', async () => {
    const rows = await history('admin', 'startDate=2026-10-01&endDate=2026-10-05');
    expect(kindsOf(rows)).toEqual(['video:ben', 'writing:ann', 'flashcards:ann', 'reading:ann', 'test:ann']);
    const byKind = Object.fromEntries(rows.map((row) => [row.activity, row]));
    expect(byKind.test).toMatchObject({ key: `test:${ids.attempt}`, refId: ids.attempt, examKind: 'ielts', rawScore: 30, maxScore: 40, percent: 75, band: 7, durationSeconds: 3600, at: day(1).toISOString() });
    expect(byKind.reading).toMatchObject({ skill: 'reading', rawScore: 3, maxScore: 4, percent: 75, status: 'completed', startedAt: day(2, 9).toISOString() });
    expect(byKind.flashcards).toMatchObject({ refId: ids.session, mode: 'study', skill: 'vocabulary', items: 3, rawScore: 2, maxScore: 3, percent: 67, durationSeconds: 12 });
    expect(byKind.writing).toMatchObject({ refId: ids.writing, mode: 'task2', status: 'submitted', band: null });
    expect(byKind.video).toMatchObject({ userName: 'Ben Brook', items: 45, percent: 75, status: 'started' });
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('filters by class, learner, activity, skill, dates and a search of the learner or the title; pages with x-pagination', async () => {
    expect(kindsOf(await history('admin', `classId=${ids.benClass}`))).toEqual(['video:ben']);
    expect(kindsOf(await history('admin', `userId=${ids.ann}&activity=flashcards`))).toEqual(['flashcards:ann']);
    expect(kindsOf(await history('admin', `userId=${ids.ann}&skill=reading`))).toEqual(['reading:ann', 'test:ann']);
    expect(kindsOf(await history('admin', `classId=${ids.annClass}&startDate=2026-10-02&endDate=2026-10-03`))).toEqual(['flashcards:ann', 'reading:ann']);
    expect(kindsOf(await history('admin', 'searchByName=ben brook'))).toEqual(['video:ben']);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/Home/GetHistoryLearningOfStudent?classId=${ids.annClass}&pageSize=2&pageIndex=2`, headers: { authorization: `Bearer ${token.admin}` } });
    expect(JSON.parse(response.headers['x-pagination'] as string)).toMatchObject({ totalCount: 4, currentPage: 2, hasNext: false });
    expect(kindsOf(response.json<ActivityRow[]>())).toEqual(['reading:ann', 'test:ann']);
    expect(kindsOf(await history('admin', `classId=${ids.annClass}&activity=test`))).toEqual(['test:ann']);
  });

  it('lists a listening recording once per learner: segments done, their mean accuracy, completed when every segment is', async () => {
    const { db } = ctx.database;
    const [recording] = await db.select().from(tables.listeningRecordings).limit(1);
    const segments = await db.select().from(tables.listeningSegments).where(eq(tables.listeningSegments.recordingId, recording!.id));
    expect(segments.length).toBeGreaterThan(2);
    await db.insert(tables.listeningProgress).values(segments.slice(0, 2).map((segment, index) => ({
      userId: ids.ann, segmentId: segment.id, recordingId: recording!.id, attempts: 1 + index, bestAccuracy: index ? 80 : 60, lastAccuracy: 60, createdAt: day(6, 9 + index), updatedAt: day(6, 9 + index), completedAt: day(6, 9 + index),
    })));
    const [row, ...others] = await history('admin', `activity=listening&userId=${ids.ann}`);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ key: `listening:${ids.ann}:${recording!.id}`, refId: recording!.id, title: recording!.title, skill: 'listening', mode: 'dictation', items: 2, rawScore: 70, maxScore: 100, percent: 70, status: 'started', startedAt: day(6, 9).toISOString(), at: day(6, 10).toISOString() });
    expect(kindsOf(await history('admin', `userId=${ids.ann}&skill=listening`))).toEqual(['listening:ann']);
    // The tests below count Ann's other activity.
    await db.delete(tables.listeningProgress).where(eq(tables.listeningProgress.userId, ids.ann));
  });

  it('shows a teacher only the learners of the classes they teach', async () => {
    const users = async (who: string) => new Set((await history(who, 'startDate=2026-10-01&endDate=2026-10-05')).map((row) => row.userId));
    expect(await users('teacher')).toEqual(new Set([ids.ann]));
    expect(await users('teacher2')).toEqual(new Set([ids.ben]));
    expect(kindsOf(await history('teacher2', `classId=${ids.annClass}`))).toEqual([]);
  });

  it('answers 400 for an unknown activity, skill, sort or class id, and dates out of order', async () => {
    for (const query of ['activity=dancing', 'skill=cooking', 'sort=secret', 'classId=x', 'startDate=2026-10-05&endDate=2026-10-01']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/Home/GetHistoryLearningOfStudent?${query}`, headers: { authorization: `Bearer ${token.admin}` } });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('writes the workbook of what the filters show, with the titles the screen sends', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: `/api/admin/Home/reportHistoryLearningOfStudent?classId=${ids.annClass}`, headers: { authorization: `Bearer ${token.teacher}` },
      payload: { columns: [{ key: 'at', title: 'Date' }, { key: 'userName', title: 'Élève' }, { key: 'activity', title: 'Activité' }, { key: 'percent', title: '%' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Élève', 'Activité', '%']);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(3).value).toBe('writing');
    expect(sheet.getRow(5).getCell(4).value).toBe(75);
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/admin/Home/reportHistoryLearningOfStudent?classId=${ids.benClass}`, headers: { authorization: `Bearer ${token.teacher}` } });
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(refused.rawPayload as unknown as ArrayBuffer);
    expect(empty.worksheets[0]!.rowCount).toBe(1);
  });

  it('gives a learner their own activity only (Progress/getActivity)', async () => {
    const own = async (query = '') => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/learner/Progress/getActivity?${query}`, headers: { authorization: `Bearer ${token.ann}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ActivityRow[]>();
    };
    expect(kindsOf(await own())).toEqual(['writing:ann', 'flashcards:ann', 'reading:ann', 'test:ann']);
    expect(kindsOf(await own('activity=test'))).toEqual(['test:ann']);
    expect(kindsOf(await own('userId=' + ids.ben))).toEqual(['writing:ann', 'flashcards:ann', 'reading:ann', 'test:ann']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/learner/Progress/getActivity' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/learner/Progress/getActivity?activity=x', headers: { authorization: `Bearer ${token.ann}` } })).statusCode).toBe(400);
  });
});
