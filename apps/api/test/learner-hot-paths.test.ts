import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, AttemptSummaryDto, ResultSummary, SaveAnswersResult } from '@lexam/contracts';
import { eq, sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, correctResponse, demoReadingKeys, demoTestId, learnerHeaders, questionsOf } from './support/exam';

// The exam screen's calls read a test's content from memory and save a batch in one transaction;
// these tests pin what must not change with that: authoring edits are seen at once, and a batch keeps
// the rules of saving step by step.
const base = '/api/learner/OnlineIeltsTest';
let ctx: TestContext;
let learner: { authorization: string };
let admin: { authorization: string };
let readingId: number;

async function start(): Promise<AttemptSummaryDto> {
  const response = await ctx.app.inject({ method: 'POST', url: `${base}/startOnlineIeltsTest`, headers: learner, payload: { testId: readingId } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AttemptSummaryDto>();
}

async function state(attemptId: number): Promise<AttemptState> {
  const response = await ctx.app.inject({ method: 'GET', url: `${base}/getAttempt?attemptId=${attemptId}`, headers: learner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptState>();
}

const save = (attemptId: number, steps: unknown[]) => ctx.app.inject({ method: 'POST', url: `${base}/saveAnswers`, headers: learner, payload: { attemptId, steps } });
const edit = (url: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/admin/${url}`, headers: admin, payload });
const rightResponse = (question: AttemptState['test']['sections'][number]['groups'][number]['questions'][number]) => correctResponse(question.type, demoReadingKeys.get(question.number)!.key);

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  learner = await learnerHeaders(ctx.app);
  admin = await adminHeaders(ctx.app);
  readingId = await demoTestId(ctx.database.db, 'reading');
}, 120_000);
afterAll(async () => { await ctx.close(); });

describe('cached test content', () => {
  it('shows an edited section and a renamed lesson on the next getAttempt', async () => {
    const attempt = await start();
    const before = await state(attempt.id);
    const section = before.test.sections[0]!;
    expect((await edit(`OnlinePassage/${section.id}`, { title: 'A retitled passage' })).statusCode).toBe(200);
    const [lesson] = await ctx.database.db.select({ id: tables.examTests.lessonId }).from(tables.examTests).where(eq(tables.examTests.id, readingId));
    expect((await edit(`IeltsOnlineTestLesson/${lesson!.id}`, { name: 'A renamed lesson' })).statusCode).toBe(200);
    const after = await state(attempt.id);
    expect(after.test.sections[0]!.title).toBe('A retitled passage');
    expect(after.test.lessonName).toBe('A renamed lesson');
    expect(after.test.sections.slice(1)).toEqual(before.test.sections.slice(1));
  });

  it('grades with an answer key changed after the attempt started', async () => {
    const attempt = await start();
    const current = await state(attempt.id);
    const steps = questionsOf(current).map((question, index) => ({ clientSeq: index, questionId: question.id, response: rightResponse(question) }));
    expect((await save(attempt.id, steps)).statusCode).toBe(200);
    const tfng = questionsOf(current).find((question) => question.type === 'true-false-not-given')!;
    const { answers } = demoReadingKeys.get(tfng.number)!.key as { answers: Record<string, string> };
    const flipped = Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, value === 'true' ? 'false' : 'true']));
    const changed = await edit(`IeltsOnlineQuestion/${tfng.id}`, { answerKey: { answers: flipped } });
    expect(changed.statusCode, changed.body).toBe(200);
    const submitted = await ctx.app.inject({ method: 'POST', url: `${base}/submitOnlineIeltsTest`, headers: learner, payload: { attemptId: attempt.id } });
    expect(submitted.json<ResultSummary>().rawScore).toBe(40 - Object.keys(answers).length);
    expect((await edit(`IeltsOnlineQuestion/${tfng.id}`, { answerKey: { answers } })).statusCode).toBe(200);
  });
});

describe('saveAnswers in one transaction', () => {
  it('saves in order, answers retries and repeats within a batch as duplicates, and the last saved step wins', async () => {
    const attempt = await start();
    const [q1, q2] = questionsOf(await state(attempt.id));
    const first = await save(attempt.id, [
      { clientSeq: 1, questionId: q1!.id, response: rightResponse(q1!) },
      { clientSeq: 2, questionId: q2!.id, response: null },
      { clientSeq: 1, questionId: q2!.id, response: rightResponse(q2!) },
      { clientSeq: 3, questionId: q2!.id, response: rightResponse(q2!) },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const { saved } = first.json<SaveAnswersResult>();
    expect(saved.map((step) => [step.clientSeq, step.isDuplicate])).toEqual([[1, false], [2, false], [1, true], [3, false]]);
    expect(saved[2]!.stepId).toBe(saved[0]!.stepId);
    expect(saved[0]!.stepId).toBeLessThan(saved[1]!.stepId);
    expect(saved[1]!.stepId).toBeLessThan(saved[3]!.stepId);
    const retry = (await save(attempt.id, [{ clientSeq: 3, questionId: q1!.id, response: 'anything' }, { clientSeq: 2, questionId: q2!.id, response: null }])).json<SaveAnswersResult>();
    expect(retry.saved).toEqual([{ clientSeq: 3, stepId: saved[3]!.stepId, isDuplicate: true }, { clientSeq: 2, stepId: saved[1]!.stepId, isDuplicate: true }]);
    const resumed = await state(attempt.id);
    expect(resumed.lastClientSeq).toBe(3);
    expect(resumed.answers).toEqual(expect.arrayContaining([{ questionId: q1!.id, response: rightResponse(q1!) }, { questionId: q2!.id, response: rightResponse(q2!) }]));
    expect(await ctx.database.db.select().from(tables.examAttemptSteps).where(eq(tables.examAttemptSteps.attemptId, attempt.id))).toHaveLength(3);
  });

  it('stops at the first refused step and keeps the steps before it', async () => {
    const attempt = await start();
    const [q1, q2, q3] = questionsOf(await state(attempt.id));
    const outsider = await save(attempt.id, [
      { clientSeq: 10, questionId: q1!.id, response: rightResponse(q1!) },
      { clientSeq: 10, questionId: q1!.id, response: null },
      { clientSeq: 11, questionId: 999_999, response: null },
      { clientSeq: 12, questionId: q3!.id, response: rightResponse(q3!) },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ title: string; errors: Array<{ field: string }> }>()).toMatchObject({ title: expect.stringMatching(/not part of this attempt\. The 2 answers before it were saved\./), errors: [{ field: 'steps.2.questionId' }] });
    const shape = await save(attempt.id, [{ clientSeq: 13, questionId: q2!.id, response: rightResponse(q2!) }, { clientSeq: 14, questionId: q3!.id, response: { nonsense: true } }]);
    expect(shape.statusCode).toBe(400);
    expect(shape.json<{ title: string; errors: Array<{ field: string }> }>().errors[0]!.field).toMatch(/^steps\.1\.response/);
    const resumed = await state(attempt.id);
    expect(resumed.answers.map((answer) => answer.questionId).sort()).toEqual([q1!.id, q2!.id].sort());
    expect(resumed.lastClientSeq).toBe(13);
  });

  it('takes saves within the grace, refuses new ones after it (409) but still answers retries, and refuses after submit', async () => {
    const attempt = await start();
    const [q1, q2] = questionsOf(await state(attempt.id));
    const setDeadline = (interval: string) => ctx.database.db.update(tables.examAttempts).set({ deadlineAt: sql`now() - ${interval}::interval` }).where(eq(tables.examAttempts.id, attempt.id));
    await setDeadline('2 seconds');
    expect((await save(attempt.id, [{ clientSeq: 1, questionId: q1!.id, response: rightResponse(q1!) }])).statusCode).toBe(200);
    await setDeadline('1 minute');
    const late = await save(attempt.id, [{ clientSeq: 1, questionId: q1!.id, response: null }, { clientSeq: 2, questionId: q2!.id, response: rightResponse(q2!) }]);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ title: string }>().title).toMatch(/Time is up.*The 1 answer before it was saved\./);
    expect((await save(attempt.id, [{ clientSeq: 1, questionId: q1!.id, response: null }])).json<SaveAnswersResult>().saved).toEqual([expect.objectContaining({ clientSeq: 1, isDuplicate: true })]);
    await ctx.app.inject({ method: 'POST', url: `${base}/submitOnlineIeltsTest`, headers: learner, payload: { attemptId: attempt.id } });
    const afterSubmit = await save(attempt.id, [{ clientSeq: 3, questionId: q2!.id, response: null }]);
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json<{ title: string }>().title).toMatch(/submitted/);
  });

  it('answers 404 for another learner’s attempt and saves nothing', async () => {
    const attempt = await start();
    const [q1] = questionsOf(await state(attempt.id));
    const [other] = await ctx.database.db.insert(tables.users).values({ kind: 'site', email: 'hot-paths-other@example.test', fullName: 'Other' }).returning({ id: tables.users.id });
    const token = await ctx.app.auth.tokens.signAccessToken({ userId: other!.id, kind: 'site', roles: ['learner'] });
    const response = await ctx.app.inject({ method: 'POST', url: `${base}/saveAnswers`, headers: { authorization: `Bearer ${token}` }, payload: { attemptId: attempt.id, steps: [{ clientSeq: 1, questionId: q1!.id, response: null }] } });
    expect(response.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(tables.examAttemptSteps).where(eq(tables.examAttemptSteps.attemptId, attempt.id))).toHaveLength(0);
  });
});
