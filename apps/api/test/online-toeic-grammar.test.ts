import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptClock, AttemptState, AttemptSummaryDto, OnlineLesson, OnlineTestListItem, ResultDetail, ResultSummary, TestDocument, ToeicCourseOverview, ToeicEditionCount, ToeicPartList,
} from '@lexam/contracts';
import { demoGrammarTest, demoToeicListeningTest, demoToeicReadingTest, eq, sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { correctResponse, learnerHeaders, otherLearnerHeaders, questionsOf } from './support/exam';

const base = '/api/learner';
type Headers = { authorization: string };
type Kind = 'ielts' | 'toeic' | 'grammar';
const CONTROLLER: Record<Kind, { name: string; start: string; submit: string }> = {
  ielts: { name: 'OnlineIeltsTest', start: 'startOnlineIeltsTest', submit: 'submitOnlineIeltsTest' },
  toeic: { name: 'OnlineToeicTest', start: 'startOnlineToeicTest', submit: 'submitIeltsReadingTest' },
  grammar: { name: 'OnlineGrammarTest', start: 'startOnlineGrammarTest', submit: 'submitOnlineGrammarTest' },
};

let ctx: TestContext;
let learner: Headers;
let ids: { ielts: number; toeicReading: number; toeicListening: number; grammar: number };

async function call(method: 'GET' | 'POST', path: string, { payload, headers = learner }: { payload?: unknown; headers?: Headers } = {}) {
  return ctx.app.inject({ method, url: `${base}/${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function ok<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
  const response = await call(method, path, { payload });
  expect(response.statusCode, `${path} ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}
const start = (kind: Kind, body: Record<string, unknown>) => ok<AttemptSummaryDto>('POST', `${CONTROLLER[kind].name}/${CONTROLLER[kind].start}`, body);
const state = (kind: Kind, attemptId: number) => ok<AttemptState>('GET', `${CONTROLLER[kind].name}/getAttempt?attemptId=${attemptId}`);
const submit = (kind: Kind, attemptId: number) => ok<ResultSummary>('POST', `${CONTROLLER[kind].name}/${CONTROLLER[kind].submit}`, { attemptId });
const detail = (kind: Kind, resultId: number) => ok<ResultDetail>('GET', `${CONTROLLER[kind].name}/getDetailResult?resultId=${resultId}`);

/** The demo documents' questions by first number, with their keys. */
function keysOf(document: { test: { sections: Array<{ groups: Array<{ questions: TestDocument['test']['sections'][number]['groups'][number]['questions'] }> }> } }) {
  return new Map(document.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.number, question] as const))));
}
const keys = { toeicReading: keysOf(demoToeicReadingTest), toeicListening: keysOf(demoToeicListeningTest as never), grammar: keysOf(demoGrammarTest) };

/** Right responses for the first `count` questions of an attempt (all by default). */
function rightSteps(current: AttemptState, keyMap: Map<number, { key: unknown }>, count = Infinity) {
  return questionsOf(current).slice(0, count).map((question, index) => ({ clientSeq: index, questionId: question.id, response: correctResponse(question.type, keyMap.get(question.number)!.key) }));
}
async function save(kind: Kind, attemptId: number, steps: unknown[]) {
  for (let index = 0; index < steps.length; index += 100) await ok('POST', `${CONTROLLER[kind].name}/saveAnswers`, { attemptId, steps: steps.slice(index, index + 100) });
}

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  learner = await learnerHeaders(ctx.app);
  const tests = await ctx.database.db.select({ id: tables.examTests.id, kind: tables.examTests.kind, skill: tables.examTests.skill }).from(tables.examTests);
  const find = (kind: Kind, skill: string) => tests.find((test) => test.kind === kind && test.skill === skill)!.id;
  ids = { ielts: find('ielts', 'reading'), toeicReading: find('toeic', 'reading'), toeicListening: find('toeic', 'listening'), grammar: find('grammar', 'grammar') };
}, 180_000);
afterAll(async () => { await ctx.close(); });

describe('TOEIC and grammar lists', () => {
  it('answers the TOEIC editions, the landing overview and the parts of a test', async () => {
    const editions = await ok<ToeicEditionCount[]>('GET', 'OnlineToeicTest/getToeicSubCourseIndex');
    expect(editions.map((row) => row.edition)).toEqual(['ets', 'ets2020', 'ets2021', 'ets2022', 'ets2023']);
    expect(editions.find((row) => row.edition === 'ets2023')).toEqual({ edition: 'ets2023', listening: 1, reading: 1, total: 2 });
    expect((await ok<ToeicEditionCount[]>('GET', 'OnlineToeicTest/getToeicSubCourseIndex?skill=reading')).find((row) => row.edition === 'ets2023')).toMatchObject({ listening: 0, reading: 1 });
    expect(await ok<ToeicCourseOverview>('GET', 'CourseToeicTest/getCourseToeicTest')).toMatchObject({ totals: { listening: 1, reading: 1 } });

    const parts = await ok<ToeicPartList>('GET', `OnlineToeicTest/getListPartByToeicReadingTest?testId=${ids.toeicReading}`);
    expect(parts).toMatchObject({ testId: ids.toeicReading, skill: 'reading', edition: 'ets2023', durationSeconds: 4500 });
    expect(parts.parts.map(({ part, firstNumber, lastNumber, questionCount }) => [part, firstNumber, lastNumber, questionCount])).toEqual([[5, 101, 130, 30], [6, 131, 146, 16], [7, 147, 200, 54]]);
    const listening = await ok<ToeicPartList>('GET', `OnlineToeicTest/getListPartByToeicReadingTest?testId=${ids.toeicListening}`);
    expect(listening.parts.map(({ part, firstNumber, lastNumber }) => [part, firstNumber, lastNumber])).toEqual([[1, 1, 6], [2, 7, 31], [3, 32, 70], [4, 71, 100]]);
    expect((await call('GET', `OnlineToeicTest/getListPartByToeicReadingTest?testId=${ids.grammar}`)).statusCode).toBe(404);
  });

  it('lists each kind’s tests under its own controller only, TOEIC by skill and edition', async () => {
    const reading = await ok<OnlineTestListItem[]>('GET', 'OnlineToeicTest/getOnlineToeicTest?skill=reading&edition=ets2023');
    expect(reading).toHaveLength(1);
    expect(reading[0]).toMatchObject({ id: ids.toeicReading, kind: 'toeic', edition: 'ets2023', questionCount: 100, durationSeconds: 4500, bestBand: null, bestScaledScore: null });
    expect(reading[0]!.sections.map((section) => section.part)).toEqual([5, 6, 7]);
    expect(await ok<unknown[]>('GET', 'OnlineToeicTest/getOnlineToeicTest?skill=reading&edition=ets2020')).toEqual([]);
    expect((await call('GET', 'OnlineToeicTest/getOnlineToeicTest?skill=grammar')).statusCode).toBe(400);
    expect((await ok<OnlineTestListItem[]>('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading')).map((row) => row.id)).toEqual([ids.ielts]);
    expect((await ok<OnlineLesson[]>('GET', 'TestIndex/getListLessonTest?skill=reading')).map((row) => row.name)).not.toContain(demoToeicReadingTest.lesson.name);

    const lessons = await ok<OnlineLesson[]>('GET', 'OnlineGrammarTest/getListLessonTest');
    expect(lessons).toEqual([{ id: expect.any(Number), name: demoGrammarTest.lesson.name, skill: 'grammar', testCount: 1 }]);
    const grammar = await ok<OnlineTestListItem[]>('GET', `OnlineGrammarTest/getOnlineGrammarTest?lessonId=${lessons[0]!.id}`);
    expect(grammar).toHaveLength(1);
    expect(grammar[0]).toMatchObject({ id: ids.grammar, kind: 'grammar', skill: 'grammar', edition: null });
  });
});

describe('taking the demo TOEIC reading test', () => {
  it('starts (75 minutes), saves, resumes, submits 100/100 → 495 and 100 %, by part, once', async () => {
    const attempt = await start('toeic', { testId: ids.toeicReading });
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(4500 * 1000);
    const opened = await state('toeic', attempt.id);
    expect(opened.test).toMatchObject({ kind: 'toeic', edition: 'ets2023', skill: 'reading' });
    expect(opened.test.sections.map((section) => section.part)).toEqual([5, 6, 7]);
    expect(opened.test.sections[1]!.directionsHtml).toBeTruthy();
    expect(opened.test.sections[1]!.groups[0]!.stimulusHtml).toContain('[[131]]');

    const steps = rightSteps(opened, keys.toeicReading);
    await save('toeic', attempt.id, steps.slice(0, 60));
    const resumed = await state('toeic', attempt.id);
    expect(resumed.answers).toHaveLength(60);
    expect(resumed.lastClientSeq).toBe(59);
    await save('toeic', attempt.id, steps.slice(60));

    const result = await submit('toeic', attempt.id);
    expect(result).toMatchObject({ kind: 'toeic', skill: 'reading', rawScore: 100, maxScore: 100, scaledScore: 495, percent: 100, band: null });
    expect(await submit('toeic', attempt.id)).toEqual(result);
    const review = await detail('toeic', attempt.id);
    expect(review.byPart).toEqual([
      { part: 5, right: 30, wrong: 0, skipped: 0, total: 30, accuracy: 1 },
      { part: 6, right: 16, wrong: 0, skipped: 0, total: 16, accuracy: 1 },
      { part: 7, right: 54, wrong: 0, skipped: 0, total: 54, accuracy: 1 },
    ]);
    const list = await ok<ResultSummary[]>('GET', 'OnlineToeicTest/getListResult');
    expect(list.map((row) => row.id)).toContain(attempt.id);
    expect((await ok<ResultSummary[]>('GET', 'OnlineIeltsTest/getListResult')).map((row) => row.id)).not.toContain(attempt.id);
    const [row] = await ok<OnlineTestListItem[]>('GET', 'OnlineToeicTest/getOnlineToeicTest?skill=reading');
    expect(row).toMatchObject({ bestScaledScore: 495, bestPercent: 100, submittedCount: 1, bestBand: null });
  });

  it('converts at the table’s ends: 0 → 5, 99 → 490 with the default table, and the test’s own table when it has one', async () => {
    const empty = await start('toeic', { testId: ids.toeicReading });
    expect(await submit('toeic', empty.id)).toMatchObject({ rawScore: 0, scaledScore: 5, percent: 0 });
    const review = await detail('toeic', empty.id);
    expect(review.byPart.map((row) => [row.part, row.skipped, row.wrong])).toEqual([[5, 30, 0], [6, 16, 0], [7, 54, 0]]);

    const almost = await start('toeic', { testId: ids.toeicReading });
    const steps = rightSteps(await state('toeic', almost.id), keys.toeicReading, 99);
    await save('toeic', almost.id, steps);
    expect(await submit('toeic', almost.id)).toMatchObject({ rawScore: 99, scaledScore: 490, percent: 99 });

    const table = { kind: 'toeic-scaled', section: 'reading', maxRaw: 100, rows: [{ minRaw: 0, score: 10 }, { minRaw: 50, score: 300 }, { minRaw: 100, score: 495 }] } as const;
    await ctx.database.db.update(tables.examTests).set({ conversionTable: table }).where(eq(tables.examTests.id, ids.toeicReading));
    try {
      const own = await start('toeic', { testId: ids.toeicReading });
      expect(await submit('toeic', own.id)).toMatchObject({ rawScore: 0, scaledScore: 10 });
      const half = await start('toeic', { testId: ids.toeicReading });
      await save('toeic', half.id, rightSteps(await state('toeic', half.id), keys.toeicReading, 50));
      expect(await submit('toeic', half.id)).toMatchObject({ rawScore: 50, scaledScore: 300, percent: 50 });
    } finally {
      await ctx.database.db.update(tables.examTests).set({ conversionTable: null }).where(eq(tables.examTests.id, ids.toeicReading));
    }
  });

  it('refuses saves after the server’s deadline (and its grace) but still submits', async () => {
    const attempt = await start('toeic', { testId: ids.toeicReading });
    const steps = rightSteps(await state('toeic', attempt.id), keys.toeicReading, 3);
    await save('toeic', attempt.id, steps.slice(0, 2));
    await ctx.database.db.update(tables.examAttempts).set({ deadlineAt: sql`now() - interval '1 minute'` }).where(eq(tables.examAttempts.id, attempt.id));
    const late = await call('POST', 'OnlineToeicTest/saveAnswers', { payload: { attemptId: attempt.id, steps: steps.slice(2) } });
    expect(late.statusCode).toBe(409);
    expect(await submit('toeic', attempt.id)).toMatchObject({ rawScore: 2 });
  });
});

describe('taking the demo TOEIC listening test', () => {
  it('starts the clock with the first play, by the server’s clock, once: the test’s own duration (no IELTS check time) from then', async () => {
    const duration = demoToeicListeningTest.test.durationSeconds;
    const attempt = await start('toeic', { testId: ids.toeicListening });
    expect(attempt).toMatchObject({ deadlineAt: null, clockWaitsSeconds: duration });
    // Reading the attempt (a reload) does not start it either, and saves are taken while it waits.
    const waiting = await state('toeic', attempt.id);
    expect(waiting.attempt).toMatchObject({ deadlineAt: null, clockWaitsSeconds: duration });
    await save('toeic', attempt.id, rightSteps(waiting, keys.toeicListening, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Another learner cannot start it; another exam's controller does not know it.
    expect((await call('POST', 'OnlineToeicTest/startAttemptClock', { payload: { attemptId: attempt.id }, headers: await otherLearnerHeaders(ctx.app) })).statusCode).toBe(404);
    expect((await call('POST', 'OnlineToeicTest/startAttemptClock', { payload: { attemptId: 0 } })).statusCode).toBe(400);

    const played = await ok<AttemptClock>('POST', 'OnlineToeicTest/startAttemptClock', { attemptId: attempt.id });
    expect(played.attempt.clockWaitsSeconds).toBeNull();
    const deadline = Date.parse(played.attempt.deadlineAt!);
    // From the play, not from the start: the 300 ms waited before it are not taken from the learner.
    expect(deadline - Date.parse(attempt.startedAt)).toBeGreaterThanOrEqual(duration * 1000 + 300);
    expect(Math.abs(deadline - Date.parse(played.serverNow) - duration * 1000)).toBeLessThan(2000);

    // A second play, a reload: the deadline stays where the first play put it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await ok<AttemptClock>('POST', 'OnlineToeicTest/startAttemptClock', { attemptId: attempt.id })).attempt.deadlineAt).toBe(played.attempt.deadlineAt);
    expect((await state('toeic', attempt.id)).attempt).toMatchObject({ deadlineAt: played.attempt.deadlineAt, clockWaitsSeconds: null });
    const [stored] = await ctx.database.db.select().from(tables.examAttempts).where(eq(tables.examAttempts.id, attempt.id));
    expect(stored!.deadlineAt!.toISOString()).toBe(played.attempt.deadlineAt);
    await submit('toeic', attempt.id);

    // A reading attempt's clock runs from its start: the call leaves it as it is.
    const reading = await start('toeic', { testId: ids.toeicReading });
    expect(reading.clockWaitsSeconds).toBeNull();
    expect((await ok<AttemptClock>('POST', 'OnlineToeicTest/startAttemptClock', { attemptId: reading.id })).attempt.deadlineAt).toBe(reading.deadlineAt);
    await submit('toeic', reading.id);
  });

  it('gives each set its recording and Part 1 its photo, and practises chosen parts', async () => {
    const attempt = await start('toeic', { testId: ids.toeicListening });
    const opened = await state('toeic', attempt.id);
    const groups = opened.test.sections.flatMap((section) => section.groups);
    expect(groups.every((group) => group.audioUrl?.startsWith('/api/files/'))).toBe(true);
    expect(opened.test.sections[0]!.groups.every((group) => group.imageUrl?.startsWith('/api/files/'))).toBe(true);
    const audio = await ctx.app.inject({ method: 'GET', url: groups[0]!.audioUrl!, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);

    await save('toeic', attempt.id, rightSteps(opened, keys.toeicListening));
    expect(await submit('toeic', attempt.id)).toMatchObject({ skill: 'listening', rawScore: 100, scaledScore: 495 });
    const review = await detail('toeic', attempt.id);
    expect(review.sections[0]!.groups[0]!.transcriptHtml).toBeTruthy();

    const parts = await ok<ToeicPartList>('GET', `OnlineToeicTest/getListPartByToeicReadingTest?testId=${ids.toeicListening}`);
    const part2 = parts.parts.find((part) => part.part === 2)!;
    const practice = await start('toeic', { testId: ids.toeicListening, mode: 'practice', sectionIds: [part2.sectionId], timeLimitSeconds: 600 });
    expect(practice).toMatchObject({ deadlineAt: null, clockWaitsSeconds: 600 });
    const practising = await state('toeic', practice.id);
    expect(practising.test.sections.map((section) => section.part)).toEqual([2]);
    await save('toeic', practice.id, rightSteps(practising, keys.toeicListening, 20));
    const result = await submit('toeic', practice.id);
    expect(result).toMatchObject({ mode: 'practice', rawScore: 20, maxScore: 25, scaledScore: null, percent: 80 });
    expect((await detail('toeic', practice.id)).byPart).toEqual([{ part: 2, right: 20, wrong: 0, skipped: 5, total: 25, accuracy: 0.8 }]);
  });
});

describe('taking the demo grammar test', () => {
  it('marks every grammar type from its key: full marks, 100 %, no band or scaled score, no parts', async () => {
    const attempt = await start('grammar', { testId: ids.grammar });
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(demoGrammarTest.test.durationSeconds * 1000);
    const opened = await state('grammar', attempt.id);
    expect(opened.test).toMatchObject({ kind: 'grammar', skill: 'grammar', edition: null });
    await save('grammar', attempt.id, rightSteps(opened, keys.grammar));
    const result = await submit('grammar', attempt.id);
    expect(result).toMatchObject({ kind: 'grammar', rawScore: result.maxScore, percent: 100, band: null, scaledScore: null });
    const review = await detail('grammar', attempt.id);
    expect(review.byPart).toEqual([]);
    expect(new Set(review.byType.map((row) => row.type))).toEqual(new Set(['multiple-choice-one', 'completion', 'error-identification', 'sentence-transformation', 'matching']));
    expect(review.byType.every((row) => row.accuracy === 1)).toBe(true);
    expect((await ok<ResultSummary[]>('GET', 'OnlineGrammarTest/getListResult')).map((row) => row.id)).toEqual([attempt.id]);
  });
});

describe('kinds apart', () => {
  it('answers 404 when one exam’s controller is called on another exam’s test, attempt or result', async () => {
    const toeic = await start('toeic', { testId: ids.toeicReading });
    const grammar = await start('grammar', { testId: ids.grammar });
    const ielts = await start('ielts', { testId: ids.ielts });
    const cases: Array<[Kind, number]> = [['ielts', toeic.id], ['grammar', toeic.id], ['toeic', grammar.id], ['toeic', ielts.id], ['grammar', ielts.id], ['ielts', grammar.id]];
    for (const [kind, attemptId] of cases) {
      const { name, submit: submitName } = CONTROLLER[kind];
      expect((await call('GET', `${name}/getAttempt?attemptId=${attemptId}`)).statusCode, `${name} getAttempt ${attemptId}`).toBe(404);
      expect((await call('POST', `${name}/saveAnswers`, { payload: { attemptId, steps: [{ clientSeq: 0, questionId: 1, response: null }] } })).statusCode).toBe(404);
      expect((await call('POST', `${name}/${submitName}`, { payload: { attemptId } })).statusCode).toBe(404);
      expect((await call('GET', `${name}/getDetailResult?resultId=${attemptId}`)).statusCode).toBe(404);
    }
    for (const [kind, testId] of [['ielts', ids.toeicReading], ['toeic', ids.grammar], ['grammar', ids.ielts], ['toeic', ids.ielts]] as const) {
      const { name, start: startName } = CONTROLLER[kind];
      expect((await call('POST', `${name}/${startName}`, { payload: { testId } })).statusCode, `${name} start ${testId}`).toBe(404);
    }
    // Nor does another learner reach these attempts through their own controller.
    const other = await otherLearnerHeaders(ctx.app, 'toeic-other@example.com');
    expect((await call('GET', `OnlineToeicTest/getAttempt?attemptId=${toeic.id}`, { headers: other })).statusCode).toBe(404);
    // The attempts still work through their own controllers.
    expect((await state('toeic', toeic.id)).attempt.id).toBe(toeic.id);
    expect((await state('grammar', grammar.id)).attempt.id).toBe(grammar.id);
  });
});

describe('the hidden key (TOEIC and grammar)', () => {
  const forbidden = new Set(['answerKey', 'key', 'explanation', 'evidence', 'transcriptHtml', 'correct', 'correction', 'wordLimit', 'answers']);
  function forbiddenProperties(value: unknown, path = '$'): string[] {
    if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenProperties(item, `${path}[${index}]`));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([name, inner]) => [...(forbidden.has(name) && path !== '$' ? [`${path}.${name}`] : []), ...forbiddenProperties(inner, `${path}.${name}`)]);
  }
  const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;/g, ' ').replace(/\s+/g, ' ').trim();

  it('never reaches the learner before submitting: no key, explanation, evidence or transcript, and no audio-choice statement', async () => {
    const bodies: Array<{ call: string; body: unknown }> = [];
    const record = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
      const body = await ok<unknown>(method, path, payload);
      bodies.push({ call: path, body });
      return body;
    };
    await record('GET', 'CourseToeicTest/getCourseToeicTest');
    await record('GET', 'OnlineToeicTest/getToeicSubCourseIndex');
    await record('GET', 'OnlineGrammarTest/getListLessonTest');
    for (const [kind, list, testId] of [
      ['toeic', 'OnlineToeicTest/getOnlineToeicTest?skill=reading', ids.toeicReading],
      ['toeic', 'OnlineToeicTest/getOnlineToeicTest?skill=listening', ids.toeicListening],
      ['grammar', 'OnlineGrammarTest/getOnlineGrammarTest', ids.grammar],
    ] as const) {
      await record('GET', list);
      await record('GET', `OnlineToeicTest/getListPartByToeicReadingTest?testId=${kind === 'toeic' ? testId : ids.toeicReading}`);
      const { name, start: startName } = CONTROLLER[kind];
      const attempt = (await record('POST', `${name}/${startName}`, { testId })) as AttemptSummaryDto;
      const opened = (await record('GET', `${name}/getAttempt?attemptId=${attempt.id}`)) as AttemptState;
      const first = questionsOf(opened)[0]!;
      await record('POST', `${name}/saveAnswers`, { attemptId: attempt.id, steps: [{ clientSeq: 0, questionId: first.id, response: null }] });
      await record('GET', `${name}/getAttempt?attemptId=${attempt.id}`);
      await record('GET', `${name}/getListResult`);
    }
    expect(bodies.length).toBeGreaterThan(15);
    for (const { call: path, body } of bodies) {
      // `answers` is the attempt's own saved responses at the top of getAttempt; anywhere deeper it would be a key.
      expect(forbiddenProperties(body), path).toEqual([]);
    }

    // The statements of Parts 1 and 2 are heard, never shown: no sentence of their transcripts appears.
    const heard = demoToeicListeningTest.test.sections.filter((section) => section.part <= 2)
      .flatMap((section) => section.groups.flatMap((group) => plain(group.transcriptHtml ?? '').split(/(?<=[.?!])\s+/)))
      .map((sentence) => sentence.replace(/^\(?[A-D]\)\s*/, '').trim())
      .filter((sentence) => sentence.length > 15);
    expect(heard.length).toBeGreaterThan(20);
    const text = JSON.stringify(bodies).toLowerCase();
    for (const sentence of heard) expect(text.includes(sentence.toLowerCase()), `shows "${sentence}"`).toBe(false);
  });
});
