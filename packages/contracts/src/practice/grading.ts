import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { rowIdParamSchema, rowIdSchema } from '../common/row-id';

/** What a teacher grades (practice_submissions.kind). */
export const GradingKindSchema = z.enum(['writing', 'speaking']);
/** The states a teacher sees: a draft is the learner's own until submitted. */
export const GradingStatusSchema = z.enum(['submitted', 'in_marking', 'released']);
/** The writing task or speaking part of a submission's prompt. */
export const PracticeSectionSchema = z.enum(['task1', 'task2', 'part1', 'part2']);
/** The criteria keys: Writing `ta` (Task 1) or `tr` (Task 2), `cc`, `lr`, `gra`; Speaking `fc`, `lr`, `gra`, `p`. */
export const CriterionKeySchema = z.enum(['ta', 'tr', 'cc', 'lr', 'gra', 'fc', 'p']);
/** Whole bands 0–9 by criterion. */
export const CriteriaSchema = z.record(z.string(), z.number().int().min(0).max(9));

export const GradingQueueQuerySchema = PageQuerySchema.extend({
  kind: GradingKindSchema.optional(),
  status: GradingStatusSchema.optional(),
  classId: rowIdParamSchema.optional(),
  /** `submittedAt` (oldest first, the default) or `-submittedAt`. */
  sort: z.enum(['submittedAt', '-submittedAt']).optional(),
});

export const PracticeLearnerSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string().nullable() });

export const GradingQueueRowSchema = z.object({
  id: z.number().int(),
  kind: GradingKindSchema,
  section: PracticeSectionSchema.nullable(),
  promptTitle: z.string(),
  learner: PracticeLearnerSchema,
  status: GradingStatusSchema,
  wordCount: z.number().int(),
  submittedAt: z.string().nullable(),
  band: z.number().nullable(),
  graderName: z.string().nullable(),
});

export const GradingCountsSchema = z.object({
  writing: z.object({ submitted: z.number().int(), in_marking: z.number().int(), released: z.number().int() }),
  speaking: z.object({ submitted: z.number().int(), in_marking: z.number().int(), released: z.number().int() }),
});

export const PracticePromptSchema = z.object({
  id: z.number().int(),
  section: PracticeSectionSchema,
  title: z.string(),
  instructionsHtml: z.string(),
  imageUrl: z.string().nullable(),
  questions: z.array(z.string()),
  cueCardHtml: z.string(),
  /** Empty for a learner until the grade is released. */
  modelAnswerHtml: z.string(),
});

export const PracticeRecordingSchema = z.object({
  id: z.number().int(),
  questionIndex: z.number().int(),
  durationMs: z.number().int(),
  mime: z.string(),
  /** A signed link valid for an hour (core/practice/recording-url.ts). */
  url: z.string(),
});

export const SubmissionCommentSchema = z.object({
  id: z.number().int(),
  anchorStart: z.number().int().nullable(),
  anchorEnd: z.number().int().nullable(),
  quote: z.string().nullable(),
  recordingId: z.number().int().nullable(),
  atMs: z.number().int().nullable(),
  criterion: z.string().nullable(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const GradingDetailSchema = z.object({
  id: z.number().int(),
  kind: GradingKindSchema,
  status: GradingStatusSchema,
  learner: PracticeLearnerSchema,
  prompt: PracticePromptSchema.nullable(),
  answerText: z.string(),
  wordCount: z.number().int(),
  notes: z.string(),
  recordings: z.array(PracticeRecordingSchema),
  /** The criteria of this submission's kind and task, in order. */
  criteriaKeys: z.array(z.string()),
  criteria: CriteriaSchema.nullable(),
  band: z.number().nullable(),
  overallComment: z.string(),
  comments: z.array(SubmissionCommentSchema),
  graderName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  markingStartedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** The neighbours in the default queue (oldest submitted first, same kind), for next/previous. */
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});

const commentBody = z.string().trim().min(1, 'Write the comment.').max(4000);

export const SaveGradeBodySchema = z.object({
  id: rowIdSchema,
  /** Some or all of the kind's four criteria; the band is computed by the server. */
  criteria: CriteriaSchema.default({}),
  overallComment: z.string().max(10_000).default(''),
});

export const AddCommentBodySchema = z.object({
  submissionId: rowIdSchema,
  /** A text anchor: characters [anchorStart, anchorEnd) of the answer, with the quoted words. */
  anchorStart: z.number().int().min(0).optional(),
  anchorEnd: z.number().int().min(1).optional(),
  quote: z.string().max(4000).optional(),
  /** A recording anchor: a moment of one recording of the submission. */
  recordingId: rowIdSchema.optional(),
  atMs: z.number().int().min(0).optional(),
  criterion: CriterionKeySchema.optional(),
  body: commentBody,
});

export const EditCommentBodySchema = z.object({ id: rowIdSchema, body: commentBody, criterion: CriterionKeySchema.nullable().optional() });
export const ReleaseBodySchema = z.object({ id: rowIdSchema });
export const ReopenBodySchema = z.object({ id: rowIdSchema, note: z.string().trim().min(1, 'Say why the grade is re-opened.').max(2000) });

export type GradingQueueQuery = z.infer<typeof GradingQueueQuerySchema>;
export type GradingQueueRow = z.infer<typeof GradingQueueRowSchema>;
export type GradingCounts = z.infer<typeof GradingCountsSchema>;
export type GradingDetail = z.infer<typeof GradingDetailSchema>;
export type PracticePrompt = z.infer<typeof PracticePromptSchema>;
export type PracticeRecording = z.infer<typeof PracticeRecordingSchema>;
export type SubmissionComment = z.infer<typeof SubmissionCommentSchema>;
export type SaveGradeBody = z.infer<typeof SaveGradeBodySchema>;
export type AddCommentBody = z.infer<typeof AddCommentBodySchema>;
export type EditCommentBody = z.infer<typeof EditCommentBodySchema>;
export type PracticeSection = z.infer<typeof PracticeSectionSchema>;
