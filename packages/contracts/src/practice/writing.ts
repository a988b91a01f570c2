import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { rowIdParamSchema, rowIdSchema } from '../common/row-id';
import { SUGGESTION_KIND_VALUES, WRITING_TASK_VALUES } from '../content/writing/writing';
import { PassageWordSchema } from '../content/reading/learner';
import { ContentLanguageSchema } from '../catalogue/course-index';

/**
 * The learner's writing calls (API.md: `Words/getWritingForTest`, `Words/getSuggestionForLesson`,
 * `Writing/sendAnswer`, `Writing/deleteAnswer/{id}`, `Writing/deleteAnswerMulti`,
 * `User/getResultWriting`, and our own `Writing/saveDraft` and `Writing/getDraft`). Only published
 * prompts are answered; a learner reads and deletes only their own answers.
 */

const isoTime = z.string().describe('ISO 8601 time');
/** The longest answer kept: far more than any IELTS answer, far less than a denial of service. */
export const WRITING_ANSWER_MAX = 30_000;

export const WritingTaskSchema = z.enum(WRITING_TASK_VALUES, { error: `The task is one of ${WRITING_TASK_VALUES.join(', ')}.` });
export const WritingStatusSchema = z.enum(['draft', 'submitted', 'in_marking', 'released']);
export type WritingStatus = z.infer<typeof WritingStatusSchema>;

/** `GET Words/getWritingForTest?task=task2&pageIndex&pageSize`, or `?writingId=` for one prompt. */
export const WritingForTestQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true }).extend({
  task: WritingTaskSchema.optional(),
  writingId: rowIdParamSchema.optional(),
});
export type WritingForTestQuery = z.infer<typeof WritingForTestQuerySchema>;

/** The learner's work on a prompt: their open draft and how many answers they sent. */
export const WritingPromptProgressSchema = z.object({
  draftId: z.number().int().nullable(),
  draftWordCount: z.number().int().nullable(),
  submittedCount: z.number().int(),
});

const imageSchema = z.object({ url: z.string(), alt: z.string() }).nullable();

/** A prompt in its task's list (cards). */
export const WritingPromptSummarySchema = z.object({
  id: z.number().int(),
  task: WritingTaskSchema,
  title: z.string(),
  /** The instructions as plain text, cut short, for the card. */
  excerpt: z.string(),
  image: imageSchema,
  minWords: z.number().int(),
  minutes: z.number().int(),
  progress: WritingPromptProgressSchema,
});
export type WritingPromptSummary = z.infer<typeof WritingPromptSummarySchema>;

/** One prompt on the writing screen. `instructionsHtml` is sanitised when stored. */
export const WritingPromptDetailSchema = WritingPromptSummarySchema.omit({ excerpt: true }).extend({
  instructionsHtml: z.string(),
  hasLayout: z.boolean(),
  hasModelAnswer: z.boolean(),
  suggestionCount: z.number().int(),
  wordCount: z.number().int(),
});
export type WritingPromptDetail = z.infer<typeof WritingPromptDetailSchema>;

/** The list, or with `writingId` a one-element list holding that prompt's detail. */
export const WritingForTestResponseSchema = z.array(z.union([WritingPromptDetailSchema, WritingPromptSummarySchema]));

/** `GET Words/getSuggestionForLesson?writingId=` (the meaning in `lang`, else Accept-Language). */
export const WritingSuggestionQuerySchema = z.object({ writingId: rowIdParamSchema, lang: ContentLanguageSchema.optional() });
export const WritingSuggestionItemSchema = z.object({ id: z.number().int(), kind: z.enum(SUGGESTION_KIND_VALUES), bodyHtml: z.string() });
/** A prompt's help, shown on demand: suggestions, vocabulary, the layout (the task's and the prompt's) and the model answer. */
export const WritingHelpSchema = z.object({
  writingId: z.number().int(),
  suggestions: z.array(WritingSuggestionItemSchema),
  words: z.array(PassageWordSchema),
  taskLayout: z.object({ title: z.string(), bodyHtml: z.string() }).nullable(),
  layoutHtml: z.string(),
  modelAnswerHtml: z.string(),
});
export type WritingHelp = z.infer<typeof WritingHelpSchema>;

/** `POST Writing/saveDraft`: the whole text at `revision` (the browser's counter, rising with each change). */
export const SaveWritingDraftBodySchema = z.strictObject({
  writingId: rowIdSchema,
  answerText: z.string().max(WRITING_ANSWER_MAX, `An answer holds at most ${WRITING_ANSWER_MAX} characters.`),
  revision: z.number({ error: 'The revision is a number.' }).int('The revision is a whole number.').min(1, 'The revision is 1 or more.').max(2_000_000_000),
  /** The minutes allowed (20 or 40), or null for untimed practice; kept from the first save. */
  timeLimitMinutes: z.union([z.literal(20), z.literal(40), z.null()]).optional(),
});
export type SaveWritingDraftBody = z.infer<typeof SaveWritingDraftBodySchema>;

/** A learner's answer to a prompt, as the writing screen resumes it. */
export const WritingDraftSchema = z.object({
  id: z.number().int(),
  writingId: z.number().int(),
  status: WritingStatusSchema,
  answerText: z.string(),
  wordCount: z.number().int(),
  /** The stored revision: a save with an older one was ignored. */
  revision: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  startedAt: isoTime,
  submittedAt: isoTime.nullable(),
  updatedAt: isoTime,
});
export type WritingDraft = z.infer<typeof WritingDraftSchema>;

/** `POST Writing/saveDraft`'s answer: what is stored now, and whether this save was older than it. */
export const SaveWritingDraftResultSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  wordCount: z.number().int(),
  ignored: z.boolean(),
  updatedAt: isoTime,
});

/** `GET Writing/getDraft?writingId=`: the learner's open draft of that prompt; null when none. */
export const WritingDraftQuerySchema = z.object({ writingId: rowIdParamSchema });
export const WritingDraftResponseSchema = WritingDraftSchema.nullable();

/**
 * `POST Writing/sendAnswer`: submits the learner's draft of a prompt, with the final text when sent
 * (saved first at `revision`); a second send of the same answer (`id`) answers the same.
 */
export const SendWritingAnswerBodySchema = z
  .strictObject({
    id: rowIdSchema.optional(),
    writingId: rowIdSchema.optional(),
    answerText: SaveWritingDraftBodySchema.shape.answerText.optional(),
    revision: SaveWritingDraftBodySchema.shape.revision.optional(),
  })
  .refine((body) => body.id !== undefined || body.writingId !== undefined, { message: 'Send the answer’s id or the prompt’s writingId.', path: ['writingId'] })
  .refine((body) => (body.answerText === undefined) === (body.revision === undefined), { message: 'The final text is sent with its revision.', path: ['revision'] });
export type SendWritingAnswerBody = z.infer<typeof SendWritingAnswerBodySchema>;

export const WritingAnswerIdParamsSchema = z.object({ id: rowIdParamSchema });
export const DeleteWritingAnswersBodySchema = z.strictObject({ ids: z.array(rowIdSchema).min(1, 'Name at least one answer.').max(100, 'At most 100 answers at once.') });

/** `GET User/getResultWriting?pageIndex&pageSize&task&status`: the learner's answers, newest first. */
export const WritingResultQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true }).extend({ task: WritingTaskSchema.optional(), status: WritingStatusSchema.optional() });
export const WritingResultRowSchema = z.object({
  id: z.number().int(),
  writingId: z.number().int().nullable(),
  title: z.string(),
  task: WritingTaskSchema.nullable(),
  status: WritingStatusSchema,
  wordCount: z.number().int(),
  minWords: z.number().int(),
  /** The task's band, once released; null before. */
  band: z.number().nullable(),
  startedAt: isoTime,
  submittedAt: isoTime.nullable(),
  releasedAt: isoTime.nullable(),
  updatedAt: isoTime,
});
export type WritingResultRow = z.infer<typeof WritingResultRowSchema>;
