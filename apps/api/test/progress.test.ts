import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgressSummarySchema, type AttemptState, type AttemptSummaryDto, type ProgressSummary } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { correctResponse, demoReadingKeys, demoTestId, otherLearnerHeaders, questionsOf } from './support/exam';

type Headers = { authorization: string };
const DAY = 86_400_000;

describe('Progress/getSummary', () => {
  let ctx: TestContext;
  let db: Database;
  let dana: Headers;
  let danaId: number;
  let eve: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers | Record<string, never>, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const summaryOf = async (headers: Headers): Promise<ProgressSummary> => {
    const response = await call('GET', 'Progress/getSummary', headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProgressSummarySchema.parse(response.json());
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    db = ctx.database.db;
    dana = await otherLearnerHeaders(ctx.app, 'dana-progress@example.com');
    danaId = (await db.select().from(tables.users).where(eq(tables.users.email, 'dana-progress@example.com')))[0]!.id;
    eve = await otherLearnerHeaders(ctx.app, 'eve-progress@example.com');
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('GET', 'Progress/getSummary', {})).statusCode).toBe(401);
  });

  it('is empty for a learner who has done nothing', async () => {
    const summary = await summaryOf(eve);
    expect(summary.streak).toMatchObject({ current: 0, longest: 0, activeToday: false, daysActiveLast30: 0, recentDays: [] });
    expect(summary.counts).toEqual({ tests: 0, passages: 0, flashcardReviews: 0, writing: 0, speaking: 0, videos: 0 });
    expect(summary.series).toEqual([]);
    expect(summary.accuracyByType).toEqual([]);
    expect(summary.continue).toEqual({ attempt: null, reading: null, video: null, flashcards: null, writingDraft: null });
  });

  it('gives the band over time, the accuracy by question type and the open attempt', async () => {
    const testId = await demoTestId(db, 'reading');
    const start = async () => {
      const response = await call('POST', 'OnlineIeltsTest/startOnlineIeltsTest', dana, { testId });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<AttemptSummaryDto>();
    };
    const attempt = await start();
    const state = (await call('GET', `OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`, dana)).json<AttemptState>();
    // The first ten questions right, the rest unanswered.
    const steps = questionsOf(state).slice(0, 10).map((question, index) => ({ clientSeq: index, questionId: question.id, response: correctResponse(question.type, demoReadingKeys.get(question.number)!.key) }));
    expect((await call('POST', 'OnlineIeltsTest/saveAnswers', dana, { attemptId: attempt.id, steps })).statusCode).toBe(200);
    expect((await call('POST', 'OnlineIeltsTest/submitOnlineIeltsTest', dana, { attemptId: attempt.id })).statusCode).toBe(200);
    const open = await start();

    const summary = await summaryOf(dana);
    const [stored] = await db.select().from(tables.examAttempts).where(eq(tables.examAttempts.id, attempt.id));
    expect(summary.series).toEqual([{ key: 'ielts-reading', measure: 'band', points: [{ at: stored!.submittedAt!.toISOString(), value: stored!.band, refId: attempt.id }] }]);
    const questions = questionsOf(state);
    expect(summary.accuracyByType.reduce((sum, row) => sum + row.questions, 0)).toBe(questions.length);
    expect(summary.accuracyByType.reduce((sum, row) => sum + row.marks, 0)).toBe(stored!.rawScore);
    expect(new Set(summary.accuracyByType.map((row) => row.type))).toEqual(new Set(questions.map((question) => question.type)));
    expect(summary.continue.attempt).toMatchObject({ attemptId: open.id, testId, kind: 'ielts', skill: 'reading' });
    expect(summary.counts.tests).toBe(1);
    expect(summary.streak).toMatchObject({ current: 1, activeToday: true, daysActiveLast30: 1 });
  });

  it('counts the streak on the learner’s days, and keeps yesterday’s run while today is still empty', async () => {
    const [list] = await db.insert(tables.wordLists).values({ ownerId: danaId, title: 'Dana’s words' }).returning();
    const rows = await db.insert(tables.words).values([1, 2, 3].map((index) => ({ wordListId: list!.id, term: `term${index}`, meaning: `meaning ${index}` }))).returning();
    // Delete today's test activity so that the streak reads only the reviews placed below.
    await db.delete(tables.examAttempts).where(eq(tables.examAttempts.userId, danaId));
    const now = Date.now();
    const review = (daysAgo: number, wordId: number) => ({ userId: danaId, wordId, wordListId: list!.id, rating: 3, state: 0, due: new Date(now), stability: 1, difficulty: 5, review: new Date(now - daysAgo * DAY) });
    await db.insert(tables.flashcardReviews).values([review(1, rows[0]!.id), review(2, rows[1]!.id), review(3, rows[2]!.id), review(6, rows[0]!.id), review(7, rows[0]!.id)]);
    // Two cards due now, one tomorrow.
    const card = (wordId: number, due: number) => ({ userId: danaId, wordId, state: 2, due: new Date(due), stability: 3, difficulty: 5, reps: 1 });
    await db.insert(tables.flashcardCards).values([card(rows[0]!.id, now - 60_000), card(rows[1]!.id, now - 3_600_000), card(rows[2]!.id, now + DAY)]);

    const summary = await summaryOf(dana);
    expect(summary.streak).toMatchObject({ current: 3, longest: 3, activeToday: false, daysActiveLast30: 5, utcOffsetMinutes: 0 });
    expect(summary.continue.flashcards).toEqual({ dueCount: 2, wordListId: list!.id, wordListTitle: 'Dana’s words' });
    expect(summary.counts.flashcardReviews).toBe(5);
    expect(summary.continue.attempt).toBeNull();

    // A learner twelve hours ahead of UTC: the days move with the offset.
    await db.insert(tables.flashcardSettings).values({ userId: danaId, utcOffsetMinutes: 720 });
    const shifted = await summaryOf(dana);
    expect(shifted.streak.utcOffsetMinutes).toBe(720);
    expect(shifted.streak.today).toBe(new Date(now + 720 * 60_000).toISOString().slice(0, 10));
  });

  it('offers the writing draft, the unfinished video and the next passage of the lesson', async () => {
    const [prompt] = await db.select().from(tables.writingPrompts).where(eq(tables.writingPrompts.isPublished, true)).limit(1);
    const [draft] = await db.insert(tables.practiceSubmissions).values({ userId: danaId, kind: 'writing', writingPromptId: prompt!.id, status: 'draft', answerText: 'Some words', wordCount: 2 }).returning();
    const [video] = await db.select().from(tables.videos).where(eq(tables.videos.isPublished, true)).limit(1);
    if (video) await db.insert(tables.videoProgress).values({ userId: danaId, videoId: video.id, positionSeconds: 5, durationSeconds: 24, watched: [[0, 5]], watchedSeconds: 5 });
    const passages = await db.select().from(tables.coursePassages).where(eq(tables.coursePassages.isPublished, true)).orderBy(tables.coursePassages.lessonId, tables.coursePassages.sortOrder, tables.coursePassages.id);
    const first = passages[0]!;
    const next = passages.find((passage) => passage.lessonId === first.lessonId && passage.id !== first.id);
    await db.insert(tables.passageProgress).values({ userId: danaId, passageId: first.id, practiceMarks: 1, practiceMaxMarks: 2, completedAt: new Date() });

    const summary = await summaryOf(dana);
    expect(summary.continue.writingDraft).toMatchObject({ submissionId: draft!.id, writingId: prompt!.id, title: prompt!.title, wordCount: 2 });
    if (video) expect(summary.continue.video).toMatchObject({ videoId: video.id, positionSeconds: 5 });
    if (next) expect(summary.continue.reading).toMatchObject({ passageId: next.id, isNext: true });
    expect(summary.counts.passages).toBe(1);
  });

  it('shows a learner only their own', async () => {
    const summary = await summaryOf(eve);
    expect(summary.counts).toEqual({ tests: 0, passages: 0, flashcardReviews: 0, writing: 0, speaking: 0, videos: 0 });
    expect(summary.continue).toEqual({ attempt: null, reading: null, video: null, flashcards: null, writingDraft: null });
    expect(summary.series).toEqual([]);
  });
});
