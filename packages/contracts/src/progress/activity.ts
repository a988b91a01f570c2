import { z } from 'zod';
import { rowIdParamSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { AdminResultListQuerySchema } from '../exam/admin-results';
import { ExamKindSchema } from '../exam/test-document';

/**
 * The kinds of learning activity the history and the learner's progress list, one source each in
 * packages/core/src/progress/activity-sources.ts: a submitted online test, a reading passage, a
 * listening recording's dictation, a flashcard session or match, a writing or speaking answer sent, a
 * video watched.
 */
export const ACTIVITY_KINDS = ['test', 'reading', 'listening', 'flashcards', 'writing', 'speaking', 'video', 'grammar', 'toeic'] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS, { error: `activity is one of ${ACTIVITY_KINDS.join(', ')}.` });
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

/** The skills an activity is filed under (the course skills, `vocabulary` for flashcards). */
export const ACTIVITY_SKILLS = ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary'] as const;
export const ActivitySkillSchema = z.enum(ACTIVITY_SKILLS, { error: `skill is one of ${ACTIVITY_SKILLS.join(', ')}.` });

/** A day (`2026-11-21`, UTC) or an exact ISO 8601 time with its offset. */
const dateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'A date is YYYY-MM-DD or an ISO 8601 time.' });

/** One thing a learner did. */
export const ActivityRowSchema = z.object({
  /** Unique across kinds: `test:12`, `reading:7:3` (learner 7, passage 3), `match:…`. */
  key: z.string(),
  activity: ActivityKindSchema,
  /** The attempt, passage, flashcard session, submission or video the row is about. */
  refId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  /** The test's, passage's, word list's, prompt's or video's title. */
  title: z.string(),
  skill: z.string().nullable(),
  examKind: ExamKindSchema.nullable(),
  /** A test: `full` or `practice`; flashcards: `study` or `match`; writing: `task1`/`task2`; speaking: `part1`/`part2`. */
  mode: z.string().nullable(),
  rawScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  /** rawScore / maxScore (a video: seconds watched / its length) as a whole percentage. */
  percent: z.number().int().min(0).max(100).nullable(),
  band: z.number().nullable(),
  scaledScore: z.number().int().nullable(),
  /** Cards answered, pairs matched, words written, seconds watched, segments of a recording done. */
  items: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** `completed` or `started` (reading, video); `submitted`, `in_marking` or `released` (writing, speaking). */
  status: z.string().nullable(),
  startedAt: z.string().nullable().describe('ISO 8601 time'),
  /** When it was done (submitted, finished, last studied or watched). */
  at: z.string().describe('ISO 8601 time'),
});
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

const activityFilters = {
  startDate: dateOrTime.optional(),
  endDate: dateOrTime.optional(),
  activity: ActivityKindSchema.optional(),
  skill: ActivitySkillSchema.optional(),
};

/** `Progress/getActivity` (ours): the signed-in learner's own activity, newest first. */
export const ActivityQuerySchema = PageQuerySchema.omit({ sort: true, searchByName: true }).extend(activityFilters);
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/**
 * `Home/GetHistoryLearningOfStudent`: the learners' activity of every kind. `activity=test` (or a
 * filter or sort only tests have: testId, kind, mode, rawScore, band, scaledScore, testName) lists
 * submitted attempts only, through the index-driven path built for 100,000 results.
 */
export const LearningHistoryQuerySchema = AdminResultListQuerySchema.extend({
  ...activityFilters,
  skill: ActivitySkillSchema.optional(),
  /** Only the learners of this class. */
  classId: rowIdParamSchema.optional(),
});
export type LearningHistoryQuery = z.infer<typeof LearningHistoryQuerySchema>;
