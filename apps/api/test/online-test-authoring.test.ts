import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, type OnlineTest, type OnlineTestDetail, type OnlineTestLesson, type TestStatistics } from '@lexam/contracts';
import { gradeQuestion, saveAnswer, startAttempt, submitAttempt, type GradeFn } from '@lexam/core';
import { eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

/** The registry's grader, in the shape the attempt operations take. */
const grade: GradeFn = (question, response) => gradeQuestion({ type: question.type, content: question.content, key: question.answerKey, response });

/** An invented multiple-choice question; the right answer is B. */
const choice = (prompt: string) => ({
  type: 'multiple-choice-one',
  content: { instruction: 'Choose the correct letter, A, B or C.', prompt, options: [{ id: 'A', text: 'red' }, { id: 'B', text: 'green' }, { id: 'C', text: 'blue' }] },
  answerKey: { correct: 'B' },
});

describe('authoring IELTS online tests (admin API)', () => {
  let ctx: TestContext;
  let editor: string;
  let teacher: string;
  let learnerToken: string;
  let learnerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    const signIn = async (username: string, password: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
    editor = await signIn('editor', 'Editor@123');
    teacher = await signIn('teacher', 'Teacher@123');
    learnerToken = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'learner@example.com', password: 'Learner@123' } })).json<{ accessToken: string }>().accessToken;
    const [learner] = await ctx.database.db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, 'learner@example.com'));
    learnerId = learner!.id;
  }, 60_000);
  afterAll(async () => { await ctx?.close(); });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = editor) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const created = async <T>(url: string, payload: object): Promise<T> => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  const fieldsOf = (body: unknown) => ProblemSchema.parse(body).errors?.map((error) => error.field) ?? [];

  /** A reading test of 3 sections whose questions cover `numbers` (one multiple-choice each, except 1–3: one TFNG item). */
  async function buildReadingTest(name: string, numbers = Array.from({ length: 40 }, (_, index) => index + 1)) {
    const lesson = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: `${name} lesson`, skill: 'reading' });
    const test = await created<OnlineTest>('IeltsOnlineTest', { name, lessonId: lesson.id, skill: 'reading', durationSeconds: 3600 });
    const groups: number[] = [];
    for (const title of ['Kites', 'Bees', 'Canals']) {
      const section = await created<{ id: number }>('OnlinePassage', { testId: test.id, title, passageHtml: `<p>An invented passage about ${title.toLowerCase()}.</p>` });
      groups.push((await created<{ id: number }>('OnlinePart', { sectionId: section.id, instructions: 'Choose the correct letter.' })).id);
    }
    const questionIds: number[] = [];
    for (const number of numbers.filter((value) => value > 3)) {
      const groupId = groups[number <= 13 ? 0 : number <= 26 ? 1 : 2]!;
      questionIds.push((await created<{ id: number }>('IeltsOnlineQuestion', { groupId, number, ...choice(`Question ${number}?`), explanation: 'Because.', evidence: 'green' })).id);
    }
    if (numbers.includes(1)) {
      const statements = [1, 2, 3].map((id) => ({ id: String(id), text: `Statement ${id}.` }));
      questionIds.unshift((await created<{ id: number }>('IeltsOnlineQuestion', {
        groupId: groups[0]!, number: 1, numbers: [1, 2, 3], type: 'true-false-not-given',
        content: { instruction: 'Write TRUE, FALSE or NOT GIVEN.', statements }, answerKey: { answers: { 1: 'true', 2: 'false', 3: 'not-given' } },
      })).id);
    }
    return { lesson, test, groups, questionIds };
  }

  it('creates, lists (filtered, searched, paged), orders and deletes lessons; counts tests by day', async () => {
    const first = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: 'Set A', skill: 'listening' });
    const second = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: 'Set B', skill: 'listening' });
    expect(second.sortOrder).toBe(first.sortOrder + 1);
    const list = await call('GET', 'IeltsOnlineTestLesson?skill=listening&searchByName=Set&pageSize=1');
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(String(list.headers['x-pagination']))).toMatchObject({ totalCount: 2, pageSize: 1, hasNext: true });
    expect((await call('PUT', 'IeltsOnlineTestLesson/updateOrder', { ids: [second.id, first.id] })).statusCode).toBe(200);
    const ordered = (await call('GET', 'IeltsOnlineTestLesson?skill=listening&searchByName=Set')).json<OnlineTestLesson[]>();
    expect(ordered.map((lesson) => lesson.name)).toEqual(['Set B', 'Set A']);
    // Lessons are ordered within their skill: a move to a position, and never across skills.
    expect((await call('PUT', 'IeltsOnlineTestLesson/updateOrder', { ids: [first.id], position: 1 })).statusCode).toBe(200);
    expect((await call('GET', 'IeltsOnlineTestLesson?skill=listening&searchByName=Set')).json<OnlineTestLesson[]>().map((lesson) => lesson.name)).toEqual(['Set A', 'Set B']);
    const reading = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: 'Set R', skill: 'reading' });
    expect((await call('PUT', 'IeltsOnlineTestLesson/updateOrder', { ids: [first.id, reading.id] })).statusCode).toBe(400);
    // Another kind's lesson is out of this resource's reach.
    const toeic = await created<OnlineTestLesson>('ToeicTestOnlne', { name: 'Set T', skill: 'listening' });
    expect((await call('GET', `IeltsOnlineTestLesson/${toeic.id}`)).statusCode).toBe(404);
    expect((await call('PUT', 'IeltsOnlineTestLesson/updateOrder', { ids: [first.id, toeic.id] })).statusCode).toBe(400);
    expect((await call('POST', 'IeltsOnlineTestLesson/deleteMulti', { ids: [toeic.id, reading.id] })).json()).toEqual({ deleted: 1 });
    expect((await call('DELETE', `ToeicTestOnlne/${toeic.id}`)).statusCode).toBe(200);
    expect((await call('PUT', `IeltsOnlineTestLesson/${first.id}`, { skill: 'reading' })).statusCode).toBe(400);
    expect((await call('PUT', `IeltsOnlineTestLesson/${first.id}`, { name: 'Set A (revised)' })).json()).toMatchObject({ name: 'Set A (revised)' });
    expect((await call('POST', 'IeltsOnlineTestLesson/deleteMulti', { ids: [first.id, second.id] })).json()).toEqual({ deleted: 2 });
    const statistics = await call('POST', 'IeltsOnlineTest/statistics');
    expect(statistics.statusCode).toBe(200);
  });

  it('refuses a test in a lesson of the other skill, and publishing a new test', async () => {
    const lesson = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: 'Listening only', skill: 'listening' });
    const wrongSkill = await call('POST', 'IeltsOnlineTest', { name: 'T', lessonId: lesson.id, skill: 'reading', durationSeconds: 3600 });
    expect(wrongSkill.statusCode).toBe(400);
    expect(fieldsOf(wrongSkill.json())).toEqual(['body.lessonId']);
    const published = await call('POST', 'IeltsOnlineTest', { name: 'T', lessonId: lesson.id, skill: 'listening', durationSeconds: 1800, isPublished: true });
    expect(published.statusCode).toBe(400);
    const badTable = await call('POST', 'IeltsOnlineTest', { name: 'T', lessonId: lesson.id, skill: 'listening', durationSeconds: 1800, conversionTable: { kind: 'ielts-band', maxRaw: 40, rows: [{ minRaw: 3, band: 1 }] } });
    expect(badTable.statusCode).toBe(400);
  });

  it('stores passages sanitised, checks the audio file exists, and refuses a bad question naming each field', async () => {
    const lesson = await created<OnlineTestLesson>('IeltsOnlineTestLesson', { name: 'Sanitised', skill: 'reading' });
    const test = await created<OnlineTest>('IeltsOnlineTest', { name: 'Sanitised test', lessonId: lesson.id, skill: 'reading', durationSeconds: 3600 });
    const section = await created<{ id: number; passageHtml: string }>('OnlinePassage', {
      testId: test.id,
      title: 'Passage',
      passageHtml: '<p data-paragraph="A" onclick="steal()" style="color:red">Kites <script>alert(1)</script><a href="javascript:alert(2)">fly</a></p><img src="javascript:x">',
    });
    expect(section.passageHtml).toBe('<p data-paragraph="A">Kites fly</p>');
    const noAudio = await call('PUT', `OnlinePassage/${section.id}`, { audioFileKey: 'missing.mp3' });
    expect(noAudio.statusCode).toBe(400);
    expect(fieldsOf(noAudio.json())).toEqual(['body.audioFileKey']);

    const group = await created<{ id: number }>('OnlinePart', { sectionId: section.id, instructions: 'Choose.' });
    const bad = await call('POST', 'IeltsOnlineQuestion', {
      groupId: group.id, number: 1, type: 'multiple-choice-one',
      content: { instruction: 'Choose.', prompt: '', options: [{ id: 'A', text: 'x' }] }, answerKey: { correct: 7 },
    });
    expect(bad.statusCode).toBe(400);
    const fields = fieldsOf(bad.json());
    // An empty prompt is allowed since #5 (a TOEIC Part 6 gap); one option is not.
    expect(fields).toEqual(expect.arrayContaining(['body.content.options', 'body.answerKey.correct']));
    const unknownType = await call('POST', 'IeltsOnlineQuestion', { groupId: group.id, number: 1, type: 'essay', content: {}, answerKey: {} });
    expect(fieldsOf(unknownType.json())).toEqual(['body.type']);
    const wrongNumbers = await call('POST', 'IeltsOnlineQuestion', { groupId: group.id, number: 1, numbers: [1, 2], ...choice('One mark only') });
    expect(wrongNumbers.statusCode).toBe(400);
    expect(fieldsOf(wrongNumbers.json())).toEqual(['body.numbers']);
    // An edit is checked as a whole: a key that no longer fits the content is refused.
    const question = await created<{ id: number }>('IeltsOnlineQuestion', { groupId: group.id, number: 1, ...choice('Fine') });
    const badKey = await call('PUT', `IeltsOnlineQuestion/${question.id}`, { answerKey: { correct: 'Z' } });
    expect(badKey.statusCode).toBe(400);
    expect(fieldsOf(badKey.json())).toEqual(['body.answerKey']);
    expect((await call('GET', `IeltsOnlineQuestion/${question.id}`)).json()).toMatchObject({ answerKey: { correct: 'B' }, numbers: [1] });
  });

  it('answers the detail of a test as its whole tree, and orders sections, groups and questions', async () => {
    const { test, groups, questionIds } = await buildReadingTest('Tree test', [1, 2, 3, 4, 5]);
    const detail = (await call('GET', `IeltsOnlineTest/${test.id}`)).json<OnlineTestDetail>();
    expect(detail).toMatchObject({ id: test.id, name: 'Tree test', questionCount: 5, attemptCount: 0, isPublished: false });
    expect(detail.sections.map((section) => section.title)).toEqual(['Kites', 'Bees', 'Canals']);
    expect(detail.sections[0]!.groups[0]!.questions.map((question) => [question.number, question.numbers, question.type])).toEqual([
      [4, [4], 'multiple-choice-one'], [5, [5], 'multiple-choice-one'], [1, [1, 2, 3], 'true-false-not-given'],
    ]);
    expect(detail.sections[0]!.groups[0]!.questions[0]!.answerKey).toEqual({ correct: 'B' });

    const [q4, q5, q1] = detail.sections[0]!.groups[0]!.questions.map((question) => question.id);
    expect((await call('PUT', 'IeltsOnlineQuestion/updateOrder', { ids: [q1, q4, q5] })).statusCode).toBe(200);
    const sectionIds = detail.sections.map((section) => section.id);
    expect((await call('PUT', 'OnlinePassage/updateOrder', { ids: [...sectionIds].reverse() })).statusCode).toBe(200);
    const after = (await call('GET', `IeltsOnlineTest/${test.id}`)).json<OnlineTestDetail>();
    expect(after.sections.map((section) => section.title)).toEqual(['Canals', 'Bees', 'Kites']);
    expect(after.sections[2]!.groups[0]!.questions.map((question) => question.number)).toEqual([1, 4, 5]);
    // Ordering across parents is meaningless and refused.
    const mixed = await call('PUT', 'OnlinePart/updateOrder', { ids: groups });
    expect(mixed.statusCode).toBe(400);
    expect(questionIds).toHaveLength(3);
    const byTest = await call('GET', `IeltsOnlineQuestion?testId=${test.id}`);
    expect(byTest.json<unknown[]>()).toHaveLength(3);
  });

  it('publishes only a complete test, naming every problem', async () => {
    const { test, questionIds } = await buildReadingTest('Incomplete test', Array.from({ length: 38 }, (_, index) => index + 1));
    const refused = await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: true });
    expect(refused.statusCode).toBe(400);
    const problem = ProblemSchema.parse(refused.json());
    expect(problem.title).toMatch(/cannot be published/);
    const messages = problem.errors!.map((error) => error.message);
    expect(messages).toContain('No item covers questions 39, 40.');
    expect(messages.some((message) => /worth 38 marks/.test(message))).toBe(true);
    expect((await call('GET', `IeltsOnlineTest/${test.id}`)).json()).toMatchObject({ isPublished: false });

    const detail = (await call('GET', `IeltsOnlineTest/${test.id}`)).json<OnlineTestDetail>();
    const lastGroup = detail.sections[2]!.groups[0]!.id;
    await created('IeltsOnlineQuestion', { groupId: lastGroup, number: 39, numbers: [39, 40], ...choice('Two?'), type: 'multiple-choice-many', content: { ...choice('Two?').content, choose: 2, instruction: 'Choose TWO letters.' }, answerKey: { correct: ['A', 'B'] } });
    // Without its passage, a reading section cannot be published.
    await call('PUT', `OnlinePassage/${detail.sections[1]!.id}`, { passageHtml: '<script>only a script</script>' });
    const noPassage = await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: true });
    expect(fieldsOf(noPassage.json())).toEqual([`section.${detail.sections[1]!.id}.passageHtml`]);
    await call('PUT', `OnlinePassage/${detail.sections[1]!.id}`, { passageHtml: '<p>Back again.</p>' });
    const published = await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ isPublished: true, questionCount: 40 });
    expect(questionIds.length).toBe(36);
  });

  it('protects learners’ work: no deleting or re-typing once a test has attempts, but texts and keys may be edited', async () => {
    const { test, questionIds } = await buildReadingTest('Attempted test');
    expect((await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: true })).statusCode).toBe(200);
    const db = ctx.database.db;
    const attempt = await startAttempt({ db }, { userId: learnerId, testId: test.id, mode: 'full' });
    await saveAnswer({ db }, { userId: learnerId, attemptId: attempt.id, questionId: questionIds[1]!, response: { choice: 'B' }, clientSeq: 1 });

    const detail = (await call('GET', `IeltsOnlineTest/${test.id}`)).json<OnlineTestDetail>();
    const refusals = [
      await call('DELETE', `IeltsOnlineQuestion/${questionIds[1]}`),
      await call('POST', 'IeltsOnlineQuestion/deleteMulti', { ids: [questionIds[2]] }),
      await call('PUT', `IeltsOnlineQuestion/${questionIds[1]}`, { type: 'short-answer', content: { instruction: 'Answer.', questions: [{ id: '1', text: 'Q?' }] }, answerKey: { answers: { 1: 'x' } } }),
      await call('DELETE', `OnlinePassage/${detail.sections[0]!.id}`),
      await call('POST', 'OnlinePassage', { testId: test.id, title: 'A fourth passage' }),
      await call('DELETE', `OnlinePart/${detail.sections[0]!.groups[0]!.id}`),
      await call('DELETE', `IeltsOnlineTest/${test.id}`),
      await call('DELETE', `IeltsOnlineTestLesson/${test.lessonId}`),
    ];
    for (const refusal of refusals) expect(refusal.statusCode, refusal.body).toBe(409);
    expect(ProblemSchema.parse(refusals[0]!.json()).title).toBe(`Test ${test.id} has 1 attempt; deleting a question would destroy learners' answers and results. Unpublish it or copy it instead.`);

    const edited = await call('PUT', `IeltsOnlineQuestion/${questionIds[1]}`, { explanation: 'Clearer now.', answerKey: { correct: 'C' } });
    expect(edited.statusCode).toBe(200);
    expect((await call('PUT', `OnlinePassage/${detail.sections[0]!.id}`, { title: 'Kites, revised' })).statusCode).toBe(200);
    expect((await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: false })).json()).toMatchObject({ isPublished: false, attemptCount: 1 });
    const steps = await db.select().from(tables.examAttemptSteps).where(eq(tables.examAttemptSteps.attemptId, attempt.id));
    expect(steps).toHaveLength(1);

    // The way out: a copy, unpublished, with the whole tree and no attempts, free to restructure.
    const copy = await call('POST', `IeltsOnlineTest/${test.id}/copy`);
    expect(copy.statusCode).toBe(201);
    const copied = copy.json<OnlineTestDetail>();
    expect(copied).toMatchObject({ name: 'Attempted test (copy)', isPublished: false, attemptCount: 0, questionCount: 40, lessonId: test.lessonId });
    expect(copied.sections[0]!.groups[0]!.questions.find((question) => question.number === 4)!.answerKey).toEqual({ correct: 'C' });
    const copiedQuestion = copied.sections[0]!.groups[0]!.questions[0]!.id;
    expect((await call('DELETE', `IeltsOnlineQuestion/${copiedQuestion}`)).statusCode).toBe(200);
    expect((await call('POST', 'IeltsOnlineTest/999999/copy')).statusCode).toBe(404);
    expect((await call('POST', `IeltsOnlineTest/${test.id}/copy`, undefined, teacher)).statusCode).toBe(403);
  });

  it('answers each question’s facility and discrimination over submitted full attempts', async () => {
    const { test, questionIds } = await buildReadingTest('Statistics test');
    const empty = (await call('GET', `IeltsOnlineTest/${test.id}/details`)).json<TestStatistics>();
    expect(empty).toMatchObject({ attemptCount: 0, meanRawScore: null, bands: [], maxScore: 40 });
    expect(empty.questions[0]).toMatchObject({ number: 1, numbers: [1, 2, 3], facility: null, discrimination: null, isFlagged: false });

    expect((await call('PUT', `IeltsOnlineTest/${test.id}`, { isPublished: true })).statusCode).toBe(200);
    const db = ctx.database.db;
    // Three learners' worth of attempts (one learner, three attempts: statistics count attempts).
    // Question 4 (questionIds[1]): right, right, wrong; question 5: right, wrong, wrong; everything else wrong.
    const answers = [
      { [questionIds[1]!]: 'B', [questionIds[2]!]: 'B', [questionIds[0]!]: null },
      { [questionIds[1]!]: 'B', [questionIds[2]!]: 'A' },
      { [questionIds[1]!]: 'C', [questionIds[2]!]: 'A' },
    ];
    for (const [index, byQuestion] of answers.entries()) {
      const attempt = await startAttempt({ db }, { userId: learnerId, testId: test.id, mode: 'full' });
      let seq = 0;
      for (const [questionId, choiceLetter] of Object.entries(byQuestion)) {
        if (choiceLetter) await saveAnswer({ db }, { userId: learnerId, attemptId: attempt.id, questionId: Number(questionId), response: { choice: choiceLetter }, clientSeq: seq++ });
      }
      if (index === 0) {
        await saveAnswer({ db }, { userId: learnerId, attemptId: attempt.id, questionId: questionIds[0]!, response: { answers: { 1: 'TRUE', 2: 'FALSE', 3: 'TRUE' } }, clientSeq: seq });
      }
      await submitAttempt({ db }, { userId: learnerId, attemptId: attempt.id, grade });
    }
    // A practice attempt is not counted.
    const practice = await startAttempt({ db }, { userId: learnerId, testId: test.id, mode: 'practice' });
    await submitAttempt({ db }, { userId: learnerId, attemptId: practice.id, grade });

    const response = await call('GET', `IeltsOnlineTest/${test.id}/details`, undefined, teacher);
    expect(response.statusCode).toBe(200);
    const statistics = response.json<TestStatistics>();
    // Raw scores: attempt 1: TFNG 2 + Q4 + Q5 = 4; attempt 2: Q4 = 1; attempt 3: 0.
    expect(statistics).toMatchObject({ attemptCount: 3, meanRawScore: 5 / 3, maxScore: 40 });
    expect(statistics.bands.reduce((sum, band) => sum + band.count, 0)).toBe(3);
    const byNumber = new Map(statistics.questions.map((question) => [question.number, question]));
    // Q1–3 (TFNG): fractions 2/3, 0, 0 → facility 2/9; scores 2, 0, 0 against rests 2, 1, 0 → r = √3/2.
    expect(byNumber.get(1)!.facility).toBeCloseTo(2 / 9, 10);
    expect(byNumber.get(1)!.discrimination).toBeCloseTo(Math.sqrt(3) / 2, 10);
    // Q4: 1, 1, 0 against rests 3, 0, 0 → r = 0.5; facility 2/3, not flagged.
    expect(byNumber.get(4)).toMatchObject({ attemptCount: 3, facility: 2 / 3, isFlagged: false });
    expect(byNumber.get(4)!.discrimination).toBeCloseTo(0.5, 10);
    // Q6: never right → facility 0, no variance → discrimination null; on 3 attempts not called too hard yet.
    expect(statistics.minAttemptsForFlags).toBe(20);
    expect(byNumber.get(6)).toMatchObject({ facility: 0, discrimination: null, isFlagged: false });
    expect(statistics.questions.some((question) => question.isFlagged)).toBe(false);

    // With 20 attempts (17 more, blank) the figures count: Q6 is too hard.
    for (let index = 0; index < 17; index += 1) {
      const attempt = await startAttempt({ db }, { userId: learnerId, testId: test.id, mode: 'full' });
      await submitAttempt({ db }, { userId: learnerId, attemptId: attempt.id, grade });
    }
    const twenty = (await call('GET', `IeltsOnlineTest/${test.id}/details`, undefined, teacher)).json<TestStatistics>();
    expect(twenty.attemptCount).toBe(20);
    expect(twenty.questions.find((question) => question.number === 6)).toMatchObject({ attemptCount: 20, facility: 0, isFlagged: true });
    expect((await call('GET', 'IeltsOnlineTest/999999/details')).statusCode).toBe(404);
  });

  it('lets a teacher read but not write, and refuses a learner token', async () => {
    const { test } = await buildReadingTest('Permissions test', [1, 2, 3]);
    expect((await call('GET', `IeltsOnlineTest/${test.id}`, undefined, teacher)).statusCode).toBe(200);
    expect((await call('GET', 'IeltsOnlineTest?skill=reading', undefined, teacher)).statusCode).toBe(200);
    expect((await call('PUT', `IeltsOnlineTest/${test.id}`, { name: 'Renamed' }, teacher)).statusCode).toBe(403);
    expect((await call('POST', 'OnlinePassage', { testId: test.id, title: 'X' }, teacher)).statusCode).toBe(403);
    expect((await call('POST', 'OnlinePart', { sectionId: 1 }, teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `IeltsOnlineTest/${test.id}`, undefined, teacher)).statusCode).toBe(403);
    expect((await call('GET', `IeltsOnlineTest/${test.id}`, undefined, learnerToken)).statusCode).toBe(401);
    expect((await call('GET', `IeltsOnlineTest/${test.id}/details`, undefined, learnerToken)).statusCode).toBe(401);
  });

  it('lists tests by skill and lesson with their counts', async () => {
    const { test, lesson } = await buildReadingTest('Listed test', [1, 2, 3, 4]);
    const rows = (await call('GET', `IeltsOnlineTest?skill=reading&lessonId=${lesson.id}`)).json<OnlineTest[]>();
    expect(rows).toEqual([expect.objectContaining({ id: test.id, lessonName: 'Listed test lesson', questionCount: 4, attemptCount: 0 })]);
    expect((await call('GET', 'IeltsOnlineTest?skill=listening&searchByName=Listed')).json()).toEqual([]);
    const report = await call('POST', `IeltsOnlineTest/report?format=csv&lessonId=${lesson.id}`);
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    expect(report.body).toContain('Listed test');
  });
});
