import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, tables, type Database, type DatabaseHandle } from '@lexam/db';
import { createTestDatabase } from '@lexam/db/testing';
import type { IeltsBandTable } from '@lexam/contracts';
import type { DomainError } from '../../errors';
import { saveAnswer, startAttempt, submitAttempt, submitAttemptAlone, type GradeFn } from './index';
import { submitBatch } from './submit-batch';

const { users, examLessons, examTests, examSections, examQuestionGroups, examQuestions, examAttempts } = tables;

let handle: DatabaseHandle;
let db: Database;
const learners: number[] = [];

const tinyTable: IeltsBandTable = { kind: 'ielts-band', maxRaw: 2, rows: [{ minRaw: 0, band: 3 }, { minRaw: 1, band: 5 }, { minRaw: 2, band: 7 }] };
const grade: GradeFn = (question, response) => ({ marks: response === (question.answerKey as { answer: string }).answer ? 1 : 0, maxMarks: 1 });

/** A one-section test of two short answers (`a1`, `a2`). */
async function buildTest(overrides: Partial<typeof examTests.$inferInsert> = {}) {
  const [lesson] = await db.insert(examLessons).values({ name: 'Batch lesson', skill: 'reading' }).returning();
  const [test] = await db.insert(examTests).values({ lessonId: lesson!.id, name: 'Batch test', skill: 'reading', durationSeconds: 600, isPublished: true, conversionTable: tinyTable, ...overrides }).returning();
  const [section] = await db.insert(examSections).values({ testId: test!.id, title: 'Passage', sortOrder: 0, passageHtml: '<p>Text.</p>' }).returning();
  const [group] = await db.insert(examQuestionGroups).values({ sectionId: section!.id, instructions: 'Write ONE WORD.' }).returning();
  const questionIds: number[] = [];
  for (const number of [1, 2]) {
    const [question] = await db.insert(examQuestions).values({ groupId: group!.id, number, numbers: [number], type: 'short-answer', content: { prompt: `Q${number}` }, answerKey: { answer: `a${number}` }, sortOrder: number }).returning();
    questionIds.push(question!.id);
  }
  return { test: test!, questionIds };
}

/** An attempt of `learner` with `right` of its two questions answered right. */
async function answered(testId: number, questionIds: number[], learner: number, right: number) {
  const attempt = await startAttempt({ db }, { userId: learner, testId, mode: 'full' });
  for (const [index, questionId] of questionIds.entries()) {
    await saveAnswer({ db }, { userId: learner, attemptId: attempt.id, questionId, response: index < right ? `a${index + 1}` : 'wrong', clientSeq: index });
  }
  return attempt.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  for (const email of ['one@batch.test', 'two@batch.test', 'three@batch.test']) {
    const [row] = await db.insert(users).values({ kind: 'site', email, fullName: email }).returning({ id: users.id });
    learners.push(row!.id);
  }
}, 60_000);
afterAll(async () => { await handle?.close(); });

describe('submitBatch', () => {
  it('settles each input as a submit on its own would: graded and stored, stored before, missing, another learner’s, another kind', async () => {
    const { test, questionIds } = await buildTest();
    const [a, b, c] = learners as [number, number, number];
    const open1 = await answered(test.id, questionIds, a, 2);
    const open2 = await answered(test.id, questionIds, b, 1);
    const before = await answered(test.id, questionIds, c, 0);
    const earlier = await submitAttemptAlone({ db }, { userId: c, attemptId: before, grade });
    const otherKind = await answered(test.id, questionIds, a, 1);

    const outcomes = await submitBatch(db, [
      { userId: a, attemptId: open1, grade },
      { userId: b, attemptId: open2, grade, kind: 'ielts' },
      { userId: c, attemptId: before, grade },
      { userId: c, attemptId: open1, grade },
      { userId: a, attemptId: otherKind, grade, kind: 'toeic' },
      { userId: a, attemptId: 2_000_000_000, grade },
    ]);
    const values = outcomes.map((outcome) => (outcome.ok ? outcome.value : outcome.error));
    expect(values[0]).toMatchObject({ id: open1, result: { rawScore: 2, maxScore: 2, band: 7 } });
    expect(values[1]).toMatchObject({ id: open2, result: { rawScore: 1, band: 5, questions: [{ response: 'a1', marks: 1 }, { response: 'wrong', marks: 0 }] } });
    expect(values[2]).toEqual(earlier);
    for (const index of [3, 4, 5]) expect((values[index] as DomainError).status).toBe(404);

    const rows = await db.select().from(examAttempts).where(inArray(examAttempts.id, [open1, open2, otherKind]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(open1)).toMatchObject({ rawScore: 2, maxScore: 2, band: 7, scaledScore: null });
    expect(byId.get(open2)!.result).toEqual((values[1] as { result: unknown }).result);
    // The submit of another kind left its attempt open.
    expect(byId.get(otherKind)).toMatchObject({ submittedAt: null, result: null });
    // Every later submit answers the stored result, the same as the batch answered.
    expect(await submitAttempt({ db }, { userId: b, attemptId: open2, grade: () => ({ marks: 0, maxMarks: 9 }) })).toEqual(values[1]);
  });

  it('fails only the faulty submit when grading one of the batch throws, and stores nothing for it', async () => {
    const { test, questionIds } = await buildTest();
    const { test: broken, questionIds: brokenQuestions } = await buildTest({ conversionTable: { kind: 'toeic-scaled', section: 'reading', maxRaw: 2, rows: [{ minRaw: 0, score: 5 }] } });
    const [a, b] = learners as [number, number];
    const good = await answered(test.id, questionIds, a, 1);
    const bad = await answered(broken.id, brokenQuestions, b, 1);
    const [goodOutcome, badOutcome] = await submitBatch(db, [{ userId: a, attemptId: good, grade }, { userId: b, attemptId: bad, grade }]);
    expect(goodOutcome).toMatchObject({ ok: true, value: { result: { rawScore: 1, band: 5 } } });
    expect(badOutcome!.ok ? undefined : (badOutcome!.error as DomainError).status).toBe(409);
    const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, bad));
    expect(row).toMatchObject({ submittedAt: null, result: null });
  });

  it('grades once when many learners and duplicates submit together through submitAttempt', async () => {
    const { test, questionIds } = await buildTest();
    const attempts = await Promise.all(learners.map((learner, index) => answered(test.id, questionIds, learner, index % 3)));
    let calls = 0;
    const counting: GradeFn = (question, response) => ((calls += 1), grade(question, response));
    const submits = attempts.flatMap((attemptId, index) => Array.from({ length: 5 }, () => submitAttempt({ db }, { userId: learners[index]!, attemptId, grade: counting })));
    const results = await Promise.all(submits);
    expect(calls).toBe(attempts.length * questionIds.length);
    for (const [index, result] of results.entries()) expect(result).toEqual(results[index - (index % 5)]);
    expect(results.map((result) => result.result.rawScore)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
  });
});
