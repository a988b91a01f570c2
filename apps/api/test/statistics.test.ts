import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, type AttemptStatistics, type LearnerStatistics, type OnlineTest } from '@lexam/contracts';
import { startAttempt, submitAttempt, gradeQuestion, type GradeFn } from '@lexam/core';
import { and, eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { addClass, addUser, userIdOf } from './support/practice';

const { examAttempts, passageProgress, videoProgress } = tables;
const grade: GradeFn = (question, response) => gradeQuestion({ type: question.type, content: question.content, key: question.answerKey, response });
const at = (text: string) => new Date(`${text}Z`);
/** Two fixed weeks: Monday 2 and Monday 9 November 2026. */
const RANGE = 'startDate=2026-11-02&endDate=2026-11-15';

describe('E/statistics: attempts per week for tests, started and finished per week for courses', () => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const ids = { learner: 0, other: 0, first: 0, second: 0, lesson: 0, otherLesson: 0, passages: [] as number[], video: 0, secondIsReading: false };

  const adminLogin = async (username: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  const call = (url: string, who = 'admin') => ctx.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token[who]}` } });
  const read = async <T>(url: string, who = 'admin') => {
    const response = await call(url, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const list = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token.admin}` } })).json<T[]>();

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    const { db } = ctx.database;
    token.admin = await adminLogin('admin', 'Admin@123');
    token.teacher = await adminLogin('teacher', 'Teacher@123');
    token.editor = await adminLogin('editor', 'Editor@123');
    ids.learner = await userIdOf(db, 'learner@example.com');
    ids.other = await addUser(db, { kind: 'site', login: 'stats-other@example.org', password: 'Other@12345', fullName: 'Other Learner', role: 'learner' });
    await addClass(db, 'Statistics group', { teachers: [await userIdOf(db, 'teacher')], learners: [ids.learner] });

    const tests = await list<OnlineTest>('IeltsOnlineTest?pageSize=100&sort=id');
    const reading = tests.find((test) => test.skill === 'reading')!;
    const second = tests.find((test) => test.id !== reading.id)!;
    [ids.first, ids.second] = [reading.id, second.id];
    ids.secondIsReading = second.skill === 'reading';
    const attempt = (userId: number, testId: number, submitted: string | null, band: number, mode: 'full' | 'practice' = 'full') => ({
      userId, testId, mode, sectionIds: [], startedAt: at('2026-11-01T08:00:00'), submittedAt: submitted ? at(submitted) : null, rawScore: Math.round(band * 4), maxScore: 40, band,
    });
    await db.insert(examAttempts).values([
      attempt(ids.learner, ids.first, '2026-11-03T09:00:00', 7),
      attempt(ids.other, ids.first, '2026-11-05T09:00:00', 5.5),
      attempt(ids.learner, ids.first, '2026-11-12T09:00:00', 8),
      attempt(ids.other, ids.second, '2026-11-15T23:59:00', 6.5),
      // Neither a practice attempt nor an unsubmitted one counts.
      attempt(ids.learner, ids.first, '2026-11-04T09:00:00', 1, 'practice'),
      attempt(ids.learner, ids.first, null, 1),
    ]);

    const passages = await list<{ id: number; lessonId: number; isPublished: boolean }>('Passage?pageSize=100&sort=id');
    ids.lesson = passages[0]!.lessonId;
    ids.passages = passages.filter((passage) => passage.lessonId === ids.lesson && passage.isPublished).map((passage) => passage.id);
    ids.otherLesson = passages.find((passage) => passage.lessonId !== ids.lesson)?.lessonId ?? 0;
    const [firstPassage, ...rest] = ids.passages;
    await db.insert(passageProgress).values([
      { userId: ids.learner, passageId: firstPassage!, createdAt: at('2026-11-03T10:00:00'), completedAt: at('2026-11-04T10:00:00') },
      { userId: ids.other, passageId: firstPassage!, createdAt: at('2026-11-10T10:00:00'), completedAt: null },
      ...rest.map((passageId) => ({ userId: ids.learner, passageId, createdAt: at('2026-11-10T10:00:00'), completedAt: at('2026-11-11T10:00:00') })),
    ]);
    ids.video = (await list<{ id: number }>('Video?pageSize=1'))[0]!.id;
    await db.insert(videoProgress).values([
      { userId: ids.learner, videoId: ids.video, createdAt: at('2026-11-03T10:00:00'), completedAt: at('2026-11-09T10:00:00') },
      { userId: ids.other, videoId: ids.video, createdAt: at('2026-11-13T10:00:00') },
    ]);
  }, 120_000);
  afterAll(async () => { await ctx?.close(); });

  it('counts submitted full attempts per ISO week, newest first, with the average band and the totals', async () => {
    const stats = await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}`);
    expect(stats).toMatchObject({ kind: 'attempts', average: 'band', pageIndex: 1, totalWeeks: 2, totals: { attempts: 4, learners: 2, average: 6.75 } });
    expect(stats.weeks).toEqual([
      { week: '2026-11-09', attempts: 2, learners: 2, average: 7.25 },
      { week: '2026-11-02', attempts: 2, learners: 2, average: 6.25 },
    ]);
    // Pages run over the weeks; the skill filter of the list narrows the tests counted.
    expect((await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}&pageSize=1&pageIndex=2`)).weeks).toEqual([{ week: '2026-11-02', attempts: 2, learners: 2, average: 6.25 }]);
    expect((await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}&skill=reading`)).totals.attempts).toBe(ids.secondIsReading ? 4 : 3);
    expect((await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}&skill=grammar`)).totals).toEqual({ attempts: 0, learners: 0, average: null });
    // A date range starting on a Wednesday leaves out the Tuesday's attempt, in the same week.
    expect((await read<AttemptStatistics>('IeltsOnlineTest/statistics?startDate=2026-11-04&endDate=2026-11-08')).weeks).toEqual([{ week: '2026-11-02', attempts: 1, learners: 1, average: 5.5 }]);
  });

  it('narrows to one test with sub_course_index_id, and to the learners of a teacher’s classes', async () => {
    const one = await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}&sub_course_index_id=${ids.first}`);
    expect(one.totals).toEqual({ attempts: 3, learners: 2, average: 6.83 });
    expect(one.weeks[0]).toEqual({ week: '2026-11-09', attempts: 1, learners: 1, average: 8 });
    const taught = await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}`, 'teacher');
    expect(taught.totals).toEqual({ attempts: 2, learners: 1, average: 7.5 });
    // A content editor teaches no class and counts every learner.
    expect((await read<AttemptStatistics>(`IeltsOnlineTest/statistics?${RANGE}`, 'editor')).totals.attempts).toBe(4);
    // Another kind's test is not one of these tests.
    const toeic = (await list<OnlineTest>('OnlineToeicTest?pageSize=1'))[0];
    if (toeic) expect((await call(`IeltsOnlineTest/statistics?sub_course_index_id=${toeic.id}`)).statusCode).toBe(404);
    expect((await call('IeltsOnlineTest/statistics?sub_course_index_id=999999')).statusCode).toBe(404);
  });

  it('counts an attempt made in the test this week', async () => {
    const { db } = ctx.database;
    const before = await read<AttemptStatistics>(`IeltsOnlineTest/statistics?sub_course_index_id=${ids.second}&pageSize=1`);
    const attempt = await startAttempt({ db }, { userId: ids.learner, testId: ids.second, mode: 'full' });
    await submitAttempt({ db }, { userId: ids.learner, attemptId: attempt.id, grade });
    const after = await read<AttemptStatistics>(`IeltsOnlineTest/statistics?sub_course_index_id=${ids.second}&pageSize=1`);
    expect(after.weeks).toHaveLength(1);
    expect(after.weeks[0]!.attempts).toBe(before.weeks[0]!.attempts + 1);
    expect(after.totals.attempts).toBe(before.totals.attempts + 1);
    const [row] = await db.select({ band: examAttempts.band }).from(examAttempts).where(and(eq(examAttempts.id, attempt.id)));
    expect(after.weeks[0]!.average).toBe(row!.band);
  });

  it('counts the learners who started and finished passages, lessons and videos per week', async () => {
    const passages = await read<LearnerStatistics>(`Passage/statistics?${RANGE}`);
    expect(passages).toMatchObject({ kind: 'learners', totalWeeks: 2, totals: { started: 2, finished: 1 } });
    expect(passages.weeks).toEqual([
      { week: '2026-11-09', started: ids.passages.length > 1 ? 2 : 1, finished: ids.passages.length > 1 ? 1 : 0 },
      { week: '2026-11-02', started: 1, finished: 1 },
    ]);
    // sub_course_index_id names a passage's lesson.
    expect((await read<LearnerStatistics>(`Passage/statistics?${RANGE}&sub_course_index_id=${ids.lesson}`)).totals).toEqual({ started: 2, finished: 1 });
    if (ids.otherLesson) expect((await read<LearnerStatistics>(`Passage/statistics?${RANGE}&sub_course_index_id=${ids.otherLesson}`)).totals).toEqual({ started: 0, finished: 0 });
    // The lesson is finished by the learner who did every published passage of it, at the last one.
    const lesson = await read<LearnerStatistics>(`Lession/statistics?${RANGE}&sub_course_index_id=${ids.lesson}`);
    expect(lesson.totals).toEqual({ started: 2, finished: 1 });
    expect(lesson.weeks.find((week) => week.finished === 1)?.week).toBe(ids.passages.length > 1 ? '2026-11-09' : '2026-11-02');
    const video = await read<LearnerStatistics>(`Video/statistics?${RANGE}&sub_course_index_id=${ids.video}`);
    expect(video.weeks).toEqual([
      { week: '2026-11-09', started: 1, finished: 1 },
      { week: '2026-11-02', started: 1, finished: 0 },
    ]);
    expect((await read<LearnerStatistics>(`Video/statistics?${RANGE}`, 'teacher')).totals).toEqual({ started: 1, finished: 1 });
  });

  it('answers writing, speaking and word lists by week, and the other types by day', async () => {
    for (const entity of ['Writing', 'Speaking', 'WordList']) expect((await read<LearnerStatistics>(`${entity}/statistics?pageSize=4`)).kind, entity).toBe('learners');
    expect(await read<{ kind: string; total: number }>('Introduction/statistics')).toMatchObject({ kind: 'created' });
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const cases: [string, string][] = [
      ['IeltsOnlineTest/statistics?sub_course_index_id=abc', 'query.sub_course_index_id'],
      ['IeltsOnlineTest/statistics?startDate=2026-11-10&endDate=2026-11-01', 'query.endDate'],
      ['Passage/statistics?startDate=10/11/2026', 'query.startDate'],
      ['Video/statistics?endDate=2026-02-30', 'query.endDate'],
      ['Video/statistics?pageSize=0', 'query.pageSize'],
    ];
    for (const [url, field] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      const problem = ProblemSchema.parse(response.json());
      expect(problem.errors?.map((error) => error.field), url).toContain(field);
    }
    const reversed = ProblemSchema.parse((await call('IeltsOnlineTest/statistics?startDate=2026-11-10&endDate=2026-11-01')).json());
    expect(reversed.errors?.[0]?.message).toBe('endDate cannot be before startDate.');
  });
});
