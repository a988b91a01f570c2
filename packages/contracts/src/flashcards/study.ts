import { z } from 'zod';
import { ContentLanguageSchema } from '../catalogue/course-index';
import { CardStateNameSchema, FlashWordSchema, rowId, WordListIdQuerySchema } from './word-lists';

/**
 * Studying a list with FSRS-6 (ts-fsrs): `PUT FlashCard/startStudy`, `GET FlashCard/getStudyBy`,
 * `POST FlashCard/resetFlashcard`, and our own `POST FlashCard/review` (answer a card),
 * `GET|PUT FlashCard/settings` (the learner's desired retention and daily new cards) and
 * `GET FlashCard/getStats` (the charts). Only the learner's own lists are studied.
 */

const isoTime = z.string().describe('ISO 8601 time');

/** The four answers of a study card, in FSRS's order (1–4 on the keyboard). */
export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const RatingSchema = z.enum(RATINGS, { error: 'The answer is one of again, hard, good, easy.' });

export const DESIRED_RETENTION = { min: 0.7, max: 0.99, default: 0.9, warnAbove: 0.97 } as const;
export const NEW_CARDS_PER_DAY = { min: 0, max: 500, default: 20 } as const;

/** The learner's study settings. The day's new cards are counted from local midnight (`utcOffsetMinutes`). */
export const FlashcardSettingsSchema = z.object({
  desiredRetention: z.number(),
  newCardsPerDay: z.number().int(),
  /** The learner's offset from UTC in minutes (UTC+7: 420): where their day starts. */
  utcOffsetMinutes: z.number().int(),
});
/** `PUT FlashCard/settings`: only what is sent changes. Retention above 0.97 is allowed (the screen warns). */
export const UpdateFlashcardSettingsBodySchema = z.strictObject({
  desiredRetention: z
    .number()
    .min(DESIRED_RETENTION.min, `Desired retention is between ${DESIRED_RETENTION.min} and ${DESIRED_RETENTION.max}.`)
    .max(DESIRED_RETENTION.max, `Desired retention is between ${DESIRED_RETENTION.min} and ${DESIRED_RETENTION.max}.`)
    .optional(),
  newCardsPerDay: z.number().int('A whole number.').min(NEW_CARDS_PER_DAY.min).max(NEW_CARDS_PER_DAY.max, `At most ${NEW_CARDS_PER_DAY.max} new cards a day.`).optional(),
  utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
});

/** A card's FSRS memory: null stability and difficulty before the first answer. */
export const CardMemorySchema = z.object({
  state: CardStateNameSchema,
  due: isoTime.nullable(),
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: isoTime.nullable(),
});

/** What pressing one answer would do: the card's next due time and the wait until then. */
export const NextIntervalSchema = z.object({ due: isoTime, seconds: z.number().int() });
/** The next interval of each answer, shown on its button before it is pressed. */
export const NextIntervalsSchema = z.object({ again: NextIntervalSchema, hard: NextIntervalSchema, good: NextIntervalSchema, easy: NextIntervalSchema });

export const StudyCardSchema = z.object({
  word: FlashWordSchema,
  memory: CardMemorySchema,
  /** A new card (never answered): counts against the daily new-card limit when answered. */
  isNew: z.boolean(),
  intervals: NextIntervalsSchema,
});

/** How much of today's study is left on a list. */
export const StudyCountsSchema = z.object({
  /** Cards due now (learning and relearning first, then reviews). */
  due: z.number().int(),
  /** New cards the learner may still start today (all lists), at most the list's unstudied words. */
  newToday: z.number().int(),
  /** New cards started today (all lists) and the daily limit. */
  newStartedToday: z.number().int(),
  newCardsPerDay: z.number().int(),
  /** Words of the list never studied. */
  unstudied: z.number().int(),
});

/** `PUT FlashCard/startStudy { wordListId }`: opens a study session on one of the learner's lists. */
export const StartStudyBodySchema = z.strictObject({ wordListId: rowId });
export const StudySessionSchema = z.object({
  sessionId: z.number().int(),
  wordListId: z.number().int(),
  startedAt: isoTime,
  settings: FlashcardSettingsSchema,
  counts: StudyCountsSchema,
});

/** `GET FlashCard/getStudyBy?wordListId&limit&lang`: the cards to study now, due ones first, then new ones. */
export const StudyQuerySchema = WordListIdQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  lang: ContentLanguageSchema.optional(),
});
export const StudyBatchSchema = z.object({
  wordListId: z.number().int(),
  now: isoTime,
  cards: z.array(StudyCardSchema),
  counts: StudyCountsSchema,
  /** When the next card not in `cards` falls due (a learning step later today, or tomorrow's review); null when none. */
  nextDueAt: isoTime.nullable(),
  settings: FlashcardSettingsSchema,
});

/** `POST FlashCard/review`: the learner's answer to one card, stored in the review log with the new card state. */
export const ReviewBodySchema = z.strictObject({
  wordListId: rowId,
  wordId: rowId,
  rating: RatingSchema,
  /** The session of `startStudy`, when there is one. */
  sessionId: rowId.optional(),
  /** How long the learner looked at the card before answering, in milliseconds. */
  durationMs: z.number().int().min(0).max(3_600_000).optional(),
});
export const ReviewResultSchema = z.object({
  wordId: z.number().int(),
  rating: RatingSchema,
  memory: CardMemorySchema,
  /** The answers' intervals from the new state (the card's next showing). */
  intervals: NextIntervalsSchema,
  counts: StudyCountsSchema,
});

/** `POST FlashCard/resetFlashcard { wordListId }`: forgets the learner's cards of the list; their review log is kept, marked reset. */
export const ResetFlashcardBodySchema = z.strictObject({ wordListId: rowId });
export const ResetFlashcardResultSchema = z.object({ wordListId: z.number().int(), cardsReset: z.number().int() });

/** `GET FlashCard/getStats?wordListId&days`: the charts of a list. Days are the learner's local days, `yyyy-MM-dd`. */
export const StatsQuerySchema = WordListIdQuerySchema.extend({ days: z.coerce.number().int().min(7).max(365).default(30) });
export const StatsSchema = z.object({
  wordListId: z.number().int(),
  /**
   * One entry per day of the last `days` days, oldest first, zeros included: every answer by button,
   * and the day's full reviews (of learnt cards, not a new or forgotten card's short-term steps) with
   * how many of them were not answered Again.
   */
  reviewsPerDay: z.array(
    z.object({ date: z.string(), again: z.number().int(), hard: z.number().int(), good: z.number().int(), easy: z.number().int(), total: z.number().int(), fullReviews: z.number().int(), fullPassed: z.number().int() }),
  ),
  /** Share of the full reviews not answered Again; null when there were none. */
  retention: z.object({ reviews: z.number().int(), passed: z.number().int(), rate: z.number().nullable() }),
  /** Cards due on each of the next 14 days, today first (today counts what is already overdue). */
  dueNext14Days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  cardsByState: z.object({ new: z.number().int(), learning: z.number().int(), review: z.number().int(), relearning: z.number().int() }),
});

export type Rating = z.infer<typeof RatingSchema>;
export type FlashcardSettings = z.infer<typeof FlashcardSettingsSchema>;
export type UpdateFlashcardSettingsBody = z.infer<typeof UpdateFlashcardSettingsBodySchema>;
export type CardMemory = z.infer<typeof CardMemorySchema>;
export type NextInterval = z.infer<typeof NextIntervalSchema>;
export type NextIntervals = z.infer<typeof NextIntervalsSchema>;
export type StudyCard = z.infer<typeof StudyCardSchema>;
export type StudyCounts = z.infer<typeof StudyCountsSchema>;
export type StartStudyBody = z.infer<typeof StartStudyBodySchema>;
export type StudySession = z.infer<typeof StudySessionSchema>;
export type StudyQuery = z.infer<typeof StudyQuerySchema>;
export type StudyBatch = z.infer<typeof StudyBatchSchema>;
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
export type ResetFlashcardBody = z.infer<typeof ResetFlashcardBodySchema>;
export type ResetFlashcardResult = z.infer<typeof ResetFlashcardResultSchema>;
export type StatsQuery = z.infer<typeof StatsQuerySchema>;
export type FlashcardStats = z.infer<typeof StatsSchema>;
