import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { rowIdParamSchema, rowIdSchema } from '../common/row-id';
import { PARTS_OF_SPEECH } from '../content/words';
import { SPEAKING_PARTS, SUGGESTION_KINDS } from '../content/speaking/speaking';

/**
 * The learner's speaking calls (API.md: `Speaking/getVideoForPassage?part=`, `Auth/UploadVideo`,
 * `POST Speaking`, `Speaking/SendResult`, `Speaking/delete/{id}`, `Speaking/deleteMulti`,
 * `User/getResultSpeaking`). Recordings are private: a learner's answers carry signed, short-lived links.
 */

const id = rowIdParamSchema;
const bodyId = rowIdSchema;
const isoTime = z.string().describe('ISO 8601 time');

/** The largest recording accepted by `Auth/UploadVideo`: two minutes of Opus is well under 2 MB. */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;
/** Part 2: up to two minutes of speaking, plus a little for the recorder's start and stop. */
export const PART2_MAX_MS = 120_000;
export const RECORDING_TOLERANCE_MS = 5_000;
/** A Part 1 answer: a few sentences; three minutes is generous. */
export const PART1_MAX_MS = 180_000;
/** Part 2: one minute to prepare. */
export const PART2_PREPARE_MS = 60_000;
/** The formats a recording may be stored as (sniffed from its bytes). */
export const RECORDING_MIMES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;

export const SpeakingPartSchema = z.enum(SPEAKING_PARTS, { error: `The part is one of ${SPEAKING_PARTS.join(', ')}.` });

/** The longest a recording of this part may last, in milliseconds (tolerance included). */
export const maxRecordingMs = (part: (typeof SPEAKING_PARTS)[number]) => (part === 'part2' ? PART2_MAX_MS : PART1_MAX_MS) + RECORDING_TOLERANCE_MS;

/**
 * `GET Speaking/getVideoForPassage`: with `passageId`, a reading passage's video lesson (the reading
 * course's call); with `part`, the published speaking prompts of the part (paged); with `part` and
 * `speakingId`, one prompt with its suggestions, vocabulary, the part's layout and the learner's draft.
 */
export const SpeakingVideoQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true })
  .extend({ passageId: id.optional(), part: SpeakingPartSchema.optional(), speakingId: id.optional() })
  .refine((query) => query.passageId !== undefined || query.part !== undefined, { message: 'Give passageId (a reading passage) or part (part1 or part2).', path: ['part'] });
export type SpeakingVideoQuery = z.infer<typeof SpeakingVideoQuerySchema>;

export const SpeakingPromptSummarySchema = z.object({
  id: z.number().int(),
  part: SpeakingPartSchema,
  topic: z.string(),
  questionCount: z.number().int(),
  sortOrder: z.number().int(),
});

export const SpeakingRecordingSchema = z.object({
  id: z.number().int(),
  questionIndex: z.number().int(),
  fileId: z.number().int(),
  durationMs: z.number().int(),
  mime: z.string(),
  /** A signed link valid for an hour (`/api/files/recording/{id}?exp&sig`). */
  url: z.string(),
});

export const SUBMISSION_STATUS_VALUES = ['draft', 'submitted', 'in_marking', 'released'] as const;

/** A learner's speaking answer (a draft, or sent). */
export const SpeakingSubmissionSchema = z.object({
  id: z.number().int(),
  speakingId: z.number().int().nullable(),
  part: SpeakingPartSchema.nullable(),
  topic: z.string(),
  status: z.enum(SUBMISSION_STATUS_VALUES),
  notes: z.string(),
  recordings: z.array(SpeakingRecordingSchema),
  submittedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SpeakingSubmission = z.infer<typeof SpeakingSubmissionSchema>;

export const SpeakingPromptDetailSchema = z.object({
  id: z.number().int(),
  part: SpeakingPartSchema,
  topic: z.string(),
  questions: z.array(z.string()),
  cueCardHtml: z.string(),
  modelAnswerHtml: z.string(),
  suggestions: z.array(z.object({ id: z.number().int(), kind: z.enum(SUGGESTION_KINDS), bodyHtml: z.string() })),
  vocabulary: z.array(
    z.object({ id: z.number().int(), term: z.string(), partOfSpeech: z.enum(PARTS_OF_SPEECH), meaning: z.string(), pronunciation: z.string().nullable(), example: z.string() }),
  ),
  layout: z.object({ title: z.string(), bodyHtml: z.string() }).nullable(),
  /** The learner's unsent answer to this prompt, to resume; null when none. */
  draft: SpeakingSubmissionSchema.nullable(),
});
export type SpeakingPromptDetail = z.infer<typeof SpeakingPromptDetailSchema>;
export type SpeakingPromptSummary = z.infer<typeof SpeakingPromptSummarySchema>;

/** `POST Speaking`: creates or updates the learner's draft for a prompt. */
export const SaveSpeakingBodySchema = z.strictObject({
  speakingId: bodyId,
  notes: z.string().max(5000, 'Notes are at most 5000 characters.').default(''),
  recordings: z
    .array(z.strictObject({ questionIndex: z.number().int().min(0).max(11), fileId: bodyId, durationMs: z.number().int().min(1, 'A recording lasts at least a moment.') }))
    .max(12)
    .refine((list) => new Set(list.map((item) => item.questionIndex)).size === list.length, 'One recording per question.')
    .default([]),
});
export type SaveSpeakingBody = z.infer<typeof SaveSpeakingBodySchema>;

/** `POST Speaking/SendResult`: sends a draft for grading. */
export const SendSpeakingBodySchema = z.strictObject({ id: bodyId });
export const SpeakingIdParamsSchema = z.object({ id });
export const DeleteSpeakingMultiBodySchema = z.strictObject({ ids: z.array(bodyId).min(1, 'Choose at least one answer.').max(200) });

/** `POST Auth/UploadVideo`: the stored recording (not yet linked to an answer). */
export const UploadedRecordingSchema = z.object({ id: z.number().int(), mime: z.enum(RECORDING_MIMES), size: z.number().int(), createdAt: isoTime });

/** `GET User/getResultSpeaking`: the learner's answers, newest first. */
export const SpeakingResultQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true }).extend({ status: z.enum(SUBMISSION_STATUS_VALUES).optional() });
export const SpeakingResultRowSchema = z.object({
  id: z.number().int(),
  speakingId: z.number().int().nullable(),
  part: SpeakingPartSchema.nullable(),
  topic: z.string(),
  status: z.enum(SUBMISSION_STATUS_VALUES),
  recordingCount: z.number().int(),
  /** The band, once released. */
  band: z.number().nullable(),
  submittedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type SpeakingResultRow = z.infer<typeof SpeakingResultRowSchema>;
export const RecordingParamsSchema = z.object({ id });
export const RecordingQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });
