import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, AttemptSummaryDto } from '@lexam/contracts';
import { isCachingAttemptStates } from '@lexam/core';
import { eq, sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, correctResponse, demoReadingKeys, demoTestId, learnerHeaders, otherLearnerHeaders, questionsOf } from './support/exam';

// On the embedded database the attempt state (answers, last clientSeq, submitted or not) is kept in
// memory between reads of the exam screen. What must hold: every write through the API shows on the
// next read, and a kept state is still only its learner's. On PostgreSQL nothing is kept and the
// same reads query every time; the tests pass on both.
const base = '/api/learner/OnlineIeltsTest';
let ctx: TestContext;
let learner: { authorization: string };
let admin: { authorization: string };
let readingId: number;
let isCaching: boolean;

async function start(headers = learner): Promise<AttemptSummaryDto> {
  const response = await ctx.app.inject({ method: 'POST', url: `${base}/startOnlineIeltsTest`, headers, payload: { testId: readingId } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AttemptSummaryDto>();
}

const read = (attemptId: number, headers = learner) => ctx.app.inject({ method: 'GET', url: `${base}/getAttempt?attemptId=${attemptId}`, headers });

async function state(attemptId: number): Promise<AttemptState> {
  const response = await read(attemptId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptState>();
}

const save = (attemptId: number, steps: unknown[]) => ctx.app.inject({ method: 'POST', url: `${base}/saveAnswers`, headers: learner, payload: { attemptId, steps } });

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  learner = await learnerHeaders(ctx.app);
  admin = await adminHeaders(ctx.app);
  readingId = await demoTestId(ctx.database.db, 'reading');
  isCaching = isCachingAttemptStates(ctx.database.db);
}, 120_000);
afterAll(async () => { await ctx.close(); });

describe('kept attempt states', () => {
  it('are kept for the embedded database only', () => {
    expect(isCaching).toBe(ctx.database.engine === 'pglite');
  });

  it('show every save and its clientSeq on the next read', async () => {
    const attempt = await start();
    const [q1, q2] = questionsOf(await state(attempt.id));
    const right = (question: typeof q1) => correctResponse(question!.type, demoReadingKeys.get(question!.number)!.key);
    expect((await state(attempt.id)).answers).toEqual([]);
    expect((await save(attempt.id, [{ clientSeq: 0, questionId: q1!.id, response: right(q1) }])).statusCode).toBe(200);
    const once = await state(attempt.id);
    expect(once.answers).toEqual([{ questionId: q1!.id, response: right(q1) }]);
    expect(once.lastClientSeq).toBe(0);
    expect((await save(attempt.id, [{ clientSeq: 1, questionId: q2!.id, response: right(q2) }, { clientSeq: 2, questionId: q1!.id, response: null }])).statusCode).toBe(200);
    const twice = await state(attempt.id);
    expect(twice.answers).toEqual([{ questionId: q1!.id, response: null }, { questionId: q2!.id, response: right(q2) }].sort((a, b) => a.questionId - b.questionId));
    expect(twice.lastClientSeq).toBe(2);
    // A refused save changes nothing, and the state read after it says so.
    expect((await save(attempt.id, [{ clientSeq: 3, questionId: 999_999, response: null }])).statusCode).toBe(400);
    expect(await state(attempt.id)).toMatchObject({ answers: twice.answers, lastClientSeq: 2 });
  });

  it('show a submit on the next read, and the server clock is fresh on every read', async () => {
    const attempt = await start();
    const before = await state(attempt.id);
    expect(before.attempt.submittedAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await state(attempt.id);
    expect(Date.parse(again.serverNow)).toBeGreaterThan(Date.parse(before.serverNow));
    const submitted = await ctx.app.inject({ method: 'POST', url: `${base}/submitOnlineIeltsTest`, headers: learner, payload: { attemptId: attempt.id } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await state(attempt.id)).attempt.submittedAt).not.toBeNull();
  });

  it('are only their learner’s: another learner gets the 404 of a missing attempt', async () => {
    const attempt = await start();
    await state(attempt.id);
    const stranger = await otherLearnerHeaders(ctx.app, 'state-cache-stranger@example.com');
    expect((await read(attempt.id, stranger)).statusCode).toBe(404);
    expect((await read(attempt.id)).statusCode).toBe(200);
  });

  /** Writes a step straight into the database, as nothing in the product does: a kept state does not see it. */
  async function writeBesideTheApi(attemptId: number, clientSeq: number): Promise<void> {
    const [q1] = questionsOf(await state(attemptId));
    await ctx.database.db.insert(tables.examAttemptSteps).values({ attemptId, questionId: q1!.id, response: { answers: { x: 'beside' } }, clientSeq });
    expect((await state(attemptId)).lastClientSeq).toBe(isCaching ? clientSeq - 1 : clientSeq);
  }

  it('are forgotten by any other write request, even one that touches no attempt (an admin edits their profile)', async () => {
    const attempt = await start();
    await writeBesideTheApi(attempt.id, 0);
    const edited = await ctx.app.inject({ method: 'PUT', url: '/api/admin/Auth/editMyProfile', headers: admin, payload: { fullName: 'Admin of the state cache test' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await state(attempt.id)).lastClientSeq).toBe(0);
  });

  it('are forgotten by authoring writes (here a renamed lesson: a deleted question would take answers along)', async () => {
    const attempt = await start();
    await writeBesideTheApi(attempt.id, 0);
    const [lesson] = await ctx.database.db.select({ id: tables.examTests.lessonId }).from(tables.examTests).where(eq(tables.examTests.id, readingId));
    const renamed = await ctx.app.inject({ method: 'PUT', url: `/api/admin/IeltsOnlineTestLesson/${lesson!.id}`, headers: admin, payload: { name: 'Lesson renamed by the state cache test' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await state(attempt.id)).lastClientSeq).toBe(0);
  });

  it('lose a learner deleted by an admin, with the learner’s attempts', async () => {
    const headers = await otherLearnerHeaders(ctx.app, 'state-cache-deleted@example.com');
    const attempt = await start(headers);
    expect((await read(attempt.id, headers)).statusCode).toBe(200);
    const [user] = await ctx.database.db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, 'state-cache-deleted@example.com'));
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/Auth/deleteMultipleUsers`, headers: admin, payload: { ids: [user!.id] } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [left] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(tables.examAttempts).where(eq(tables.examAttempts.id, attempt.id));
    expect(left!.count).toBe(0);
    expect((await read(attempt.id, headers)).statusCode).not.toBe(200);
  });
});
