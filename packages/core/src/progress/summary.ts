import type { ProgressSummary } from '@lexam/contracts';
import type { Database } from '@lexam/db';
import { getFlashcardSettings } from '../flashcards/settings';
import { accuracyByType, progressCounts, resultSeries } from './summary-charts';
import { continueItems } from './summary-continue';
import { activeLocalDays } from './summary-days';
import { computeStreak } from './summary-streak';

/**
 * `GET Progress/getSummary`: the signed-in learner's streak (on their days: the UTC offset of their
 * flashcard settings, else UTC), counts, results over time, accuracy by question type and what to
 * continue. Everything is read for `userId` only.
 */
export async function getProgressSummary(db: Database, userId: number, now = new Date()): Promise<ProgressSummary> {
  const { utcOffsetMinutes } = await getFlashcardSettings(db, userId);
  const [days, counts, series, accuracy, items] = await Promise.all([
    activeLocalDays(db, userId, utcOffsetMinutes),
    progressCounts(db, userId),
    resultSeries(db, userId),
    accuracyByType(db, userId),
    continueItems(db, userId, now),
  ]);
  return { streak: computeStreak(days, now, utcOffsetMinutes), counts, series, accuracyByType: accuracy, continue: items };
}
export { computeStreak, groupAccuracy, localDay } from './summary-streak';
