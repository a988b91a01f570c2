import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, AttemptSummaryDto, OnlineLesson, OnlineTestListItem, ResultDetail, ResultSummary } from '@lexam/contracts';
import { parseAcceptedAnswer } from '@lexam/core';
import { demoReadingTest, eq, sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { correctResponse, demoReadingKeys, demoTestId, learnerHeaders, otherLearnerHeaders, questionsOf } from './support/exam';

const base = '/api/learner';
type Headers = { authorization: string };

let ctx: TestContext;
let learner: Headers;
let readingId: number;
let listeningId: number;

async function call(method: 'GET' | 'POST', path: string, { payload, headers = learner }: { payload?: unknown; headers?: Headers | Record<string, never> } = {}) {
  return ctx.app.inject({ method, url: `${base}/${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function start(testId: number, body: Record<string, unknown> = {}, headers: Headers = learner): Promise<AttemptSummaryDto> {
  const response = await call('POST', 'OnlineIeltsTest/startOnlineIeltsTest', { payload: { testId, ...body }, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AttemptSummaryDto>();
}

async function state(attemptId: number, headers: Headers = learner): Promise<AttemptState> {
  const response = await call('GET', `OnlineIeltsTest/getAttempt?attemptId=${attemptId}`, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptState>();
}

/** The right response of every question of an attempt, from the demo reading test's key. */
function rightSteps(current: AttemptState, firstSeq = 0) {
  return questionsOf(current).map((question, index) => ({ clientSeq: firstSeq + index, questionId: question.id, response: correctResponse(question.type, demoReadingKeys.get(question.number)!.key) }));
}

const setDeadline = (attemptId: number, interval: string) =>
  ctx.database.db.update(tables.examAttempts).set({ deadlineAt: sql`now() - ${interval}::interval` }).where(eq(tables.examAttempts.id, attemptId));

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  learner = await learnerHeaders(ctx.app);
  readingId = await demoTestId(ctx.database.db, 'reading');
  listeningId = await demoTestId(ctx.database.db, 'listening');
}, 120_000);
afterAll(async () => { await ctx.close(); });

describe('lists', () => {
  it('lists the lessons of a skill that hold published tests, with x-pagination', async () => {
    const response = await call('GET', 'TestIndex/getListLessonTest?skill=reading');
    expect(response.statusCode).toBe(200);
    expect(response.json<OnlineLesson[]>()).toEqual([{ id: expect.any(Number), name: demoReadingTest.lesson.name, skill: 'reading', testCount: 1 }]);
    expect(JSON.parse(response.headers['x-pagination'] as string)).toMatchObject({ currentPage: 1, totalCount: 1 });
    expect((await call('GET', 'TestIndex/getListLessonTest?skill=listening')).json<OnlineLesson[]>()).toHaveLength(1);
    expect((await call('GET', 'TestIndex/getListLessonTest?skill=reading&searchByName=nothing-like-this')).json<OnlineLesson[]>()).toEqual([]);
  });

  it('lists published tests by the lesson-online-test filter, with the learner’s own progress', async () => {
    const all = (await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading')).json<OnlineTestListItem[]>();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: readingId, name: 'Demo Reading Test 1', skill: 'reading', lessonName: demoReadingTest.lesson.name, durationSeconds: 3600, questionCount: 40, submittedCount: 0 });
    expect(all[0]!.sections.map((section) => section.title)).toEqual(demoReadingTest.test.sections.map((section) => section.title));
    const lessonId = all[0]!.lessonId;
    expect((await call('GET', `OnlineIeltsTest/getOnlineIeltsTest?skill=reading&lessonId=${lessonId}&testId=0&pageIndex=1`)).json<unknown[]>()).toHaveLength(1);
    expect((await call('GET', `OnlineIeltsTest/getOnlineIeltsTest?skill=reading&testId=${listeningId}`)).json<unknown[]>()).toHaveLength(0);
    expect((await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading&searchByName=demo reading')).json<unknown[]>()).toHaveLength(1);
    // An unpublished test is not listed and cannot be started.
    await ctx.database.db.update(tables.examTests).set({ isPublished: false }).where(eq(tables.examTests.id, listeningId));
    expect((await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=listening')).json<unknown[]>()).toHaveLength(0);
    expect((await call('GET', 'TestIndex/getListLessonTest?skill=listening')).json<unknown[]>()).toHaveLength(0);
    expect((await call('POST', 'OnlineIeltsTest/startOnlineIeltsTest', { payload: { testId: listeningId } })).statusCode).toBe(404);
    await ctx.database.db.update(tables.examTests).set({ isPublished: true }).where(eq(tables.examTests.id, listeningId));
  });
});

describe('taking the demo reading test', () => {
  it('starts, saves, resumes by replay, and submits answered from the key: 40 of 40, band 9', async () => {
    const attempt = await start(readingId);
    expect(attempt).toMatchObject({ testId: readingId, mode: 'full', submittedAt: null });
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(3600 * 1000);

    const opened = await state(attempt.id);
    expect(opened).toMatchObject({ attempt, answers: [], lastClientSeq: -1 });
    expect(opened.test.sections).toHaveLength(3);
    expect(questionsOf(opened).flatMap((question) => question.numbers)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(Math.abs(Date.parse(opened.serverNow) - Date.now())).toBeLessThan(60_000);

    const steps = rightSteps(opened);
    const half = Math.ceil(steps.length / 2);
    const first = await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: steps.slice(0, half) } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ saved: Array<{ isDuplicate: boolean }> }>().saved.every((step) => !step.isDuplicate)).toBe(true);

    // A reload resumes where it was: every saved answer, and the sequence to continue from.
    const resumed = await state(attempt.id);
    expect(resumed.answers).toHaveLength(half);
    expect(resumed.lastClientSeq).toBe(half - 1);
    for (const step of steps.slice(0, half)) expect(resumed.answers).toContainEqual({ questionId: step.questionId, response: step.response });

    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: steps.slice(half) } })).statusCode).toBe(200);
    const submitted = await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ResultSummary>()).toMatchObject({ id: attempt.id, testId: readingId, testName: 'Demo Reading Test 1', skill: 'reading', mode: 'full', rawScore: 40, maxScore: 40, band: 9 });

    const detail = (await call('GET', `OnlineIeltsTest/getDetailResult?resultId=${attempt.id}`)).json<ResultDetail>();
    expect(detail).toMatchObject({ rawScore: 40, band: 9 });
    const questions = detail.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
    expect(questions.every((question) => question.marks === question.maxMarks && question.parts.every((part) => part.isCorrect))).toBe(true);
    expect(questions[0]).toMatchObject({ answerKey: demoReadingKeys.get(questions[0]!.number)!.key, explanation: expect.any(String), evidence: expect.any(String) });
    expect(detail.byType.reduce((sum, entry) => sum + entry.total, 0)).toBe(40);
    expect(detail.byType.every((entry) => entry.accuracy === 1 && entry.wrong === 0 && entry.skipped === 0)).toBe(true);

    const listed = (await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading')).json<OnlineTestListItem[]>()[0]!;
    expect(listed).toMatchObject({ bestBand: 9, submittedCount: 1, inProgressAttempt: null });
  });

  it('counts right, wrong and skipped marks per type, and stores the verdicts (no regrading on read)', async () => {
    const attempt = await start(readingId);
    const current = await state(attempt.id);
    const steps = rightSteps(current);
    const tfng = questionsOf(current).find((question) => question.type === 'true-false-not-given')!;
    const wrong = { ...steps.find((step) => step.questionId === tfng.id)!, response: { answers: Object.fromEntries(Object.keys((demoReadingKeys.get(tfng.number)!.key as { answers: object }).answers).map((id) => [id, 'not-given'])) } };
    const sent = [...steps.filter((step) => step.questionId !== tfng.id && questionsOf(current).find((question) => question.id === step.questionId)!.type !== 'short-answer'), wrong];
    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: sent } })).statusCode).toBe(200);
    const summary = (await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } })).json<ResultSummary>();
    expect(summary.rawScore).toBeLessThan(40);

    // Change the key after submitting: the review still shows the verdicts given at submission.
    await ctx.database.db.update(tables.examQuestions).set({ answerKey: { answers: { [String(tfng.number)]: 'not-given' } } }).where(eq(tables.examQuestions.id, tfng.id));
    const detail = (await call('GET', `OnlineIeltsTest/getDetailResult?resultId=${attempt.id}`)).json<ResultDetail>();
    await ctx.database.db.update(tables.examQuestions).set({ answerKey: demoReadingKeys.get(tfng.number)!.key }).where(eq(tables.examQuestions.id, tfng.id));
    expect(detail.rawScore).toBe(summary.rawScore);
    const shortAnswers = detail.byType.find((entry) => entry.type === 'short-answer')!;
    expect(shortAnswers).toMatchObject({ right: 0, wrong: 0, skipped: shortAnswers.total, accuracy: 0 });
    const judged = detail.byType.find((entry) => entry.type === 'true-false-not-given')!;
    expect(judged.wrong).toBeGreaterThan(0);
    expect(judged.right + judged.wrong + judged.skipped).toBe(judged.total);
    expect(judged.accuracy).toBeCloseTo(judged.right / judged.total);
    const question = detail.sections.flatMap((section) => section.groups.flatMap((group) => group.questions)).find((candidate) => candidate.id === tfng.id)!;
    expect(question.response).toEqual(wrong.response);
    expect(question.parts.some((part) => !part.isCorrect && part.reason === 'wrong')).toBe(true);
  });
});

describe('the deadline', () => {
  it('keeps the answers saved in time, refuses later ones with 409 after the 5 s grace, and still gives a result', async () => {
    const attempt = await start(readingId);
    const steps = rightSteps(await state(attempt.id));
    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: steps.slice(0, 3) } })).statusCode).toBe(200);
    await setDeadline(attempt.id, '2 seconds');
    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: [steps[3]] } })).statusCode).toBe(200);
    await setDeadline(attempt.id, '1 minute');
    const late = await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: [steps[0], steps[4]] } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ title: string; errors: Array<{ field: string }> }>()).toMatchObject({ title: expect.stringMatching(/^Time is up.*The 1 answer before it was saved\.$/), errors: [{ field: 'steps.1' }] });
    expect((await state(attempt.id)).answers.map((answer) => answer.questionId)).toEqual(steps.slice(0, 4).map((step) => step.questionId).sort((a, b) => a - b));
    const result = await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } });
    expect(result.statusCode).toBe(200);
    expect(result.json<ResultSummary>().rawScore).toBe(steps.slice(0, 4).length);
    expect(result.json<ResultSummary>().timeTakenSeconds).toBeLessThanOrEqual(3600);
  });
});

describe('idempotency', () => {
  it('treats a retried clientSeq as the same save, and makes one result of ten concurrent submits', async () => {
    const attempt = await start(readingId);
    const steps = rightSteps(await state(attempt.id), 100);
    const onceResponse = await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: steps.slice(0, 2) } });
    expect(onceResponse.statusCode, onceResponse.body).toBe(200);
    const once = onceResponse.json<{ saved: Array<{ stepId: number; isDuplicate: boolean }> }>();
    const retried = (await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: [{ ...steps[0], response: { changed: true } }, steps[1]] } })).json<{ saved: Array<{ stepId: number; isDuplicate: boolean }> }>();
    expect(retried.saved.map((step) => [step.stepId, step.isDuplicate])).toEqual(once.saved.map((step) => [step.stepId, true]));
    expect((await state(attempt.id)).lastClientSeq).toBe(101);

    const submits = await Promise.all(Array.from({ length: 10 }, () => call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } })));
    expect(submits.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (const response of submits) expect(response.json()).toEqual(submits[0]!.json());
    const stored = await ctx.database.db.select().from(tables.examAttempts).where(eq(tables.examAttempts.id, attempt.id));
    expect(stored).toHaveLength(1);
    const results = (await call('GET', 'OnlineIeltsTest/getListResult?pageSize=100')).json<ResultSummary[]>();
    expect(results.filter((result) => result.id === attempt.id)).toHaveLength(1);
    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: [{ ...steps[5]!, clientSeq: 500 }] } })).statusCode).toBe(409);
  });
});

describe('the hidden key', () => {
  const forbidden = new Set(['answerKey', 'key', 'explanation', 'evidence', 'transcriptHtml', 'correct', 'wordLimit']);
  function forbiddenProperties(value: unknown, path = '$'): string[] {
    if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenProperties(item, `${path}[${index}]`));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([name, inner]) => [...(forbidden.has(name) ? [`${path}.${name}`] : []), ...forbiddenProperties(inner, `${path}.${name}`)]);
  }
  /** The text a learner could read the answers from, without the passage (where reading answers are, by design). */
  function textWithoutPassages(value: unknown): string {
    return JSON.stringify(value, (name, inner: unknown) => (name === 'passageHtml' ? undefined : inner)).toLowerCase();
  }

  it('never reaches the learner before the attempt is submitted, in any response', async () => {
    const bodies: Array<{ call: string; body: unknown }> = [];
    const record = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
      const response = await call(method, path, { payload });
      expect(response.statusCode, `${path} ${response.body}`).toBeLessThan(300);
      bodies.push({ call: path, body: response.json() });
      return response.json<unknown>();
    };
    for (const skill of ['reading', 'listening'] as const) {
      await record('GET', `TestIndex/getListLessonTest?skill=${skill}`);
      const [test] = (await record('GET', `OnlineIeltsTest/getOnlineIeltsTest?skill=${skill}`)) as OnlineTestListItem[];
      for (const body of [{ testId: test!.id }, { testId: test!.id, mode: 'practice', sectionIds: [test!.sections[1]!.id] }]) {
        const attempt = (await record('POST', 'OnlineIeltsTest/startOnlineIeltsTest', body)) as AttemptSummaryDto;
        const opened = (await record('GET', `OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`)) as AttemptState;
        const typed = questionsOf(opened).find((candidate) => ['short-answer', 'completion', 'labelling'].includes(candidate.type));
        const question = typed ?? questionsOf(opened)[0]!;
        const response = typed ? { [typed.type === 'short-answer' ? 'answers' : 'blanks']: { [String(typed.number)]: 'zzz' } } : null;
        await record('POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [{ clientSeq: 0, questionId: question.id, response }] });
        await record('GET', `OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`);
        await record('GET', `OnlineIeltsTest/getOnlineIeltsTest?skill=${skill}`);
      }
    }
    await record('GET', 'OnlineIeltsTest/getListResult');
    expect(bodies.length).toBeGreaterThan(10);
    for (const { call: path, body } of bodies) expect(forbiddenProperties(body), path).toEqual([]);

    const accepted = demoReadingTest.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions))
      .filter((question) => question.type === 'short-answer')
      .flatMap((question) => Object.values((question.key as { answers: Record<string, string | string[]> }).answers).flatMap((answer) => parseAcceptedAnswer(answer).variants));
    expect(accepted.length).toBeGreaterThan(3);
    for (const { call: path, body } of bodies) {
      const text = textWithoutPassages(body);
      for (const answer of accepted) expect(new RegExp(`\\b${answer.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text), `${path} shows "${answer}"`).toBe(false);
    }
  });
});

describe('listening', () => {
  it('serves the audio of each section, gives 120 s more to check, and the transcript only in the result', async () => {
    const attempt = await start(listeningId);
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe((1800 + 120) * 1000);
    const opened = await state(attempt.id);
    expect(opened.test.sections).toHaveLength(4);
    for (const section of opened.test.sections) {
      expect(section.passageHtml).toBeNull();
      expect(section.audioUrl).toMatch(/^\/api\/files\/[0-9a-f-]+\.mp3$/);
    }
    const audio = await ctx.app.inject({ method: 'GET', url: opened.test.sections[0]!.audioUrl!, headers: { range: 'bytes=0-1023' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBe(1024);
    await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } });
    const detail = (await call('GET', `OnlineIeltsTest/getDetailResult?resultId=${attempt.id}`)).json<ResultDetail>();
    expect(detail).toMatchObject({ rawScore: 0, maxScore: 40, band: expect.any(Number) });
    expect(detail.sections.every((section) => section.transcriptHtml?.startsWith('<p><strong>') && section.audioUrl)).toBe(true);
    expect(detail.byType.every((entry) => entry.skipped === entry.total)).toBe(true);
  });

  it('starts practice of chosen sections, untimed or timed, and gives no band for part of a test', async () => {
    const [test] = (await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=listening')).json<OnlineTestListItem[]>();
    const untimed = await start(listeningId, { mode: 'practice', sectionIds: [test!.sections[2]!.id] });
    expect(untimed).toMatchObject({ mode: 'practice', deadlineAt: null, sectionIds: [test!.sections[2]!.id] });
    expect((await state(untimed.id)).test.sections.map((section) => section.id)).toEqual([test!.sections[2]!.id]);
    const timed = await start(listeningId, { mode: 'practice', timeLimitSeconds: 600 });
    expect(Date.parse(timed.deadlineAt!) - Date.parse(timed.startedAt)).toBe(600 * 1000);
    const result = (await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: untimed.id } })).json<ResultSummary>();
    expect(result).toMatchObject({ mode: 'practice', band: null, maxScore: 10 });
  });
});

describe('results', () => {
  it('lists the learner’s own results newest first, by skill', async () => {
    const response = await call('GET', 'OnlineIeltsTest/getListResult?pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = response.json<ResultSummary[]>();
    expect(page).toHaveLength(2);
    expect(Date.parse(page[0]!.submittedAt)).toBeGreaterThanOrEqual(Date.parse(page[1]!.submittedAt));
    expect(JSON.parse(response.headers['x-pagination'] as string)).toMatchObject({ pageSize: 2, hasNext: true });
    const reading = (await call('GET', 'OnlineIeltsTest/getListResult?skill=reading&pageSize=100')).json<ResultSummary[]>();
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.every((result) => result.skill === 'reading')).toBe(true);
  });

  it('answers 404 for an unsubmitted attempt’s result', async () => {
    const attempt = await start(readingId);
    const response = await call('GET', `OnlineIeltsTest/getDetailResult?resultId=${attempt.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ title: string }>().title).toMatch(/submitted/);
  });
});

describe('access', () => {
  it('gives another learner the 404 of a missing attempt or result, on every call', async () => {
    const attempt = await start(readingId);
    const questionId = questionsOf(await state(attempt.id))[0]!.id;
    await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { payload: { attemptId: attempt.id } });
    const open = await start(readingId);
    const other = await otherLearnerHeaders(ctx.app, 'someone-else@example.test');
    for (const [method, path, payload] of [
      ['GET', `OnlineIeltsTest/getAttempt?attemptId=${open.id}`],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: open.id, steps: [{ clientSeq: 0, questionId, response: null }] }],
      ['POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { attemptId: open.id }],
      ['GET', `OnlineIeltsTest/getDetailResult?resultId=${attempt.id}`],
    ] as const) {
      const response = await call(method, path, { payload, headers: other });
      expect(response.statusCode, `${path} ${response.body}`).toBe(404);
    }
    expect((await call('GET', 'OnlineIeltsTest/getListResult', { headers: other })).json<unknown[]>()).toEqual([]);
    expect((await call('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading', { headers: other })).json<OnlineTestListItem[]>()[0]).toMatchObject({ inProgressAttempt: null, submittedCount: 0, bestBand: null });
    expect((await state(open.id)).attempt.submittedAt).toBeNull();
  });

  it('needs a signed-in learner: no token and an admin token answer 401', async () => {
    const admin = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } })).json<{ accessToken: string }>().accessToken;
    for (const headers of [{}, { authorization: `Bearer ${admin}` }, { authorization: 'Bearer nonsense' }]) {
      for (const [method, path] of [
        ['GET', 'TestIndex/getListLessonTest?skill=reading'],
        ['GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading'],
        ['POST', 'OnlineIeltsTest/startOnlineIeltsTest'],
        ['GET', 'OnlineIeltsTest/getAttempt?attemptId=1'],
        ['POST', 'OnlineIeltsTest/saveAnswers'],
        ['POST', 'OnlineIeltsTest/submitOnlineIeltsTest'],
        ['GET', 'OnlineIeltsTest/getListResult'],
        ['GET', 'OnlineIeltsTest/getDetailResult?resultId=1'],
      ] as const) {
        const response = await call(method, path, { headers, payload: method === 'POST' ? { testId: readingId, attemptId: 1 } : undefined });
        expect(response.statusCode, `${path}`).toBe(401);
        expect(response.json<{ title: string }>().title).toBeTruthy();
      }
    }
  });
});

describe('bad input', () => {
  it('answers 4xx with a title, never 500', async () => {
    const attempt = await start(readingId);
    const questions = questionsOf(await state(attempt.id));
    const tfng = questions.find((question) => question.type === 'true-false-not-given')!;
    const otherTest = questionsOf(await state((await start(listeningId)).id))[0]!;
    const cases: Array<[method: 'GET' | 'POST', path: string, payload: unknown, status: number]> = [
      ['GET', 'TestIndex/getListLessonTest', undefined, 400],
      ['GET', 'TestIndex/getListLessonTest?skill=writing', undefined, 400],
      ['GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading&lessonId=-1', undefined, 400],
      ['GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading&pageSize=100000', undefined, 400],
      ['GET', 'OnlineIeltsTest/getAttempt', undefined, 400],
      ['GET', 'OnlineIeltsTest/getAttempt?attemptId=abc', undefined, 400],
      ['GET', 'OnlineIeltsTest/getAttempt?attemptId=99999999', undefined, 404],
      ['GET', 'OnlineIeltsTest/getDetailResult?resultId=0', undefined, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', {}, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: 'x' }, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: 99999999 }, 404],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: readingId, mode: 'exam' }, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: readingId, sectionIds: [1] }, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: readingId, mode: 'practice', sectionIds: [999999] }, 400],
      ['POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: readingId, extra: 1 }, 400],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [] }, 400],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [{ clientSeq: -1, questionId: tfng.id, response: null }] }, 400],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [{ clientSeq: 1, questionId: otherTest.id, response: null }] }, 400],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [{ clientSeq: 2, questionId: tfng.id, response: { answers: 'true' } }] }, 400],
      ['POST', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps: [{ clientSeq: 3, questionId: tfng.id, response: 'true' }] }, 400],
      ['POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { attemptId: 'x' }, 400],
      ['POST', 'OnlineIeltsTest/submitOnlineIeltsTest', { attemptId: 99999999 }, 404],
    ];
    for (const [method, path, payload, status] of cases) {
      const response = await call(method, path, { payload });
      expect(response.statusCode, `${path} ${JSON.stringify(payload)} ${response.body}`).toBe(status);
      expect(response.json<{ title: string }>().title, path).toMatch(/\w/);
    }
    // A bad step stops the batch; the steps before it are saved.
    const response = await call('POST', 'OnlineIeltsTest/saveAnswers', { payload: { attemptId: attempt.id, steps: [{ clientSeq: 10, questionId: tfng.id, response: null }, { clientSeq: 11, questionId: tfng.id, response: { answers: 5 } }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ title: string; errors: Array<{ field: string }> }>()).toMatchObject({ title: expect.stringContaining('The 1 answer before it was saved.'), errors: [{ field: 'steps.1.response.answers' }] });
    expect((await state(attempt.id)).lastClientSeq).toBe(10);
  });
});
