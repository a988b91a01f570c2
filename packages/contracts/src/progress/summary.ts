import { z } from 'zod';

const count = z.number().int().nonnegative();
const id = z.number().int().positive();

/**
 * The series of the learner's results over time: an IELTS band per skill (reading and listening
 * from full online tests, writing and speaking from released answers), the TOEIC scaled score per
 * skill and the grammar tests' percent.
 */
export const PROGRESS_SERIES = ['ielts-reading', 'ielts-listening', 'ielts-writing', 'ielts-speaking', 'toeic-reading', 'toeic-listening', 'grammar'] as const;
export type ProgressSeriesKey = (typeof PROGRESS_SERIES)[number];

export const ProgressPointSchema = z.object({
  /** When the result was given (submitted, or released for writing and speaking), ISO 8601. */
  at: z.string(),
  value: z.number(),
  /** The attempt id (tests) or the submission id (writing, speaking), for its review. */
  refId: id,
});

export const ProgressSeriesSchema = z.object({
  key: z.enum(PROGRESS_SERIES),
  /** `band` 0–9, `scaled` 5–495 (TOEIC, per skill), `percent` 0–100. */
  measure: z.enum(['band', 'scaled', 'percent']),
  /** Oldest first; at most the last 50 results. */
  points: z.array(ProgressPointSchema),
});

/** The marks of the learner's submitted test answers, by question type (`true-false-not-given`, …). */
export const TypeAccuracySchema = z.object({
  type: z.string(),
  /** Questions answered (or left unanswered) in submitted attempts. */
  questions: count,
  marks: count,
  maxMarks: count,
  /** marks / maxMarks × 100, rounded to one decimal; null when maxMarks is 0. */
  percent: z.number().nullable(),
});

export const StreakSchema = z.object({
  /** Consecutive days with any activity ending today, or yesterday while today has none yet. */
  current: count,
  longest: count,
  activeToday: z.boolean(),
  /** Days with any activity among the last 30 (today included). */
  daysActiveLast30: count,
  /** The learner's today (YYYY-MM-DD) in their time zone. */
  today: z.string(),
  /** The offset used for days: the learner's flashcard setting, else 0 (UTC). */
  utcOffsetMinutes: z.number().int(),
  /** The active days (YYYY-MM-DD, the learner's days) of the last 35 days, oldest first, for the calendar. */
  recentDays: z.array(z.string()),
});

export const ContinueItemsSchema = z.object({
  /** The open (not submitted) online test attempt started last. */
  attempt: z
    .object({ attemptId: id, testId: id, testName: z.string(), kind: z.enum(['ielts', 'toeic', 'grammar']), skill: z.enum(['reading', 'listening', 'grammar']), startedAt: z.string(), deadlineAt: z.string().nullable() })
    .nullable(),
  /** The reading passage opened last and not completed, else the next passage of that lesson. */
  reading: z.object({ passageId: id, title: z.string(), lessonName: z.string(), isNext: z.boolean() }).nullable(),
  /** The video watched last and not finished. */
  video: z.object({ videoId: id, title: z.string(), positionSeconds: z.number(), durationSeconds: z.number().nullable() }).nullable(),
  /** Flashcards due now over every list (null when none); `wordListId`: the list with the most. */
  flashcards: z.object({ dueCount: count, wordListId: id, wordListTitle: z.string() }).nullable(),
  /** The writing answer saved last and not sent. */
  writingDraft: z.object({ submissionId: id, writingId: id, title: z.string(), task: z.enum(['task1', 'task2']), wordCount: count, updatedAt: z.string() }).nullable(),
});

/** How much of each kind the learner has done (all time). */
export const ProgressCountsSchema = z.object({
  tests: count,
  passages: count,
  flashcardReviews: count,
  writing: count,
  speaking: count,
  videos: count,
});

/** `GET Progress/getSummary` (learner): the streak, the charts' data and what to continue. Only the caller's own. */
export const ProgressSummarySchema = z.object({
  streak: StreakSchema,
  counts: ProgressCountsSchema,
  series: z.array(ProgressSeriesSchema),
  accuracyByType: z.array(TypeAccuracySchema),
  continue: ContinueItemsSchema,
});

export type ProgressPoint = z.infer<typeof ProgressPointSchema>;
export type ProgressSeries = z.infer<typeof ProgressSeriesSchema>;
export type TypeAccuracy = z.infer<typeof TypeAccuracySchema>;
export type Streak = z.infer<typeof StreakSchema>;
export type ContinueItems = z.infer<typeof ContinueItemsSchema>;
export type ProgressCounts = z.infer<typeof ProgressCountsSchema>;
export type ProgressSummary = z.infer<typeof ProgressSummarySchema>;
