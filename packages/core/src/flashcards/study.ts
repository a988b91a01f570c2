import type { FlashcardSettings, ResetFlashcardResult, ReviewBody, ReviewResult, StartStudyBody, StudyBatch, StudyCounts, StudyQuery, StudySession } from '@lexam/contracts';
import { and, asc, count, eq, gt, gte, inArray, isNull, lte, notInArray, sql, tables, type Database } from '@lexam/db';
import { State } from 'ts-fsrs';
import { badRequest, conflict, notFound } from '../errors';
import { loadOwnList } from './access';
import { cardsOf, toFlashWords } from './cards';
import { cardColumns, GRADE_OF, memoryOf, nextIntervals, schedulerFor, toFsrsCard } from './scheduler';
import { dayStart, getFlashcardSettings } from './settings';

const { words, flashcardCards: cards, flashcardReviews: reviews, flashcardSessions: sessions } = tables;
/** Learning steps due this soon are shown now when nothing else is left (Anki's learn-ahead limit). */
const LEARN_AHEAD_MS = 20 * 60_000;

/** New cards the learner started today, on every list (each first answer of a new card, in the review log). */
async function newStartedToday(db: Database, userId: number, settings: FlashcardSettings, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.state, State.New), gte(reviews.review, dayStart(now, settings.utcOffsetMinutes))));
  return row?.value ?? 0;
}

async function studyCounts(db: Database, userId: number, wordListId: number, settings: FlashcardSettings, now: Date): Promise<StudyCounts> {
  const [[row], started] = await Promise.all([
    db
      .select({
        words: sql<number>`count(*)::int`,
        studied: sql<number>`count(${cards.wordId})::int`,
        due: sql<number>`(count(*) filter (where ${cards.due} <= ${now.toISOString()}::timestamptz))::int`,
      })
      .from(words)
      .leftJoin(cards, and(eq(cards.wordId, words.id), eq(cards.userId, userId)))
      .where(eq(words.wordListId, wordListId)),
    newStartedToday(db, userId, settings, now),
  ]);
  const unstudied = (row?.words ?? 0) - (row?.studied ?? 0);
  return { due: row?.due ?? 0, newToday: Math.max(0, Math.min(unstudied, settings.newCardsPerDay - started)), newStartedToday: started, newCardsPerDay: settings.newCardsPerDay, unstudied };
}

/** `PUT FlashCard/startStudy`: opens a session on one of the learner's lists. */
export async function startStudy(db: Database, userId: number, body: StartStudyBody, now = new Date()): Promise<StudySession> {
  await loadOwnList(db, userId, body.wordListId);
  const settings = await getFlashcardSettings(db, userId);
  const [session] = await db.insert(sessions).values({ userId, wordListId: body.wordListId, startedAt: now }).returning();
  return { sessionId: session!.id, wordListId: body.wordListId, startedAt: session!.startedAt.toISOString(), settings, counts: await studyCounts(db, userId, body.wordListId, settings, now) };
}

/**
 * `FlashCard/getStudyBy`: the cards due now (oldest first), then new cards up to what is left of the
 * day's limit, then learning steps due within 20 minutes; each with the interval of every answer.
 */
export async function getStudyBatch(db: Database, userId: number, query: StudyQuery, now = new Date()): Promise<StudyBatch> {
  await loadOwnList(db, userId, query.wordListId);
  const settings = await getFlashcardSettings(db, userId);
  const counts = await studyCounts(db, userId, query.wordListId, settings, now);
  const ofList = and(eq(cards.userId, userId), sql`${cards.wordId} in (select ${words.id} from ${words} where ${words.wordListId} = ${query.wordListId})`);
  const due = await db.select().from(cards).where(and(ofList, lte(cards.due, now))).orderBy(asc(cards.due)).limit(query.limit);
  const newLimit = Math.min(counts.newToday, query.limit - due.length);
  const fresh =
    newLimit > 0
      ? await db
          .select({ id: words.id })
          .from(words)
          .leftJoin(cards, and(eq(cards.wordId, words.id), eq(cards.userId, userId)))
          .where(and(eq(words.wordListId, query.wordListId), isNull(cards.wordId)))
          .orderBy(asc(words.sortOrder), asc(words.id))
          .limit(newLimit)
      : [];
  const aheadLimit = query.limit - due.length - fresh.length;
  const ahead =
    aheadLimit > 0
      ? await db
          .select()
          .from(cards)
          .where(and(ofList, gt(cards.due, now), lte(cards.due, new Date(now.getTime() + LEARN_AHEAD_MS)), inArray(cards.state, [State.Learning, State.Relearning])))
          .orderBy(asc(cards.due))
          .limit(aheadLimit)
      : [];
  const order = [...due.map((card) => card.wordId), ...fresh.map((word) => word.id), ...ahead.map((card) => card.wordId)];
  const rows = order.length > 0 ? await db.select().from(words).where(inArray(words.id, order)) : [];
  const byId = new Map((await toFlashWords(db, userId, rows, query.lang)).map((word) => [word.id, word]));
  const cardRows = new Map([...due, ...ahead].map((card) => [card.wordId, card]));
  const scheduler = schedulerFor(settings.desiredRetention);
  const [next] = await db
    .select({ due: sql<string | null>`min(${cards.due})` })
    .from(cards)
    .where(and(ofList, order.length > 0 ? notInArray(cards.wordId, order) : undefined));
  return {
    wordListId: query.wordListId,
    now: now.toISOString(),
    cards: order.map((wordId) => {
      const card = cardRows.get(wordId);
      return { word: byId.get(wordId)!, memory: memoryOf(card), isNew: !card, intervals: nextIntervals(scheduler, toFsrsCard(card, now), now) };
    }),
    counts,
    nextDueAt: next?.due ? new Date(next.due).toISOString() : null,
    settings,
  };
}

/**
 * `POST FlashCard/review`: schedules the answer with FSRS, appends it to the review log and stores
 * the card's new state, in one transaction. A new card past the day's limit is refused (409).
 */
export async function reviewCard(db: Database, userId: number, body: ReviewBody, now = new Date()): Promise<ReviewResult> {
  await loadOwnList(db, userId, body.wordListId);
  const [word] = await db.select({ id: words.id }).from(words).where(and(eq(words.id, body.wordId), eq(words.wordListId, body.wordListId))).limit(1);
  if (!word) throw notFound(`There is no word ${body.wordId} in word list ${body.wordListId}.`);
  if (body.sessionId !== undefined) {
    const [session] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, body.sessionId), eq(sessions.userId, userId), eq(sessions.wordListId, body.wordListId))).limit(1);
    if (!session) throw badRequest('This study session is not yours or not on this list.', [{ field: 'body.sessionId', message: `There is no session ${body.sessionId} on this list.` }]);
  }
  const settings = await getFlashcardSettings(db, userId);
  const existing = (await cardsOf(db, userId, [body.wordId])).get(body.wordId);
  if (!existing && (await newStartedToday(db, userId, settings, now)) >= settings.newCardsPerDay) {
    throw conflict(`You have started your ${settings.newCardsPerDay} new cards for today: come back tomorrow, or raise the daily limit in the settings.`);
  }
  const scheduler = schedulerFor(settings.desiredRetention);
  const { card, log } = scheduler.next(toFsrsCard(existing, now), now, GRADE_OF[body.rating]);
  const columns = cardColumns(card);
  const [stored] = await db.transaction(async (tx) => {
    await tx.insert(reviews).values({
      userId,
      wordId: body.wordId,
      wordListId: body.wordListId,
      sessionId: body.sessionId ?? null,
      rating: log.rating,
      state: log.state,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      review: log.review,
      durationMs: body.durationMs ?? null,
    });
    return tx
      .insert(cards)
      .values({ userId, wordId: body.wordId, ...columns })
      .onConflictDoUpdate({ target: [cards.userId, cards.wordId], set: { ...columns, updatedAt: now } })
      .returning();
  });
  return {
    wordId: body.wordId,
    rating: body.rating,
    memory: memoryOf(stored),
    intervals: nextIntervals(scheduler, card, now),
    counts: await studyCounts(db, userId, body.wordListId, settings, now),
  };
}

/**
 * `POST FlashCard/resetFlashcard`: the learner's cards of the list are deleted (its words are new
 * again); their review log is kept, marked with the reset time, so the statistics still show the
 * work done and a recomputation of the schedule starts after the reset.
 */
export async function resetFlashcards(db: Database, userId: number, wordListId: number, now = new Date()): Promise<ResetFlashcardResult> {
  await loadOwnList(db, userId, wordListId);
  const ofList = sql`${cards.wordId} in (select ${words.id} from ${words} where ${words.wordListId} = ${wordListId})`;
  const deleted = await db.transaction(async (tx) => {
    await tx.update(reviews).set({ resetAt: now }).where(and(eq(reviews.userId, userId), eq(reviews.wordListId, wordListId), isNull(reviews.resetAt)));
    return tx.delete(cards).where(and(eq(cards.userId, userId), ofList)).returning({ wordId: cards.wordId });
  });
  return { wordListId, cardsReset: deleted.length };
}

