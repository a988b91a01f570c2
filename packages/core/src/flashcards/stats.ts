import type { FlashcardStats, StatsQuery } from '@lexam/contracts';
import { and, eq, gte, sql, tables, type Database } from '@lexam/db';
import { loadReadableList } from './access';
import { dayStart, getFlashcardSettings, localDate } from './settings';

const { words, flashcardCards: cards, flashcardReviews: reviews } = tables;
const DAY = 86_400_000;
const REVIEW_STATE = 2;

/**
 * `GET FlashCard/getStats`: on the learner's local days, the reviews of each of the last `days`
 * days by answer (reviews set aside by a reset included: the work was done), the retention (the
 * share of full reviews not answered Again: a card in its review state; the short-term steps of a
 * new or forgotten card the same day are not full reviews), and the cards due on each of the next
 * 14 days (overdue ones count today).
 */
export async function getFlashcardStats(db: Database, userId: number, query: StatsQuery, now = new Date()): Promise<FlashcardStats> {
  await loadReadableList(db, userId, query.wordListId);
  const { utcOffsetMinutes } = await getFlashcardSettings(db, userId);
  const today = dayStart(now, utcOffsetMinutes);
  const from = new Date(today.getTime() - (query.days - 1) * DAY);
  // The offset is a whole number (validated), written into the SQL so that the grouped expression is one.
  const localDay = sql<string>`to_char((${reviews.review} at time zone 'UTC') + interval '${sql.raw(String(Math.trunc(utcOffsetMinutes)))} minutes', 'YYYY-MM-DD')`;
  const [perDay, cardRows, [wordTotal]] = await Promise.all([
    db
      .select({ date: localDay, rating: reviews.rating, state: reviews.state, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.wordListId, query.wordListId), gte(reviews.review, from)))
      .groupBy(localDay, reviews.rating, reviews.state),
    db
      .select({ state: cards.state, due: cards.due })
      .from(cards)
      .innerJoin(words, eq(words.id, cards.wordId))
      .where(and(eq(cards.userId, userId), eq(words.wordListId, query.wordListId))),
    db.select({ value: sql<number>`count(*)::int` }).from(words).where(eq(words.wordListId, query.wordListId)),
  ]);

  const days = Array.from({ length: query.days }, (_, index) => ({ date: localDate(new Date(from.getTime() + index * DAY), utcOffsetMinutes), again: 0, hard: 0, good: 0, easy: 0, total: 0, fullReviews: 0, fullPassed: 0 }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const names = ['again', 'hard', 'good', 'easy'] as const;
  for (const row of perDay) {
    const day = byDate.get(row.date);
    const name = names[row.rating - 1];
    if (!day || !name) continue;
    // The log keeps the card's state before the answer (ts-fsrs): 2 is a review of a learnt card.
    if (row.state === REVIEW_STATE) {
      day.fullReviews += row.count;
      if (name !== 'again') day.fullPassed += row.count;
    }
    day[name] += row.count;
    day.total += row.count;
  }

  const reviewed = days.reduce((sum, day) => sum + day.fullReviews, 0);
  const passed = days.reduce((sum, day) => sum + day.fullPassed, 0);

  const due = Array.from({ length: 14 }, (_, index) => ({ date: localDate(new Date(today.getTime() + index * DAY), utcOffsetMinutes), count: 0 }));
  const byState = { new: 0, learning: 0, review: 0, relearning: 0 };
  const stateNames = ['new', 'learning', 'review', 'relearning'] as const;
  for (const card of cardRows) {
    byState[stateNames[card.state] ?? 'new'] += 1;
    const index = Math.max(0, Math.floor((card.due.getTime() - today.getTime()) / DAY));
    if (index < 14) due[index]!.count += 1;
  }
  byState.new += (wordTotal?.value ?? 0) - cardRows.length;

  return {
    wordListId: query.wordListId,
    reviewsPerDay: days,
    retention: { reviews: reviewed, passed, rate: reviewed === 0 ? null : passed / reviewed },
    dueNext14Days: due,
    cardsByState: byState,
  };
}
