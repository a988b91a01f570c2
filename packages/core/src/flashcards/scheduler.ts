import type { CardMemory, NextIntervals, Rating as RatingName } from '@lexam/contracts';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { STATE_NAMES, type CardRow } from './cards';

/**
 * FSRS-6 as ts-fsrs schedules it: the default weights, the learner's desired retention, short-term
 * (re)learning steps for same-day repeats (1m, 10m; relearning 10m), and no fuzz, so the interval a
 * button shows is the one its answer gives.
 */
const schedulers = new Map<number, FSRS>();
export function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: desiredRetention, enable_fuzz: false, enable_short_term: true }));
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

export const GRADE_OF: Record<RatingName, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** A stored card as ts-fsrs reads it; a word never answered is a new card. */
export function toFsrsCard(row: CardRow | undefined, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** The columns of a card row from a ts-fsrs card. */
export function cardColumns(card: Card) {
  return {
    state: card.state as number,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
  };
}

export function memoryOf(row: CardRow | undefined): CardMemory {
  if (!row) return { state: 'new', due: null, stability: null, difficulty: null, reps: 0, lapses: 0, lastReview: null };
  return {
    state: STATE_NAMES[row.state] ?? 'new',
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

/** What each answer would do now: the next due time and the wait in seconds. */
export function nextIntervals(scheduler: FSRS, card: Card, now: Date): NextIntervals {
  const preview = scheduler.repeat(card, now);
  const of = (grade: Grade) => {
    const due = preview[grade].card.due;
    return { due: due.toISOString(), seconds: Math.max(0, Math.round((due.getTime() - now.getTime()) / 1000)) };
  };
  return { again: of(Rating.Again), hard: of(Rating.Hard), good: of(Rating.Good), easy: of(Rating.Easy) };
}
