import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GradingDetailSchema, PracticeResultSchema, ProblemSchema, type GradingQueueRow } from '@lexam/contracts';
import { and, eq, isNull, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { addClass, addSpeakingPrompt, addSpeakingSubmission, addUser, addWritingPrompt, addWritingSubmission, ESSAY, userIdOf } from './support/practice';

const { notifications } = tables;

describe('grading writing and speaking', () => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const ids = { mine: 0, draft: 0, otherClass: 0, noClass: 0, speaking: 0, recording: 0, learner: 0, other: 0 };

  const adminLogin = async (username: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  const learnerLogin = async (email: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email, password } })).json<{ accessToken: string }>().accessToken;
  const admin = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token[who]}` }, ...(payload ? { payload } : {}) });
  const learner = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers: { authorization: `Bearer ${token[who]}` }, ...(payload ? { payload } : {}) });
  const queue = async (who: string, query = '') => {
    const response = await admin(who, 'GET', `Grading/getQueue?pageSize=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GradingQueueRow[]>();
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    const { db } = ctx.database;
    const teacher = await userIdOf(db, 'teacher');
    const otherTeacher = await addUser(db, { kind: 'admin', login: 'teacher2', password: 'Teacher2@123', fullName: 'Other Teacher', role: 'teacher' });
    ids.learner = await userIdOf(db, 'learner@example.com');
    ids.other = await addUser(db, { kind: 'site', login: 'other-learner@example.org', password: 'Other@12345', fullName: 'Other Learner', role: 'learner' });
    const loner = await addUser(db, { kind: 'site', login: 'loner@example.org', password: 'Loner@12345', fullName: 'No Class', role: 'learner' });
    await addClass(db, 'My group', { teachers: [teacher], learners: [ids.learner] });
    await addClass(db, 'Their group', { teachers: [otherTeacher], learners: [ids.other] });
    const task2 = await addWritingPrompt(db, 'task2');
    const part2 = await addSpeakingPrompt(db);
    ids.mine = await addWritingSubmission(db, { userId: ids.learner, promptId: task2, submittedAt: new Date(Date.now() - 3600_000) });
    ids.draft = await addWritingSubmission(db, { userId: ids.learner, promptId: task2, status: 'draft' });
    ids.otherClass = await addWritingSubmission(db, { userId: ids.other, promptId: task2 });
    ids.noClass = await addWritingSubmission(db, { userId: loner, promptId: task2 });
    ({ id: ids.speaking, recordingId: ids.recording } = await addSpeakingSubmission(db, { userId: ids.learner, promptId: part2 }));
    token.teacher = await adminLogin('teacher', 'Teacher@123');
    token.teacher2 = await adminLogin('teacher2', 'Teacher2@123');
    token.admin = await adminLogin('admin', 'Admin@123');
    token.editor = await adminLogin('editor', 'Editor@123');
    token.learner = await learnerLogin('learner@example.com', 'Learner@123');
    token.other = await learnerLogin('other-learner@example.org', 'Other@12345');
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  it('shows a teacher only the submissions of the learners of the classes they teach; a super admin all', async () => {
    const mine = (await queue('teacher')).map((row) => row.id);
    expect(mine).toEqual(expect.arrayContaining([ids.mine, ids.speaking]));
    expect(mine).not.toContain(ids.otherClass);
    expect(mine).not.toContain(ids.noClass);
    expect(mine).not.toContain(ids.draft);
    expect(mine.indexOf(ids.mine)).toBeLessThan(mine.indexOf(ids.speaking)); // oldest submitted first
    expect((await queue('teacher2')).map((row) => row.id)).toEqual([ids.otherClass]);
    expect((await queue('admin')).map((row) => row.id)).toEqual(expect.arrayContaining([ids.mine, ids.otherClass, ids.noClass, ids.speaking]));
    const speaking = await queue('teacher', '&kind=speaking');
    expect(speaking.every((row) => row.kind === 'speaking')).toBe(true);
    expect(await queue('teacher', '&searchByName=nobody-like-this')).toEqual([]);
    const newest = (await queue('teacher', '&sort=-submittedAt')).map((row) => row.id);
    expect(newest.indexOf(ids.speaking)).toBeLessThan(newest.indexOf(ids.mine));
    const counts = (await admin('teacher', 'GET', 'Grading/getCounts')).json<{ writing: { submitted: number }; speaking: { submitted: number } }>();
    expect(counts.writing.submitted).toBe((await queue('teacher', '&kind=writing&status=submitted')).length);
    for (const id of [ids.otherClass, ids.noClass, ids.draft]) expect((await admin('teacher', 'GET', `Grading/${id}`)).statusCode).toBe(404);
    expect((await admin('editor', 'GET', 'Grading/getQueue')).statusCode).toBe(403);
    expect((await admin('teacher2', 'PUT', 'Grading/saveGrade', { id: ids.mine, criteria: { tr: 6 } })).statusCode).toBe(404);
  });

  it('opens a submitted answer into marking, and validates criteria and anchors', async () => {
    const opened = await admin('teacher', 'GET', `Grading/${ids.mine}`);
    const detail = GradingDetailSchema.parse(opened.json());
    expect(detail).toMatchObject({ status: 'in_marking', graderName: 'Linh Tran', answerText: ESSAY, criteriaKeys: ['tr', 'cc', 'lr', 'gra'] });
    expect(detail.prompt?.modelAnswerHtml).toContain('model answer');

    const bad = async (body: object) => {
      const response = await admin('teacher', 'PUT', 'Grading/saveGrade', { id: ids.mine, ...body });
      expect(response.statusCode, response.body).toBe(400);
      return ProblemSchema.parse(response.json());
    };
    await bad({ criteria: { tr: 10 } });
    await bad({ criteria: { tr: 6.5 } });
    expect((await bad({ criteria: { fc: 6 } })).errors?.[0]?.field).toBe('body.criteria.fc');
    expect((await bad({ criteria: { ta: 6 } })).title).toMatch(/Unknown criteria/);

    const start = ESSAY.indexOf('people moves');
    const comment = (body: object) => admin('teacher', 'POST', 'Grading/addComment', { submissionId: ids.mine, body: 'Subject–verb agreement: people move.', ...body });
    expect((await comment({ anchorStart: start, anchorEnd: start + 12, quote: 'people move!' })).statusCode).toBe(400);
    expect((await comment({ anchorStart: start, anchorEnd: ESSAY.length + 5, quote: 'x' })).statusCode).toBe(400);
    expect((await comment({ anchorStart: start })).statusCode).toBe(400);
    expect((await comment({ recordingId: ids.recording, atMs: 100 })).statusCode).toBe(400);
    const added = await comment({ anchorStart: start, anchorEnd: start + 12, quote: 'people moves', criterion: 'gra' });
    expect(added.statusCode, added.body).toBe(201);
    const general = (await comment({ body: 'Clear position throughout.' })).json<{ id: number }>().id;
    expect((await admin('teacher', 'PUT', 'Grading/editComment', { id: general, body: 'A clear position throughout.' })).statusCode).toBe(200);
    expect((await admin('teacher2', 'DELETE', `Grading/deleteComment/${general}`)).statusCode).toBe(404);
    expect((await admin('teacher', 'DELETE', `Grading/deleteComment/${general}`)).statusCode).toBe(200);

    const saved = await admin('teacher', 'PUT', 'Grading/saveGrade', { id: ids.mine, criteria: { tr: 7, cc: 6, lr: 6 }, overallComment: 'Good ideas.' });
    expect(saved.json()).toMatchObject({ band: null, status: 'in_marking' });
  });

  it('releases only a complete grade, then tells the learner in the app and by e-mail', async () => {
    const refused = await admin('teacher', 'POST', 'Grading/release', { id: ids.mine });
    expect(refused.statusCode).toBe(400);
    expect(ProblemSchema.parse(refused.json()).errors?.map((error) => error.field)).toEqual(['criteria.gra']);

    const before = PracticeResultSchema.parse((await learner('learner', 'GET', `Writing/getDetailResult?id=${ids.mine}`)).json());
    expect(before).toMatchObject({ status: 'in_marking', grade: null });
    expect(before.prompt?.modelAnswerHtml).toBe('');

    expect((await admin('teacher', 'PUT', 'Grading/saveGrade', { id: ids.mine, criteria: { tr: 7, cc: 6, lr: 6, gra: 6 }, overallComment: 'Good ideas.', band: 9 })).json()).toMatchObject({ band: 6.5 });
    const released = await admin('teacher', 'POST', 'Grading/release', { id: ids.mine });
    expect(released.json()).toEqual({ id: ids.mine, status: 'released', band: 6.5 });
    expect((await admin('teacher', 'PUT', 'Grading/saveGrade', { id: ids.mine, criteria: { tr: 9 } })).statusCode).toBe(400);

    const rows = await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, ids.learner), isNull(notifications.readAt)));
    expect(rows).toMatchObject([{ kind: 'grade-released', link: `/page/writing?resultId=${ids.mine}`, readAt: null }]);
    const mail = await ctx.mail.waitFor('learner@example.com');
    expect(mail.subject).toMatch(/graded: band 6\.5/);
    expect(mail.text).toContain(`http://localhost:3000/page/writing?resultId=${ids.mine}`);

    const after = PracticeResultSchema.parse((await learner('learner', 'GET', `Writing/getDetailResult?id=${ids.mine}`)).json());
    expect(after.grade).toMatchObject({ band: 6.5, criteria: { tr: 7, cc: 6, lr: 6, gra: 6 }, overallComment: 'Good ideas.' });
    expect(after.grade?.comments).toMatchObject([{ quote: 'people moves', anchorStart: ESSAY.indexOf('people moves'), criterion: 'gra' }]);
    expect(after.prompt?.modelAnswerHtml).toContain('model answer');

    const list = await learner('learner', 'GET', 'Notification/getList');
    expect(list.json<{ unreadCount: number }>().unreadCount).toBe(1);
    expect(list.json<{ rows: object[] }>().rows[0]).toMatchObject({ kind: 'grade-released', readAt: null, link: `/page/writing?resultId=${ids.mine}` });
    const [note] = list.json<{ rows: { id: number }[] }>().rows;
    expect((await learner('other', 'POST', 'Notification/markRead', { ids: [note!.id] })).json()).toEqual({ updated: 0 });
    expect((await learner('other', 'GET', 'Notification/getList')).json()).toMatchObject({ unreadCount: 0, rows: [] });
    expect((await learner('learner', 'POST', 'Notification/markRead', { ids: [note!.id] })).json()).toEqual({ updated: 1 });
    expect((await learner('learner', 'GET', 'Notification/getList')).json()).toMatchObject({ unreadCount: 0 });
  });

  it('re-opens a released grade with a note', async () => {
    expect((await admin('teacher', 'POST', 'Grading/reopen', { id: ids.mine })).statusCode).toBe(400);
    expect((await admin('teacher', 'POST', 'Grading/reopen', { id: ids.mine, note: 'Band for Lexical Resource reconsidered.' })).json()).toEqual({ id: ids.mine, status: 'in_marking' });
    expect(PracticeResultSchema.parse((await learner('learner', 'GET', `Writing/getDetailResult?id=${ids.mine}`)).json()).grade).toBeNull();
    expect((await admin('teacher', 'POST', 'Grading/release', { id: ids.mine })).statusCode).toBe(200);
  });

  it('never lets a learner read another learner’s answer, or a writing answer as speaking', async () => {
    expect((await learner('other', 'GET', `Writing/getDetailResult?id=${ids.mine}`)).statusCode).toBe(404);
    expect((await learner('learner', 'GET', `Speaking/GetDetailResult?id=${ids.mine}`)).statusCode).toBe(404);
    expect((await learner('learner', 'GET', 'Writing/getDetailResult?id=abc')).statusCode).toBe(400);
  });

  it('comments on a moment of a recording within its length, and lists signed links', async () => {
    const detail = GradingDetailSchema.parse((await admin('teacher', 'GET', `Grading/${ids.speaking}`)).json());
    expect(detail.criteriaKeys).toEqual(['fc', 'lr', 'gra', 'p']);
    expect(detail.recordings[0]?.url).toMatch(new RegExp(`^/api/files/recording/${ids.recording}\\?exp=\\d+&sig=`));
    const at = (atMs: number) => admin('teacher', 'POST', 'Grading/addComment', { submissionId: ids.speaking, recordingId: ids.recording, atMs, body: 'Good linking here.' });
    expect((await at(6000)).statusCode).toBe(400);
    expect((await at(2500)).statusCode).toBe(201);
    expect((await admin('teacher', 'POST', 'Grading/addComment', { submissionId: ids.speaking, anchorStart: 0, anchorEnd: 1, quote: 'x', body: 'x' })).statusCode).toBe(400);
    expect((await admin('teacher', 'PUT', 'Grading/saveGrade', { id: ids.speaking, criteria: { fc: 6, lr: 6, gra: 6, p: 7 } })).json()).toMatchObject({ band: 6.5 });
    const mine = PracticeResultSchema.parse((await learner('learner', 'GET', `Speaking/GetDetailResult?id=${ids.speaking}`)).json());
    expect(mine.recordings).toHaveLength(1);
    expect(mine.grade).toBeNull();
  });

  it('seeds the grading demo once: the demo class, a released answer with anchored comments and a waiting one of each kind', async () => {
    const rows = await queue('teacher', '&status=released');
    const writing = rows.find((row) => row.kind === 'writing' && row.learner.id === ids.learner);
    expect(writing).toBeDefined();
    const result = PracticeResultSchema.parse((await learner('learner', 'GET', `Writing/getDetailResult?id=${writing!.id}`)).json());
    expect(result.grade?.band).toBe(6);
    for (const comment of result.grade!.comments.filter((comment) => comment.quote)) expect(result.answerText.slice(comment.anchorStart!, comment.anchorEnd!)).toBe(comment.quote);
    const speaking = rows.find((row) => row.kind === 'speaking');
    expect(speaking?.band).toBe(6.5);
    expect((await queue('teacher', '&status=submitted')).some((row) => row.kind === 'speaking' && row.learner.id === ids.learner)).toBe(true);
    const { seedGradingDemo } = await import('@lexam/core');
    const { DEMO_GRADING_CLASS, DEMO_GRADING_SUBMISSIONS, demoGradingAudioDir } = await import('@lexam/db');
    expect(await seedGradingDemo({ db: ctx.database.db, uploadsDir: ctx.app.uploadsDir }, { group: DEMO_GRADING_CLASS, submissions: DEMO_GRADING_SUBMISSIONS, audioDir: demoGradingAudioDir })).toEqual({ classes: 0, submissions: 0 });
  });

  it('scopes the admin results list to the teacher’s classes', async () => {
    const { db } = ctx.database;
    const [test] = await db.select({ id: tables.examTests.id }).from(tables.examTests).limit(1);
    await db.insert(tables.examAttempts).values([
      { userId: ids.learner, testId: test!.id, mode: 'full', sectionIds: [], submittedAt: new Date() },
      { userId: ids.other, testId: test!.id, mode: 'full', sectionIds: [], submittedAt: new Date() },
    ]);
    const results = async (who: string) => (await admin(who, 'GET', 'Home/GetHistoryLearningOfStudent?activity=test&pageSize=100')).json<{ userId: number }[]>().map((row) => row.userId);
    expect(new Set(await results('teacher'))).toEqual(new Set([ids.learner]));
    expect(new Set(await results('teacher2'))).toEqual(new Set([ids.other]));
    expect(new Set(await results('admin'))).toEqual(new Set([ids.learner, ids.other]));
  });
});
