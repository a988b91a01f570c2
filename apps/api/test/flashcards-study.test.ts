import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlashcardSettingsSchema, ProblemSchema, ResetFlashcardResultSchema, ReviewResultSchema, StatsSchema, StudyBatchSchema, StudySessionSchema } from '@lexam/contracts';
import { getFlashcardStats, getStudyBatch, replayCard, reviewCard } from '@lexam/core';
import { and, eq, tables, type Database } from '@lexam/db';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import { buildTestApp, type TestContext } from './helpers';
import { otherLearnerHeaders } from './support/exam';

const { wordLists, words, flashcardCards, flashcardReviews, users } = tables;
type Headers = { authorization: string };

describe('studying a word list with FSRS', () => {
  let ctx: TestContext;
  let db: Database;
  let carla: Headers;
  let carlaId: number;
  let list: number;
  let wordIds: number[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers: carla, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    carla = await otherLearnerHeaders(ctx.app, 'carla@example.com');
    carlaId = (await db.select().from(users).where(eq(users.email, 'carla@example.com')))[0]!.id;
    list = (await db.insert(wordLists).values({ ownerId: carlaId, title: 'Carla’s words' }).returning())[0]!.id;
    const rows = await db
      .insert(words)
      .values(Array.from({ length: 8 }, (_, index) => ({ wordListId: list, term: `word${index + 1}`, meaning: `meaning ${index + 1}`, sortOrder: index + 1 })))
      .returning({ id: words.id });
    wordIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers the default settings and refuses a retention outside 0.70–0.99', async () => {
    expect(FlashcardSettingsSchema.parse((await call('GET', 'FlashCard/settings')).json())).toEqual({ desiredRetention: 0.9, newCardsPerDay: 20, utcOffsetMinutes: 0 });
    expect((await call('PUT', 'FlashCard/settings', { desiredRetention: 0.69 })).statusCode).toBe(400);
    const high = await call('PUT', 'FlashCard/settings', { desiredRetention: 0.98 });
    expect(FlashcardSettingsSchema.parse(high.json()).desiredRetention).toBe(0.98);
    await call('PUT', 'FlashCard/settings', { desiredRetention: 0.9 });
  });

  it('shows on each button of a new card the interval ts-fsrs gives for it', async () => {
    const session = StudySessionSchema.parse((await call('PUT', 'FlashCard/startStudy', { wordListId: list })).json());
    expect(session.counts).toMatchObject({ due: 0, newToday: 8, unstudied: 8, newCardsPerDay: 20 });
    const batch = StudyBatchSchema.parse((await call('GET', `FlashCard/getStudyBy?wordListId=${list}`)).json());
    expect(batch.cards.map((card) => card.word.id)).toEqual(wordIds);
    expect(batch.cards.every((card) => card.isNew && card.memory.state === 'new')).toBe(true);
    const now = new Date(batch.now);
    const preview = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: true })).repeat(createEmptyCard(now), now);
    const seconds = (card: Card) => Math.round((card.due.getTime() - now.getTime()) / 1000);
    expect(batch.cards[0]!.intervals).toEqual({
      again: { due: preview[Rating.Again].card.due.toISOString(), seconds: seconds(preview[Rating.Again].card) },
      hard: { due: preview[Rating.Hard].card.due.toISOString(), seconds: seconds(preview[Rating.Hard].card) },
      good: { due: preview[Rating.Good].card.due.toISOString(), seconds: seconds(preview[Rating.Good].card) },
      easy: { due: preview[Rating.Easy].card.due.toISOString(), seconds: seconds(preview[Rating.Easy].card) },
    });
    // Same-day repeats follow the short-term steps (minutes), Easy graduates to days.
    expect(batch.cards[0]!.intervals.again.seconds).toBe(60);
    expect(batch.cards[0]!.intervals.good.seconds).toBe(600);
    expect(batch.cards[0]!.intervals.easy.seconds).toBeGreaterThanOrEqual(86_400);

    const answered = await call('POST', 'FlashCard/review', { wordListId: list, wordId: wordIds[0], rating: 'good', sessionId: session.sessionId, durationMs: 2500 });
    expect(answered.statusCode, answered.body).toBe(200);
    const result = ReviewResultSchema.parse(answered.json());
    expect(result.memory).toMatchObject({ state: 'learning', reps: 1, lapses: 0 });
    const [log] = await db.select().from(flashcardReviews).where(eq(flashcardReviews.wordId, wordIds[0]!));
    expect(log).toMatchObject({ userId: carlaId, rating: Rating.Good, state: 0, sessionId: session.sessionId, durationMs: 2500, resetAt: null });
  });

  it('follows ts-fsrs through a run of Good answers, each given when the card falls due', async () => {
    const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: true }));
    const wordId = wordIds[1]!;
    let expected: Card = createEmptyCard(new Date('2026-01-05T08:00:00Z'));
    let now = new Date('2026-01-05T08:00:00Z');
    const intervals: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      const result = await reviewCard(db, carlaId, { wordListId: list, wordId, rating: 'good' }, now);
      expected = scheduler.next(expected, now, Rating.Good).card;
      expect(result.memory.due).toBe(expected.due.toISOString());
      expect(result.memory.stability).toBeCloseTo(expected.stability, 10);
      expect(result.memory.difficulty).toBeCloseTo(expected.difficulty, 10);
      expect(result.memory.reps).toBe(step + 1);
      intervals.push(Math.round((expected.due.getTime() - now.getTime()) / 60_000));
      now = expected.due;
    }
    // Ten minutes of the learning step, then growing intervals in days.
    expect(intervals[0]).toBe(10);
    expect(intervals.slice(1).every((minutes, index, all) => minutes >= 1440 && (index === 0 || minutes > all[index - 1]!))).toBe(true);
    const logs = await db.select().from(flashcardReviews).where(eq(flashcardReviews.wordId, wordId));
    expect(logs).toHaveLength(6);
    // The review log alone gives the same card back.
    const [stored] = await db.select().from(flashcardCards).where(and(eq(flashcardCards.userId, carlaId), eq(flashcardCards.wordId, wordId)));
    const replayed = await replayCard(db, carlaId, wordId);
    expect(replayed!.due.toISOString()).toBe(stored!.due.toISOString());
    expect(replayed!.stability).toBeCloseTo(stored!.stability, 10);
    expect(replayed!.difficulty).toBeCloseTo(stored!.difficulty, 10);
    expect([replayed!.state, replayed!.reps, replayed!.lapses]).toEqual([stored!.state, stored!.reps, stored!.lapses]);
  });

  it('deals new cards up to the daily limit and refuses one more (409)', async () => {
    await call('PUT', 'FlashCard/settings', { newCardsPerDay: 3 });
    // Two new cards were started today (word 1 by the API now, word 2 on 2026-01-05): one is left.
    const batch = StudyBatchSchema.parse((await call('GET', `FlashCard/getStudyBy?wordListId=${list}`)).json());
    expect(batch.counts).toMatchObject({ newStartedToday: 1, newCardsPerDay: 3, newToday: 2 });
    expect(batch.cards.filter((card) => card.isNew).map((card) => card.word.id)).toEqual([wordIds[2], wordIds[3]]);
    for (const wordId of [wordIds[2], wordIds[3]]) expect((await call('POST', 'FlashCard/review', { wordListId: list, wordId, rating: 'again' })).statusCode).toBe(200);
    const refused = await call('POST', 'FlashCard/review', { wordListId: list, wordId: wordIds[4], rating: 'good' });
    expect(refused.statusCode).toBe(409);
    expect(ProblemSchema.parse(refused.json()).title).toMatch(/3 new cards/);
    const after = StudyBatchSchema.parse((await call('GET', `FlashCard/getStudyBy?wordListId=${list}`)).json());
    expect(after.counts.newToday).toBe(0);
    expect(after.cards.some((card) => card.isNew)).toBe(false);
    // The cards answered Again come back within the learn-ahead window, with their short-term steps.
    expect(after.cards.map((card) => card.word.id)).toEqual(expect.arrayContaining([wordIds[2], wordIds[3]]));
    await call('PUT', 'FlashCard/settings', { newCardsPerDay: 20 });
  });

  it('serves the due cards first at a later time, and answers the charts', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const batch = await getStudyBatch(db, carlaId, { wordListId: list, limit: 50 }, later);
    const due = batch.cards.filter((card) => !card.isNew);
    expect(due.map((card) => card.word.id)).toEqual(expect.arrayContaining([wordIds[0], wordIds[2], wordIds[3]]));
    expect(batch.cards.findIndex((card) => card.isNew)).toBe(due.length);

    const statsResponse = await call('GET', `FlashCard/getStats?wordListId=${list}&days=7`);
    expect(statsResponse.statusCode, statsResponse.body).toBe(200);
    const stats = StatsSchema.parse(statsResponse.json());
    expect(stats.reviewsPerDay).toHaveLength(7);
    expect(stats.reviewsPerDay.at(-1)).toMatchObject({ good: 1, again: 2, total: 3 });
    // Today's answers were the first steps of new cards: no full review yet, so no retention.
    expect(stats.retention).toEqual({ reviews: 0, passed: 0, rate: null });
    expect(stats.dueNext14Days).toHaveLength(14);
    // The learning steps fall due within minutes: today, or tomorrow when the test runs just before midnight.
    expect(stats.dueNext14Days[0]!.count + stats.dueNext14Days[1]!.count).toBeGreaterThanOrEqual(3);
    expect(stats.cardsByState).toEqual({ new: 4, learning: 3, review: 1, relearning: 0 });

    // When the learnt card falls due, it is reviewed: a full review, and the retention counts it.
    const [learnt] = await db.select().from(flashcardCards).where(and(eq(flashcardCards.userId, carlaId), eq(flashcardCards.state, 2)));
    const dueTime = new Date(learnt!.due.getTime() + 3_600_000);
    await reviewCard(db, carlaId, { wordListId: list, wordId: learnt!.wordId, rating: 'good' }, dueTime);
    const laterStats = await getFlashcardStats(db, carlaId, { wordListId: list, days: 60 }, dueTime);
    expect(laterStats.retention).toEqual({ reviews: 1, passed: 1, rate: 1 });
    expect(laterStats.reviewsPerDay.at(-1)).toMatchObject({ good: 1, total: 1, fullReviews: 1, fullPassed: 1 });
  });

  it('resets a list’s schedule: cards deleted, review log kept and marked', async () => {
    const logsBefore = await db.select().from(flashcardReviews).where(eq(flashcardReviews.wordListId, list));
    const reset = ResetFlashcardResultSchema.parse((await call('POST', 'FlashCard/resetFlashcard', { wordListId: list })).json());
    expect(reset).toEqual({ wordListId: list, cardsReset: 4 });
    expect(await db.select().from(flashcardCards).where(and(eq(flashcardCards.userId, carlaId)))).toEqual([]);
    const logsAfter = await db.select().from(flashcardReviews).where(eq(flashcardReviews.wordListId, list));
    expect(logsAfter).toHaveLength(logsBefore.length);
    expect(logsAfter.every((log) => log.resetAt !== null)).toBe(true);
    expect(await replayCard(db, carlaId, wordIds[1]!)).toBeNull();
  });
});
