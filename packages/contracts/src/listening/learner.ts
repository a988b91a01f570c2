import { z } from 'zod';
import { rowIdSchema, rowIdParamSchema } from '../common/row-id';
import { LISTENING_SOURCES } from '../content/listening/listening';

/**
 * The learner's listening-course calls. API.md names `GET listening/getContraction`,
 * `GET Listening/getReadForPassage` and `POST Listening/SaveSyslog`; `GET Listening/getCourse` is ours
 * (docs/listening.md). Only published lessons and recordings are answered; a learner reads and
 * writes only their own progress. A segment is done once it has been checked (one SaveSyslog).
 */

const isoTime = z.string().describe('ISO 8601 time');
export const ListeningSourceSchema = z.enum(LISTENING_SOURCES, { error: `The source is one of ${LISTENING_SOURCES.join(', ')}.` });

/** `GET listening/getContraction`: each pair is [contraction, expansion], lower case, straight apostrophe. */
export const ContractionsSchema = z.array(z.tuple([z.string(), z.string()]));

/** The playback speeds of the dictation player (the pitch kept). */
export const LISTENING_SPEEDS = [0.5, 0.75, 1, 1.25] as const;

/** The learner's work on one segment. */
export const SegmentProgressSchema = z.object({
  attempts: z.number().int(),
  /** Percentages 0–100 computed by the server's checker. */
  bestAccuracy: z.number().int().min(0).max(100),
  lastAccuracy: z.number().int().min(0).max(100),
  /** The hints (words revealed) of the last attempt. */
  hintsUsed: z.number().int(),
  /** The last text checked, so the screen can show it again. */
  lastTyped: z.string(),
  /** The first check: the segment is done from then on. */
  completedAt: isoTime,
  updatedAt: isoTime,
});
export type SegmentProgress = z.infer<typeof SegmentProgressSchema>;

/** `GET Listening/getCourse?source=`: the course by lesson (every source when none is given). */
export const ListeningCourseQuerySchema = z.object({ source: ListeningSourceSchema.optional() });

export const ListeningRecordingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  durationMs: z.number().int().nullable(),
  segmentCount: z.number().int(),
  doneCount: z.number().int(),
  /** The mean of the best accuracy of the segments done; null before the first. */
  accuracy: z.number().int().nullable(),
  lastPracticedAt: isoTime.nullable(),
});
export type ListeningRecordingSummary = z.infer<typeof ListeningRecordingSummarySchema>;

export const ListeningLessonSchema = z.object({
  id: z.number().int(),
  source: ListeningSourceSchema,
  name: z.string(),
  description: z.string(),
  recordings: z.array(ListeningRecordingSummarySchema),
});

export const ListeningCourseSchema = z.object({
  /** The first published introduction of the listening course; null when none. */
  introduction: z.object({ id: z.number().int(), title: z.string(), bodyHtml: z.string() }).nullable(),
  lessons: z.array(ListeningLessonSchema),
  /** Where to go on: the recording last practised when it has segments left, else the first with any. Null when all are done. */
  resume: z.object({ recordingId: z.number().int(), segmentId: z.number().int() }).nullable(),
});
export type ListeningCourse = z.infer<typeof ListeningCourseSchema>;

/** `GET Listening/getReadForPassage?recordingId=`. */
export const ListeningRecordingQuerySchema = z.object({ recordingId: rowIdParamSchema });

export const LearnerSegmentSchema = z.object({
  id: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  transcript: z.string(),
  /** Null until the learner's first check of this segment. */
  progress: SegmentProgressSchema.nullable(),
});
export type LearnerSegment = z.infer<typeof LearnerSegmentSchema>;

/** `GET Listening/getReadForPassage`: a recording to practise, its segments and the learner's progress. */
export const RecordingToPractiseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Where the audio is served (range requests); null when the recording has none yet. */
  audioUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  lesson: z.object({ id: z.number().int(), name: z.string(), source: ListeningSourceSchema }),
  /** The neighbours within the lesson; null at either end. */
  previousRecordingId: z.number().int().nullable(),
  nextRecordingId: z.number().int().nullable(),
  segments: z.array(LearnerSegmentSchema),
  doneCount: z.number().int(),
  /** The first segment not done (resume there); null when every segment is done. */
  resumeSegmentId: z.number().int().nullable(),
});
export type RecordingToPractise = z.infer<typeof RecordingToPractiseSchema>;

/** `POST Listening/SaveSyslog`: one check of a segment. The server checks the text itself. */
export const SaveSyslogSchema = z.strictObject({
  recordingId: rowIdSchema,
  segmentId: rowIdSchema,
  typed: z.string().max(4000, 'At most 4000 characters.'),
  hintsUsed: z.number().int().min(0).max(500).default(0),
  speed: z.union([z.literal(0.5), z.literal(0.75), z.literal(1), z.literal(1.25)], { error: `The speed is one of ${LISTENING_SPEEDS.join(', ')}.` }).default(1),
  playedCount: z.number().int().min(0).max(10_000).default(0),
});
export type SaveSyslogBody = z.input<typeof SaveSyslogSchema>;

/** One word of a checked dictation (`checkDictation`'s `DictationWord`): the transcript's word and what was typed in its place. */
export const DictationWordSchema = z.object({
  status: z.enum(['right', 'wrong', 'missing', 'extra']),
  /** The transcript's word as written; absent for an extra word. */
  expected: z.string().optional(),
  /** What the learner typed in its place; absent for a missing word. */
  typed: z.string().optional(),
});

/** The answer of `SaveSyslog`: the checked words, the accuracy, the progress and where to go next. */
export const SaveSyslogAnswerSchema = z.object({
  segmentId: z.number().int(),
  words: z.array(DictationWordSchema),
  /** Right words over the transcript's words, 0–100 (checkDictation's accuracy × 100, rounded), computed by the server. */
  accuracy: z.number().int().min(0).max(100),
  /** Every word right and nothing extra. */
  isComplete: z.boolean(),
  progress: SegmentProgressSchema,
  /** The next segment not done after this one (else the first not done); null when the recording is done. */
  nextSegmentId: z.number().int().nullable(),
  doneCount: z.number().int(),
  segmentCount: z.number().int(),
});
export type SaveSyslogAnswer = z.infer<typeof SaveSyslogAnswerSchema>;
