import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toeicCourseType, type ToeicCheck, type ToeicCourseIndex, type ToeicLesson } from '@lexam/contracts';
import { and, eq, seedDemo, tables, type Database } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, otherLearnerHeaders } from './support/exam';

const { toeicCourseProgress } = tables;

const question = (prompt: string, correct: string) => ({
  type: 'multiple-choice-one',
  content: { prompt, options: [{ id: 'A', text: 'go' }, { id: 'B', text: 'goes' }, { id: 'C', text: 'going' }, { id: 'D', text: 'gone' }] },
  key: { correct },
  explanation: `The answer is ${correct}.`,
});

describe('the TOEIC course', () => {
  let ctx: TestContext;
  let db: Database;
  let admin: { authorization: string };
  let learner: { authorization: string };
  let other: { authorization: string };
  let lessonId: number;
  let hiddenId: number;

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    await seedDemo(db);
    admin = await adminHeaders(ctx.app);
    learner = await otherLearnerHeaders(ctx.app, 'toeic-course@example.com');
    other = await otherLearnerHeaders(ctx.app, 'toeic-course-other@example.com');
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const learnerCall = (method: 'GET' | 'POST', url: string, headers: { authorization: string } | Record<string, never> = learner, payload?: object) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates, lists, edits and orders lessons; a part of the other skill and an invalid question are refused', async () => {
    const created = await adminCall('POST', 'ToeicCourse', {
      skill: 'reading', edition: 'ets', part: 5, title: 'Part 5: verb forms', strategyHtml: '<p>Look at the <strong>subject</strong>.</p><script>x</script>',
      practice: [question('She ___ to work by bus.', 'B'), question('They are ___ home.', 'C')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = toeicCourseType.row.parse(created.json());
    expect(row).toMatchObject({ skill: 'reading', edition: 'ets', part: 5, isPublished: true });
    expect(row.strategyHtml).not.toContain('script');
    lessonId = row.id;

    const hidden = await adminCall('POST', 'ToeicCourse', { skill: 'reading', edition: 'ets', part: 6, title: 'Draft', strategyHtml: '', isPublished: false });
    expect(hidden.statusCode, hidden.body).toBe(201);
    hiddenId = hidden.json<{ id: number }>().id;

    const list = await adminCall('GET', 'ToeicCourse?skill=reading&edition=ets&part=5');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ id: number }[]>().map((r) => r.id)).toEqual([lessonId]);

    const edited = await adminCall('PUT', `ToeicCourse/${lessonId}`, { title: 'Part 5: verb forms and tenses' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Part 5: verb forms and tenses' });

    const order = await adminCall('PUT', 'ToeicCourse/updateOrder', { ids: [hiddenId, lessonId] });
    expect(order.statusCode, order.body).toBe(200);

    const wrongPart = await adminCall('POST', 'ToeicCourse', { skill: 'listening', edition: 'ets', part: 5, title: 'Wrong', strategyHtml: '' });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.body).toContain('body.part');
    const badEdition = await adminCall('POST', 'ToeicCourse', { skill: 'reading', edition: 'ets1999', part: 5, title: 'Wrong', strategyHtml: '' });
    expect(badEdition.statusCode).toBe(400);
    const badKey = await adminCall('POST', 'ToeicCourse', { skill: 'reading', edition: 'ets', part: 5, title: 'Wrong', strategyHtml: '', practice: [question('x', 'F')] });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain('body.practice.0');
    const notToeic = await adminCall('POST', 'ToeicCourse', { skill: 'reading', edition: 'ets', part: 5, title: 'Wrong', strategyHtml: '', practice: [{ ...question('x', 'A'), type: 'matching' }] });
    expect(notToeic.statusCode).toBe(400);

    const asLearner = await learnerCall('GET', 'ToeicCourse/getLesson?id=1', {});
    expect(asLearner.statusCode).toBe(401);
    const learnerAdmin = await ctx.app.inject({ method: 'POST', url: '/api/admin/ToeicCourse', headers: learner, payload: { skill: 'reading', edition: 'ets', part: 5, title: 'x', strategyHtml: '' } });
    expect([401, 403]).toContain(learnerAdmin.statusCode);
  });

  it('answers the course by skill, edition and part with the learner\'s progress; only published lessons', async () => {
    const overview = await learnerCall('GET', 'CourseToeicTest/getCourseToeicTest?skill=reading');
    expect(overview.statusCode, overview.body).toBe(200);
    const { course } = overview.json<{ course: ToeicCourseIndex; totals: object }>();
    expect(course.lessons.map((l) => l.id)).toEqual([lessonId]);
    expect(course.lessons[0]).toMatchObject({ part: 5, edition: 'ets', hasVideo: false, progress: { questions: 2, answered: 0, right: 0 } });
    const listening = await learnerCall('GET', 'CourseToeicTest/getCourseToeicTest?skill=listening');
    expect(listening.json<{ course: ToeicCourseIndex }>().course.lessons).toEqual([]);
    expect((await learnerCall('GET', 'CourseToeicTest/getCourseToeicTest?skill=maths')).statusCode).toBe(400);
  });

  it('serves a lesson without keys, checks answers with the engine and keeps each learner\'s own progress', async () => {
    const lesson = await learnerCall('GET', `ToeicCourse/getLesson?id=${lessonId}`);
    expect(lesson.statusCode, lesson.body).toBe(200);
    const body = lesson.json<ToeicLesson>();
    expect(body.questions).toHaveLength(2);
    expect(lesson.body).not.toContain('"key"');
    expect(JSON.stringify(body.questions)).not.toContain('correct');
    expect(lesson.body).not.toContain('The answer is');
    expect((await learnerCall('GET', `ToeicCourse/getLesson?id=${hiddenId}`)).statusCode).toBe(404);

    const wrong = await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId, index: 0, response: { choice: 'A' } });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json<ToeicCheck>()).toMatchObject({ isCorrect: false, answerKey: { correct: 'B' }, explanation: 'The answer is B.', progress: { questions: 2, answered: 1, right: 0 } });
    const right = await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId, index: 1, response: { choice: 'c' } });
    expect(right.json<ToeicCheck>()).toMatchObject({ isCorrect: true, progress: { answered: 2, right: 1 } });
    // A retry keeps the latest verdict.
    const retry = await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId, index: 0, response: { choice: 'B' } });
    expect(retry.json<ToeicCheck>().progress).toEqual({ questions: 2, answered: 2, right: 2 });
    // A response of the wrong shape is wrong, never a 500.
    const odd = await learnerCall('POST', 'ToeicCourse/checkAnswer', other, { lessonId, index: 0, response: 'B' });
    expect(odd.statusCode, odd.body).toBe(200);
    expect(odd.json<ToeicCheck>().isCorrect).toBe(false);

    expect((await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId, index: 9, response: { choice: 'A' } })).statusCode).toBe(400);
    expect((await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId: hiddenId, index: 0, response: { choice: 'A' } })).statusCode).toBe(404);
    expect((await learnerCall('POST', 'ToeicCourse/checkAnswer', learner, { lessonId, index: 0, response: { choice: 'A' }, extra: 1 })).statusCode).toBe(400);

    const again = await learnerCall('GET', `ToeicCourse/getLesson?id=${lessonId}`);
    expect(again.json<ToeicLesson>()).toMatchObject({ progress: { answered: 2, right: 2 } });
    expect(again.json<ToeicLesson>().questions.map((q) => q.lastCorrect)).toEqual([true, true]);
    const others = await learnerCall('GET', `ToeicCourse/getLesson?id=${lessonId}`, other);
    expect(others.json<ToeicLesson>().progress).toEqual({ questions: 2, answered: 1, right: 0 });
    const rows = await db.select().from(toeicCourseProgress).where(and(eq(toeicCourseProgress.lessonId, lessonId)));
    expect(rows).toHaveLength(3);
  });

  it('shows in the learner\'s own activity: one row per part, correct of answered', async () => {
    const mine = await learnerCall('GET', 'Progress/getActivity?activity=toeic&pageIndex=1&pageSize=10');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ activity: 'toeic', refId: lessonId, skill: 'reading', rawScore: 2, maxScore: 2, items: 2, status: 'completed' })]);
    const theirs = await learnerCall('GET', 'Progress/getActivity?activity=toeic&pageIndex=1&pageSize=10', other);
    expect(theirs.json()).toEqual([expect.objectContaining({ refId: lessonId, rawScore: 0, maxScore: 1, items: 1, status: 'started' })]);
    const listening = await learnerCall('GET', 'Progress/getActivity?activity=toeic&skill=listening&pageIndex=1&pageSize=10');
    expect(listening.json()).toEqual([]);
  });

  it('replaces one practice question, checked by the engine; the others and bad input kept out', async () => {
    const edited = { ...question('They have ___ home already.', 'D'), explanation: 'After "have", the past participle: gone.' };
    const saved = await adminCall('PUT', `ToeicCourse/${lessonId}/practice/1`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ key: { correct: 'D' }, explanation: edited.explanation });
    const row = toeicCourseType.row.parse((await adminCall('GET', `ToeicCourse/${lessonId}`)).json());
    expect(row.practice).toHaveLength(2);
    expect(row.practice[0]).toMatchObject({ key: { correct: 'B' } });
    expect(row.practice[1]).toMatchObject({ content: edited.content, key: { correct: 'D' } });

    const badKey = await adminCall('PUT', `ToeicCourse/${lessonId}/practice/1`, question('x', 'F'));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).join()).toContain('body.key');
    const notToeic = await adminCall('PUT', `ToeicCourse/${lessonId}/practice/1`, { ...question('x', 'A'), type: 'matching' });
    expect(notToeic.statusCode).toBe(400);
    const stranger = await adminCall('PUT', `ToeicCourse/${lessonId}/practice/1`, { ...question('x', 'A'), score: 3 });
    expect(stranger.statusCode).toBe(400);
    expect((await adminCall('PUT', `ToeicCourse/${lessonId}/practice/2`, question('x', 'A'))).statusCode).toBe(404);
    expect((await adminCall('PUT', `ToeicCourse/${lessonId}/practice/-1`, question('x', 'A'))).statusCode).toBe(400);
    expect((await adminCall('PUT', `ToeicCourse/${lessonId}/practice/abc`, question('x', 'A'))).statusCode).toBe(400);
    expect((await adminCall('PUT', 'ToeicCourse/999999/practice/0', question('x', 'A'))).statusCode).toBe(404);
    const byLearner = await ctx.app.inject({ method: 'PUT', url: `/api/admin/ToeicCourse/${lessonId}/practice/1`, headers: learner, payload: question('x', 'A') });
    expect([401, 403]).toContain(byLearner.statusCode);
    const unchanged = toeicCourseType.row.parse((await adminCall('GET', `ToeicCourse/${lessonId}`)).json());
    expect(unchanged.practice[1]).toMatchObject({ key: { correct: 'D' } });
  });

  it('deletes a lesson with its progress', async () => {
    const removed = await adminCall('DELETE', `ToeicCourse/${lessonId}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await db.select().from(toeicCourseProgress).where(eq(toeicCourseProgress.lessonId, lessonId))).toEqual([]);
  });
});

describe('the demo TOEIC course', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds a lesson for each of the seven parts once, with valid questions and the listening recordings', async () => {
    const { seedToeicCourse } = await import('@lexam/core');
    const { DEMO_TOEIC_COURSE, demoToeicCourseMediaDir } = await import('@lexam/db');
    const target = { db: ctx.database.db, uploadsDir: await mkdtemp(path.join(tmpdir(), 'lexam-toeic-')), storage: ctx.app.fileStorage };
    expect(await seedToeicCourse(target, { lessons: DEMO_TOEIC_COURSE, mediaDir: demoToeicCourseMediaDir })).toEqual({ lessons: 7 });
    expect(await seedToeicCourse(target, { lessons: DEMO_TOEIC_COURSE, mediaDir: demoToeicCourseMediaDir })).toEqual({ lessons: 0 });
    const rows = await ctx.database.db.select().from(tables.toeicCourseLessons);
    expect(rows.map((row) => row.part).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.every((row) => (row.practice as unknown[]).length === 3)).toBe(true);
    expect(rows.filter((row) => row.practiceAudio !== null).map((row) => row.part).sort()).toEqual([1, 2, 3, 4]);
  });
});
