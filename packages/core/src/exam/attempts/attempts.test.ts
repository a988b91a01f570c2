import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import type { IeltsBandTable } from '@lexam/contracts';
import { DomainError } from '../../errors';
import { bandFor, defaultTableFor } from '../scoring';
import { LISTENING_CHECK_SECONDS, currentAnswers, saveAnswer, startAttempt, startAttemptClock, submitAttempt, type GradeFn } from './index';

const { users, examLessons, examTests, examSections, examQuestionGroups, examQuestions, examAttempts, examAttemptSteps } = tables;

let handle: DatabaseHandle;
let db: Database;
let learner: number;
let otherLearner: number;

/** A made-up table for a 4-question test: 0–1 → 3, 2–3 → 5.5, 4 → 8. */
const tinyTable: IeltsBandTable = { kind: 'ielts-band', maxRaw: 4, rows: [{ minRaw: 0, band: 3 }, { minRaw: 2, band: 5.5 }, { minRaw: 4, band: 8 }] };

/** One mark when the response equals the key's `answer`. */
const grade: GradeFn = (question, response) => ({ marks: response === (question.answerKey as { answer: string }).answer ? 1 : 0, maxMarks: 1 });

async function addUser(email: string): Promise<number> {
  const [row] = await db.insert(users).values({ kind: 'site', email, fullName: email }).returning({ id: users.id });
  return row!.id;
}

/** An invented two-section test with two questions per section; answers are `a1`…`a4`. */
async function buildTest(overrides: Partial<typeof examTests.$inferInsert> = {}) {
  const [lesson] = await db.insert(examLessons).values({ name: 'Fixture lesson', skill: 'reading' }).returning();
  const [test] = await db
    .insert(examTests)
    .values({ lessonId: lesson!.id, name: 'Fixture test', skill: 'reading', durationSeconds: 3600, isPublished: true, conversionTable: tinyTable, ...overrides })
    .returning();
  const sectionIds: number[] = [];
  const questionIds: number[] = [];
  for (const [sectionIndex, title] of ['Passage about kites', 'Passage about bees'].entries()) {
    const [section] = await db.insert(examSections).values({ testId: test!.id, title, sortOrder: sectionIndex, passageHtml: '<p>Invented text.</p>' }).returning();
    const [group] = await db.insert(examQuestionGroups).values({ sectionId: section!.id, instructions: 'Write ONE WORD.' }).returning();
    sectionIds.push(section!.id);
    for (const offset of [1, 2]) {
      const number = sectionIndex * 2 + offset;
      const [question] = await db
        .insert(examQuestions)
        .values({ groupId: group!.id, number, numbers: [number], type: 'short-answer', content: { prompt: `Question ${number}` }, answerKey: { answer: `a${number}` }, sortOrder: offset })
        .returning();
      questionIds.push(question!.id);
    }
  }
  return { test: test!, sectionIds, questionIds };
}

async function expectDomainError(promise: Promise<unknown>, status: number, title?: RegExp) {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).status).toBe(status);
  if (title) expect((error as DomainError).message).toMatch(title);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  learner = await addUser('learner@example.test');
  otherLearner = await addUser('other@example.test');
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('startAttempt', () => {
  it('sets the deadline from the server clock: started_at + the test duration', async () => {
    const { test, sectionIds } = await buildTest({ durationSeconds: 1200 });
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    expect(attempt.sectionIds).toEqual(sectionIds);
    expect(attempt.submittedAt).toBeNull();
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(1200 * 1000);
    const [row] = await db.select({ isAhead: sql<boolean>`${examAttempts.deadlineAt} > now()` }).from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row!.isAhead).toBe(true);
  });

  it('gives a full listening attempt the test duration plus 120 s to check answers; practice keeps its own limit', async () => {
    const { test } = await buildTest({ durationSeconds: 1800, skill: 'listening' });
    const full = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    expect(Date.parse(full.deadlineAt!) - Date.parse(full.startedAt)).toBe((1800 + LISTENING_CHECK_SECONDS) * 1000);
    expect(LISTENING_CHECK_SECONDS).toBe(120);
    const practice = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', timeLimitSeconds: 600 });
    expect(Date.parse(practice.deadlineAt!) - Date.parse(practice.startedAt)).toBe(600 * 1000);
  });

  it('starts a TOEIC listening clock with the first play, from the database clock, once; untimed practice never waits', async () => {
    const { test } = await buildTest({ durationSeconds: 2700, skill: 'listening', kind: 'toeic' });
    const full = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    expect(full).toMatchObject({ deadlineAt: null, clockWaitsSeconds: 2700 });
    await expectDomainError(startAttemptClock({ db }, { userId: otherLearner, attemptId: full.id }), 404);
    await expectDomainError(startAttemptClock({ db }, { userId: learner, attemptId: full.id, kind: 'ielts' }), 404);
    // The play comes a second after the start; the learner keeps that second.
    await db.update(examAttempts).set({ startedAt: sql`now() - interval '1 second'` }).where(eq(examAttempts.id, full.id));
    const played = await startAttemptClock({ db }, { userId: learner, attemptId: full.id, kind: 'toeic' });
    expect(played.attempt.clockWaitsSeconds).toBeNull();
    expect(Date.parse(played.attempt.deadlineAt!) - Date.parse(played.attempt.startedAt)).toBeGreaterThanOrEqual(2701 * 1000);
    const again = await startAttemptClock({ db }, { userId: learner, attemptId: full.id });
    expect(again.attempt.deadlineAt).toBe(played.attempt.deadlineAt);

    const untimed = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice' });
    expect(untimed).toMatchObject({ deadlineAt: null, clockWaitsSeconds: null });
    expect((await startAttemptClock({ db }, { userId: learner, attemptId: untimed.id })).attempt.deadlineAt).toBeNull();
    // IELTS listening keeps its clock from the start.
    const { test: ielts } = await buildTest({ durationSeconds: 1800, skill: 'listening' });
    expect((await startAttempt({ db }, { userId: learner, testId: ielts.id, mode: 'full' })).clockWaitsSeconds).toBeNull();
  });

  it('starts untimed practice of chosen sections, or timed practice with its own limit', async () => {
    const { test, sectionIds } = await buildTest();
    const untimed = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', sectionIds: [sectionIds[1]!] });
    expect(untimed).toMatchObject({ mode: 'practice', sectionIds: [sectionIds[1]], deadlineAt: null });
    const timed = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', timeLimitSeconds: 90 });
    expect(timed.sectionIds).toEqual(sectionIds);
    expect(Date.parse(timed.deadlineAt!) - Date.parse(timed.startedAt)).toBe(90 * 1000);
  });

  it('refuses a missing or unpublished test (404), a test without sections (409) and bad options (400)', async () => {
    const { test: draft } = await buildTest({ isPublished: false });
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: draft.id, mode: 'full' }), 404);
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: 999_999, mode: 'full' }), 404);
    const [lesson] = await db.insert(examLessons).values({ name: 'Empty', skill: 'listening' }).returning();
    const [empty] = await db.insert(examTests).values({ lessonId: lesson!.id, name: 'Empty', skill: 'listening', durationSeconds: 60, isPublished: true }).returning();
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: empty!.id, mode: 'full' }), 409);
    const { test, sectionIds } = await buildTest();
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full', sectionIds }), 400);
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', sectionIds: [draft.id * 1000] }), 400);
    await expectDomainError(startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', timeLimitSeconds: 0 }), 400);
  });
});

describe('saveAnswer and currentAnswers', () => {
  it('resumes by replay: the latest step per question wins', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    const [q1, q2] = questionIds;
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: q1!, response: 'first', clientSeq: 1 });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: q2!, response: 'other', clientSeq: 2 });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: q1!, response: 'second', clientSeq: 3 });
    const resumed = await currentAnswers({ db }, { userId: learner, attemptId: attempt.id });
    expect(resumed.answers).toEqual([
      { questionId: q1, response: 'second' },
      { questionId: q2, response: 'other' },
    ]);
    expect(resumed.lastClientSeq).toBe(3);
    expect(resumed.attempt.id).toBe(attempt.id);
  });

  it('orders by step id, not by clientSeq: the save stored last is the answer', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'stored first', clientSeq: 9 });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'stored last', clientSeq: 4 });
    const { answers } = await currentAnswers({ db }, { userId: learner, attemptId: attempt.id });
    expect(answers).toEqual([{ questionId: questionIds[0], response: 'stored last' }]);
  });

  it('treats a retried save (same clientSeq) as a no-op', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    const input = { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'kite', clientSeq: 1 };
    const first = await saveAnswer({ db }, input);
    const retries = await Promise.all([saveAnswer({ db }, input), saveAnswer({ db }, { ...input, response: 'changed on retry' })]);
    expect(first.isDuplicate).toBe(false);
    expect(retries).toEqual([{ stepId: first.stepId, isDuplicate: true }, { stepId: first.stepId, isDuplicate: true }]);
    const steps = await db.select().from(examAttemptSteps).where(eq(examAttemptSteps.attemptId, attempt.id));
    expect(steps).toHaveLength(1);
    expect(steps[0]!.response).toBe('kite');
  });

  it('refuses a new save after the deadline (409) but still answers a retry of one saved in time', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'in time', clientSeq: 1 });
    // Just inside the grace: still taken.
    await db.update(examAttempts).set({ deadlineAt: sql`now() - interval '2 seconds'` }).where(eq(examAttempts.id, attempt.id));
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[1]!, response: 'in grace', clientSeq: 2 });
    // Past the grace: refused.
    await db.update(examAttempts).set({ deadlineAt: sql`now() - interval '1 minute'` }).where(eq(examAttempts.id, attempt.id));
    await expectDomainError(saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'late', clientSeq: 3 }), 409, /Time is up/);
    expect(await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'in time', clientSeq: 1 })).toMatchObject({ isDuplicate: true });
    const { answers } = await currentAnswers({ db }, { userId: learner, attemptId: attempt.id });
    expect(answers.map((answer) => answer.response)).toEqual(['in time', 'in grace']);
  });

  it('refuses a save after submission (409)', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade });
    await expectDomainError(saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'x', clientSeq: 1 }), 409, /submitted/);
  });

  it('refuses a question outside the attempt’s sections and a bad clientSeq (400)', async () => {
    const { test, sectionIds, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', sectionIds: [sectionIds[0]!] });
    await expectDomainError(saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[3]!, response: 'x', clientSeq: 1 }), 400);
    await expectDomainError(saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'x', clientSeq: -1 }), 400);
    await expectDomainError(saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'x', clientSeq: 1.5 }), 400);
  });

  it('gives another learner’s attempt the 404 of a missing one, for save, resume and submit', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await expectDomainError(saveAnswer({ db }, { userId: otherLearner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'x', clientSeq: 1 }), 404);
    await expectDomainError(currentAnswers({ db }, { userId: otherLearner, attemptId: attempt.id }), 404);
    await expectDomainError(submitAttempt({ db }, { userId: otherLearner, attemptId: attempt.id, grade }), 404);
    const steps = await db.select().from(examAttemptSteps).where(eq(examAttemptSteps.attemptId, attempt.id));
    expect(steps).toHaveLength(0);
  });
});

describe('submitAttempt', () => {
  it('grades once: ten concurrent submits give one stored result', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[0]!, response: 'a1', clientSeq: 1 });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[1]!, response: 'wrong', clientSeq: 2 });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[2]!, response: 'a3', clientSeq: 3 });
    let gradeCalls = 0;
    const countingGrade: GradeFn = (question, response) => {
      gradeCalls += 1;
      return grade(question, response);
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade: countingGrade })));
    expect(gradeCalls).toBe(4);
    for (const result of results) expect(result).toEqual(results[0]);
    const first = results[0]!;
    expect(first.result).toMatchObject({ rawScore: 2, maxScore: 4, band: 5.5 });
    expect(first.result.questions.map((question) => [question.number, question.response, question.marks])).toEqual([
      [1, 'a1', 1],
      [2, 'wrong', 0],
      [3, 'a3', 1],
      [4, null, 0],
    ]);
    const rows = await db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rawScore: 2, band: 5.5, submittedAt: new Date(first.submittedAt) });
    // A later submit, even with a different grader, returns the stored result.
    const again = await submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade: () => ({ marks: 1, maxMarks: 1 }) });
    expect(again).toEqual(first);
  });

  it('takes the band from the test’s table, or from the default table of its skill', async () => {
    const { test, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    for (const [index, questionId] of questionIds.entries()) {
      await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId, response: `a${index + 1}`, clientSeq: index });
    }
    expect((await submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade })).result).toMatchObject({ rawScore: 4, band: 8 });

    // No table: the default table of the skill (Academic Reading for reading), here for 1 of 4 right.
    for (const skill of ['reading', 'listening'] as const) {
      const { test: plain, questionIds: plainQuestions } = await buildTest({ conversionTable: null, skill });
      const plainAttempt = await startAttempt({ db }, { userId: learner, testId: plain.id, mode: 'full' });
      await saveAnswer({ db }, { userId: learner, attemptId: plainAttempt.id, questionId: plainQuestions[0]!, response: 'a1', clientSeq: 1 });
      const plainResult = await submitAttempt({ db }, { userId: learner, attemptId: plainAttempt.id, grade });
      const table = defaultTableFor(skill === 'listening' ? 'listening' : 'academic-reading');
      expect(plainResult.result).toMatchObject({ rawScore: 1, band: bandFor({ raw: 1, table }) });
    }
  });

  it('refuses to band with a TOEIC table on an IELTS test (409)', async () => {
    const { test } = await buildTest({ conversionTable: { kind: 'toeic-scaled', section: 'reading', maxRaw: 4, rows: [{ minRaw: 0, score: 5 }] } });
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'full' });
    await expectDomainError(submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade }), 409);
    // The failed submit rolled back: the attempt is still open.
    expect((await currentAnswers({ db }, { userId: learner, attemptId: attempt.id })).attempt.submittedAt).toBeNull();
  });

  it('gives no band to practice of some sections, and grades only those sections', async () => {
    const { test, sectionIds, questionIds } = await buildTest();
    const attempt = await startAttempt({ db }, { userId: learner, testId: test.id, mode: 'practice', sectionIds: [sectionIds[1]!] });
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId: questionIds[2]!, response: 'a3', clientSeq: 1 });
    const submitted = await submitAttempt({ db }, { userId: learner, attemptId: attempt.id, grade });
    expect(submitted.result).toMatchObject({ rawScore: 1, maxScore: 2, band: null });
    expect(submitted.result.questions.map((question) => question.number)).toEqual([3, 4]);
  });
});
