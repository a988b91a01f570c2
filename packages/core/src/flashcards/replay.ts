import { and, asc, eq, isNull, tables, type Database } from '@lexam/db';
import { createEmptyCard, type Card, type Grade } from 'ts-fsrs';
import { schedulerFor } from './scheduler';
import { getFlashcardSettings } from './settings';

const { flashcardReviews: reviews } = tables;

/**
 * Recomputes a learner's card of a word from the review log alone: the answers since the last
 * reset, in order, replayed through FSRS with the learner's desired retention (as it is now). Null
 * when the word has no answer since the last reset. This is what the append-only log is kept for
 * (new FSRS weights, a changed retention, a repaired card).
 */
export async function replayCard(db: Database, userId: number, wordId: number): Promise<Card | null> {
  const log = await db
    .select({ rating: reviews.rating, review: reviews.review })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.wordId, wordId), isNull(reviews.resetAt)))
    .orderBy(asc(reviews.review), asc(reviews.id));
  if (log.length === 0) return null;
  const scheduler = schedulerFor((await getFlashcardSettings(db, userId)).desiredRetention);
  let card = createEmptyCard(log[0]!.review);
  for (const entry of log) card = scheduler.next(card, entry.review, entry.rating as Grade).card;
  return card;
}
