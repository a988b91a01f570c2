import { z } from 'zod';
import { defineContentType } from '../define-content-type';
import { boolean, choice, longText, media, number, reference, text } from '../fields';

/**
 * The sets of the listening course's lessons: `cambridge` ("content types", IELTS-like recordings)
 * and `contentRead` ("content reads": everyday recordings), at /dashboard/course/listening/{cambridge|read}.
 */
export const LISTENING_SOURCES = ['cambridge', 'contentRead'] as const;
export type ListeningSource = (typeof LISTENING_SOURCES)[number];
/** The path segment of each source in ROUTES.md (`read` is the source `contentRead`). */
export const LISTENING_SOURCE_PATHS = { cambridge: 'cambridge', contentRead: 'read' } as const satisfies Record<ListeningSource, string>;

/** The longest recording (3 hours) and the most segments one recording may have. */
export const MAX_RECORDING_MS = 3 * 60 * 60 * 1000;
export const MAX_SEGMENTS = 500;
/** Peaks kept per minute of audio (max-abs of each window), and the most a recording may store. */
export const PEAKS_PER_MINUTE = 800;
export const MAX_PEAKS = PEAKS_PER_MINUTE * 180;

/** A waveform's peaks: numbers in [0, 1], one per window of the recording, in order. */
export const PeaksSchema = z.array(z.number().min(0).max(1)).max(MAX_PEAKS, `At most ${MAX_PEAKS} peaks.`);

/**
 * A recording of the listening course (API.md's `Listening`): its audio, its full transcript and its
 * waveform's peaks (kept beside the row, served by `Listening/{id}/peaks`, never in a list); segmented by `listening_segments` (`Listening/{id}/segments`). Ordered within its lesson.
 */
export const listeningType = defineContentType({
  entity: 'Listening',
  permission: 'listening',
  parent: 'lessonId',
  fields: {
    lessonId: reference('Lession', { filter: true }),
    // Always the lesson's source: set by the server.
    source: choice(LISTENING_SOURCES, { filter: true, readOnly: true, optional: true }),
    title: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    audio: media('audio', { optional: true }),
    transcript: longText({ max: 100_000 }),
    /** The audio's length in milliseconds: set by the server from the file (ffmpeg), else by the editor. */
    durationMs: number({ max: MAX_RECORDING_MS, optional: true, sort: true }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  report: ['id', 'source', 'title', 'description', 'durationMs', 'isPublished', 'sortOrder', 'createdAt'],
});

export const SegmentTranscriptSchema = z.string().trim().min(1, 'A segment needs its transcript.').max(2000, 'A segment\'s transcript is at most 2000 characters.');

/** One segment as the editor sends it: a span of the recording and what is said in it. */
export const SegmentInputSchema = z.strictObject({
  /** A stored segment's id: it is changed in place and the learners' progress on it kept; a new segment has none. */
  id: z.number().int().min(1).optional(),
  startMs: z.number().int('Times are whole milliseconds.').min(0, 'A segment cannot start before 0.').max(MAX_RECORDING_MS),
  endMs: z.number().int('Times are whole milliseconds.').min(1).max(MAX_RECORDING_MS),
  transcript: SegmentTranscriptSchema,
});
export type SegmentInput = z.infer<typeof SegmentInputSchema>;

/**
 * `PUT Listening/{id}/segments`: every segment of the recording at once, replacing the old ones
 * (a stored segment not sent is deleted with its progress), in time order. The server refuses (400, naming the segment) a segment that ends before it starts,
 * ends past the recording's duration or overlaps the one before.
 */
export const SegmentsReplaceSchema = z.strictObject({
  segments: z.array(SegmentInputSchema).max(MAX_SEGMENTS, `At most ${MAX_SEGMENTS} segments.`),
});

/** A stored segment. */
export const SegmentSchema = z.object({
  id: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  transcript: z.string(),
  sortOrder: z.number().int(),
});
export type Segment = z.infer<typeof SegmentSchema>;

/** `GET Listening/{id}/segments` and the answer of the PUT: the recording's segments in time order. */
export const SegmentsSchema = z.object({
  recordingId: z.number().int(),
  durationMs: z.number().int().nullable(),
  segments: z.array(SegmentSchema),
});

/** `GET Listening/{id}/peaks`: the waveform, null until computed; `PUT Listening/{id}/peaks` sends `peaks` and `durationMs`. */
export const PeaksAnswerSchema = z.object({
  recordingId: z.number().int(),
  durationMs: z.number().int().nullable(),
  peaks: PeaksSchema.nullable(),
  /** Where the peaks came from: `server` (ffmpeg), `editor` (decoded once in a browser), null when none. */
  peaksSource: z.enum(['server', 'editor']).nullable(),
});
export const PeaksSaveSchema = z.strictObject({
  peaks: PeaksSchema.min(1, 'Send at least one peak.'),
  durationMs: z.number().int().min(1).max(MAX_RECORDING_MS),
});
