import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, AttemptSummaryDto } from '@lexam/contracts';
import { sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { learnerHeaders } from './support/exam';

const url = '/api/admin/Home/GetHistoryLearningOfStudent';
let ctx: TestContext;
const tokens: Record<string, string> = {};
let testIds: { reading: number; listening: number; toeic: number };
const learnerIds: number[] = [];

async function adminToken(username: string, password: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } });
  return response.json<{ accessToken: string }>().accessToken;
}

async function list(query = '', token = tokens.admin) {
  // The tests' results: the index-driven path of `activity=test` (learning-history.test.ts covers every kind).
  return ctx.app.inject({ method: 'GET', url: `${url}?activity=test${query ? `&${query}` : ''}`, headers: { authorization: `Bearer ${token}` } });
}

async function rows(query = ''): Promise<ActivityRow[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityRow[]>();
}

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 9, day, hour));

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  const db = ctx.database.db;
  const tests = await db.select().from(tables.examTests);
  testIds = {
    reading: tests.find((test) => test.kind === 'ielts' && test.skill === 'reading')!.id,
    listening: tests.find((test) => test.kind === 'ielts' && test.skill === 'listening')!.id,
    toeic: tests.find((test) => test.kind === 'toeic')!.id,
  };
  for (const [email, fullName] of [['zoe@example.test', 'Zoe Quartz'], ['adam@example.test', 'Adam Brook'], ['mia@example.test', 'Mia Quartz']]) {
    const [user] = await db.insert(tables.users).values({ kind: 'site', email, fullName }).returning({ id: tables.users.id });
    learnerIds.push(user!.id);
  }
  const [zoe, adam, mia] = learnerIds as [number, number, number];
  const attempt = (userId: number, testId: number, day: number, rawScore: number, extra: Partial<typeof tables.examAttempts.$inferInsert> = {}) => ({
    userId, testId, mode: 'full' as const, sectionIds: [], startedAt: new Date(at(day).getTime() - 3_600_000), submittedAt: at(day), rawScore, maxScore: 40, band: 4 + rawScore / 10, result: {}, ...extra,
  });
  await db.insert(tables.examAttempts).values([
    attempt(zoe, testIds.reading, 1, 30),
    attempt(zoe, testIds.listening, 2, 10),
    attempt(adam, testIds.reading, 3, 20, { mode: 'practice', band: null }),
    attempt(mia, testIds.toeic, 4, 35, { band: null, scaledScore: 400, maxScore: 100 }),
    attempt(adam, testIds.listening, 5, 40),
    // Not submitted: never listed.
    { userId: mia, testId: testIds.reading, mode: 'full', sectionIds: [], startedAt: at(6) },
  ]);
  tokens.admin = await adminToken('admin', 'Admin@123');
  tokens.teacher = await adminToken('teacher', 'Teacher@123');
  tokens.editor = await adminToken('editor', 'Editor@123');
}, 120_000);
afterAll(async () => { await ctx.close(); });

describe('Home/GetHistoryLearningOfStudent', () => {
  it('asks for a token and the user.read permission: admins and teachers, not editors or learners', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const learner = await learnerHeaders(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url, headers: learner })).statusCode).toBe(401);
    expect((await list('', tokens.editor)).statusCode).toBe(403);
    expect((await list('', tokens.teacher)).statusCode).toBe(200);
  });

  it('lists submitted attempts newest first with the learner, the test and the scores, and x-pagination', async () => {
    const response = await list('pageSize=2');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.headers['x-pagination'] as string)).toEqual({ currentPage: 1, pageSize: 2, totalCount: 5, totalPages: 3, hasNext: true, hasPrevious: false });
    const [first, second] = response.json<ActivityRow[]>();
    expect(first).toEqual({
      key: `test:${first!.refId}`, activity: 'test', refId: expect.any(Number), userId: learnerIds[1], userName: 'Adam Brook', email: 'adam@example.test', title: expect.any(String),
      examKind: 'ielts', skill: 'listening', mode: 'full', rawScore: 40, maxScore: 40, percent: 100, band: 8, scaledScore: null, items: null, durationSeconds: 3600, status: null,
      startedAt: '2026-10-05T11:00:00.000Z', at: '2026-10-05T12:00:00.000Z',
    });
    expect(second).toMatchObject({ userName: 'Mia Quartz', examKind: 'toeic', scaledScore: 400, band: null, percent: 35 });
    expect((await rows('pageSize=2&pageIndex=3')).map((row) => row.at)).toEqual(['2026-10-01T12:00:00.000Z']);
  });

  it('searches the learner name, the e-mail and the test name', async () => {
    expect((await rows('searchByName=quartz')).map((row) => row.userName)).toEqual(['Mia Quartz', 'Zoe Quartz', 'Zoe Quartz']);
    expect((await rows('searchByName=ADAM@example')).map((row) => row.rawScore)).toEqual([40, 20]);
    expect((await rows('searchByName=toeic')).map((row) => row.userName)).toEqual(['Mia Quartz']);
    expect(await rows('searchByName=nobody-like-this')).toEqual([]);
    expect(await rows('searchByName=%25')).toEqual([]);
  });

  it('filters by learner, test, kind, skill and mode', async () => {
    expect((await rows(`userId=${learnerIds[0]}`)).map((row) => row.rawScore)).toEqual([10, 30]);
    expect((await rows(`testId=${testIds.reading}`)).map((row) => row.userName)).toEqual(['Adam Brook', 'Zoe Quartz']);
    expect((await rows('kind=toeic')).map((row) => row.rawScore)).toEqual([35]);
    expect((await rows('kind=ielts&skill=listening')).map((row) => row.rawScore)).toEqual([40, 10]);
    expect((await rows('mode=practice')).map((row) => row.rawScore)).toEqual([20]);
  });

  it('bounds the submit time by days (both included) or exact times', async () => {
    expect((await rows('startDate=2026-10-02&endDate=2026-10-04')).map((row) => row.rawScore)).toEqual([35, 20, 10]);
    expect((await rows('endDate=2026-10-01')).map((row) => row.rawScore)).toEqual([30]);
    expect((await rows('startDate=2026-10-05T11:00:00Z')).map((row) => row.rawScore)).toEqual([40]);
    expect((await rows('startDate=2026-10-05T13:00:00%2B02:00')).map((row) => row.rawScore)).toEqual([40]);
  });

  it('sorts by score, learner, test and time, ties broken by id', async () => {
    expect((await rows('sort=rawScore')).map((row) => row.rawScore)).toEqual([10, 20, 30, 35, 40]);
    expect((await rows('sort=-rawScore')).map((row) => row.rawScore)).toEqual([40, 35, 30, 20, 10]);
    expect((await rows('sort=submittedAt')).map((row) => row.rawScore)).toEqual([30, 10, 20, 35, 40]);
    expect((await rows('sort=userName')).map((row) => row.userName)).toEqual(['Adam Brook', 'Adam Brook', 'Mia Quartz', 'Zoe Quartz', 'Zoe Quartz']);
    expect((await rows('sort=-band')).map((row) => row.band)).toEqual([null, null, 8, 7, 5]);
  });

  it('sorts by test name, then by submit time in the same direction, across pages', async () => {
    const names = await ctx.database.db.select({ id: tables.examTests.id, name: tables.examTests.name }).from(tables.examTests);
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    const all = await rows('sort=testName');
    const expected = [...all].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.at.localeCompare(b.at)));
    expect(all.map((row) => row.refId)).toEqual(expected.map((row) => row.refId));
    expect(all.every((row) => [...nameOf.values()].includes(row.title))).toBe(true);
    const paged = [...(await rows('sort=testName&pageSize=2')), ...(await rows('sort=testName&pageSize=2&pageIndex=2')), ...(await rows('sort=testName&pageSize=2&pageIndex=3'))];
    expect(paged.map((row) => row.refId)).toEqual(all.map((row) => row.refId));
    expect((await rows('sort=-testName')).map((row) => row.refId)).toEqual([...all].reverse().map((row) => row.refId));
    const page = await list('sort=testName&pageSize=2&pageIndex=2');
    expect(JSON.parse(page.headers['x-pagination'] as string)).toMatchObject({ totalCount: 5, currentPage: 2 });
  });

  it('answers 400 for an unknown sort, a bad date, dates out of order and a page too large', async () => {
    for (const query of ['sort=password', 'sort=-', 'startDate=yesterday', 'endDate=2026-13-01', 'startDate=2026-10-05&endDate=2026-10-01', 'pageSize=100000', 'kind=writing', 'userId=abc']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ title: string }>().title, query).toBeTruthy();
    }
  });

  it('shows an attempt submitted through the learner API with its maximum and percentage', async () => {
    const learner = await learnerHeaders(ctx.app);
    const started = await ctx.app.inject({ method: 'POST', url: '/api/learner/OnlineIeltsTest/startOnlineIeltsTest', headers: learner, payload: { testId: testIds.reading } });
    const attempt = started.json<AttemptSummaryDto>();
    const submitted = await ctx.app.inject({ method: 'POST', url: '/api/learner/OnlineIeltsTest/submitOnlineIeltsTest', headers: learner, payload: { attemptId: attempt.id } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [row] = await rows(`searchByName=learner@example.com`);
    expect(row).toMatchObject({ refId: attempt.id, rawScore: 0, maxScore: 40, percent: 0, mode: 'full' });
  });

  it('pages a crowd: a common search term, and the last pages read from the far end, in the same order', async () => {
    const db = ctx.database.db;
    const crowd = await db.insert(tables.users).values(Array.from({ length: 1001 }, (_, index) => ({ kind: 'site' as const, email: `crowd${index}@example.test`, fullName: `Crowd Member ${String(index).padStart(4, '0')}` }))).returning({ id: tables.users.id });
    await db.insert(tables.examAttempts).values(crowd.map(({ id }, index) => ({
      userId: id, testId: testIds.reading, mode: 'full' as const, sectionIds: [], startedAt: at(10), submittedAt: new Date(at(10).getTime() + index * 1000), rawScore: index % 41, maxScore: 40, result: {},
    })));
    const byName = await list('searchByName=crowd&sort=userName&pageSize=3');
    expect(JSON.parse(byName.headers['x-pagination'] as string)).toMatchObject({ totalCount: 1001 });
    expect(byName.json<ActivityRow[]>().map((row) => row.userName)).toEqual(['Crowd Member 0000', 'Crowd Member 0001', 'Crowd Member 0002']);
    expect((await rows('searchByName=crowd&sort=-submittedAt&pageSize=2')).map((row) => row.userName)).toEqual(['Crowd Member 1000', 'Crowd Member 0999']);
    const total = JSON.parse((await list('pageSize=1')).headers['x-pagination'] as string).totalCount as number;
    for (const sort of ['submittedAt', 'rawScore', 'userName']) {
      const last = await rows(`sort=${sort}&pageSize=1&pageIndex=${total}`);
      const firstReversed = await rows(`sort=-${sort}&pageSize=1`);
      expect(last.map((row) => row.refId), sort).toEqual(firstReversed.map((row) => row.refId));
      const nearEnd = await rows(`sort=${sort}&pageSize=3&pageIndex=${Math.ceil(total / 3)}`);
      const headReversed = await rows(`sort=-${sort}&pageSize=${total % 3 || 3}`);
      expect(nearEnd.map((row) => row.refId), sort).toEqual(headReversed.map((row) => row.refId).reverse());
    }
    const users = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/User/getAllUser?${query}`, headers: { authorization: `Bearer ${tokens.admin}` } });
    const userTotal = JSON.parse((await users('pageSize=1')).headers['x-pagination'] as string).totalCount as number;
    expect(userTotal).toBeGreaterThan(1001);
    for (const sort of ['fullName', '-createdAt']) {
      const reversed = sort.startsWith('-') ? sort.slice(1) : `-${sort}`;
      const last = (await users(`sort=${sort}&pageSize=1&pageIndex=${userTotal}`)).json<Array<{ id: number }>>();
      expect(last.map((row) => row.id), sort).toEqual((await users(`sort=${reversed}&pageSize=1`)).json<Array<{ id: number }>>().map((row) => row.id));
    }
    // Never signed in sorts last, ties by id: the last page is the newest of the crowd.
    expect((await users(`sort=lastLoginAt&pageSize=1&pageIndex=${userTotal}`)).json<Array<{ id: number }>>().map((row) => row.id)).toEqual([crowd.at(-1)!.id]);
  });

  it('lists a common search by learner name or e-mail in the same order as the database, pages from both ends, ties by attempt id', async () => {
    const db = ctx.database.db;
    // 900 learners, three to a name; a fifth without attempts, the others with one or two, inserted
    // out of learner order so attempt ids do not follow names.
    const walkers = await db.insert(tables.users).values(Array.from({ length: 900 }, (_, index) => ({ kind: 'site' as const, email: `walker${String(899 - index).padStart(3, '0')}@example.test`, fullName: `Walker ${String(Math.floor(index / 3)).padStart(3, '0')}` }))).returning({ id: tables.users.id });
    const attempts = walkers.flatMap(({ id }, index) => index % 5 === 0 ? [] : Array.from({ length: 1 + (index % 2) }, (_, n) => ({
      userId: id, testId: n ? testIds.listening : testIds.reading, mode: 'full' as const, sectionIds: [], startedAt: at(12), submittedAt: at(12 + n + (index % 7)), rawScore: index % 41, maxScore: 40, result: {},
    })));
    await db.insert(tables.examAttempts).values(attempts.map((_, index) => attempts[(index * 7919) % attempts.length]!));
    const expected = async (order: string, where = '') => (await ctx.database.db.execute<{ id: number }>(sql.raw(
      `select a.id from exam_attempts a join users u on u.id = a.user_id join exam_tests t on t.id = a.test_id where a.submitted_at is not null and (u.full_name ilike '%walker%' or u.email ilike '%walker%') ${where} order by ${order}`,
    ))).rows.map((row) => Number(row.id));
    const listed = async (query: string, total: number) => {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 50); page++) ids.push(...(await rows(`searchByName=walker&pageSize=50&pageIndex=${page}&${query}`)).map((row) => row.refId));
      return ids;
    };
    const cases: Array<[string, string, string?]> = [
      ['sort=userName', 'u.full_name, a.id'],
      ['sort=-userName', 'u.full_name desc, a.id desc'],
      ['sort=email', 'u.email, a.id'],
      ['sort=-userName&startDate=2026-10-15&endDate=2026-10-16', 'u.full_name desc, a.id desc', "and a.submitted_at >= '2026-10-15' and a.submitted_at < '2026-10-17'"],
      ['sort=userName&skill=listening', 'u.full_name, a.id', "and t.skill = 'listening'"],
    ];
    for (const [query, order, where] of cases) {
      const ids = await expected(order, where);
      expect(ids.length, query).toBeGreaterThan(where ? 50 : 1000);
      expect(JSON.parse((await list(`searchByName=walker&pageSize=50&${query}`)).headers['x-pagination'] as string).totalCount, query).toBe(ids.length);
      expect(await listed(query, ids.length), query).toEqual(ids);
    }
  });
});
