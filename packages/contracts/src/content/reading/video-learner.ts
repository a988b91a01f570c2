import { z } from 'zod';
import { rowIdSchema, rowIdParamSchema } from '../../common/row-id';
import { PageQuerySchema } from '../../common/pagination';
import { SkillSchema } from '../../catalogue/course-index';

// The learner's video lessons (our own design: API.md has no learner Video controller). Progress is
// kept per learner and video: where they are, and which distinct seconds they have played.

/** The share of a video's distinct seconds that must be played for it to count as watched. */
export const VIDEO_WATCHED_SHARE = 0.9;
/** How many ranges one save may carry; a player saving every 10 seconds sends one or two. */
export const MAX_PLAYED_RANGES = 200;
/** The longest video a learner's save may describe (10 hours, as the admin's `durationSeconds`). */
export const MAX_VIDEO_SECONDS = 36_000;

const seconds = z.number().finite().min(0).max(MAX_VIDEO_SECONDS);
const videoId = rowIdParamSchema;

export const VideoListQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true }).extend({
  skill: SkillSchema.optional(),
});
export const VideoQuerySchema = z.object({ videoId });

/** The learner's progress in one video. */
export const VideoProgressSchema = z.object({
  /** Where the learner stopped, in seconds: the player resumes there. */
  positionSeconds: z.number(),
  /** Distinct seconds played. */
  watchedSeconds: z.number().int(),
  /** watchedSeconds over the video's length, 0–100, rounded down. */
  percentWatched: z.number().int().min(0).max(100),
  /** When at least 90% of the distinct seconds had been played; null until then. */
  completedAt: z.string().nullable(),
});

/** A published video as a learner sees it, with their progress. */
export const LearnerVideoSchema = z.object({
  id: z.number().int(),
  skill: SkillSchema,
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number().nullable(),
  videoUrl: z.string().nullable(),
  videoMime: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  progress: VideoProgressSchema,
});

/**
 * What the player sends every 10 seconds of playing, on pause and on leaving: the position, the
 * length the browser measured, and the [start, end] second ranges actually played since the last
 * save (a seek starts a new range, so jumping ahead plays nothing).
 */
export const SaveVideoProgressSchema = z
  .strictObject({
    videoId: rowIdSchema,
    positionSeconds: seconds,
    durationSeconds: seconds.refine((value) => value > 0, 'The duration must be more than 0 seconds.'),
    played: z
      .array(z.tuple([seconds, seconds]).refine(([start, end]) => end >= start, 'A played range ends after it starts.'))
      .max(MAX_PLAYED_RANGES, `At most ${MAX_PLAYED_RANGES} played ranges per save.`)
      .default([]),
  })
  .refine((body) => body.positionSeconds <= body.durationSeconds + 1, { message: 'The position is past the end of the video.', path: ['positionSeconds'] });

/** Admin: how a course's videos are watched (`Video/getVideoLessonStats`). */
export const VideoLessonStatsQuerySchema = z.object({ skill: SkillSchema.default('reading') });
export const VideoLessonStatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isPublished: z.boolean(),
  durationSeconds: z.number().nullable(),
  /** Learners who saved any progress. */
  started: z.number().int(),
  /** Learners who played at least 90% of it. */
  completed: z.number().int(),
  /** The mean share watched over those who started, 0–100, one decimal. */
  averagePercentWatched: z.number(),
});

export type VideoListQuery = z.infer<typeof VideoListQuerySchema>;
export type VideoProgress = z.infer<typeof VideoProgressSchema>;
export type LearnerVideo = z.infer<typeof LearnerVideoSchema>;
export type SaveVideoProgress = z.infer<typeof SaveVideoProgressSchema>;
export type VideoLessonStatsQuery = z.infer<typeof VideoLessonStatsQuerySchema>;
export type VideoLessonStat = z.infer<typeof VideoLessonStatSchema>;
