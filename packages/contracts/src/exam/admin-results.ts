import { z } from 'zod';
import { rowIdParamSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { AttemptModeSchema } from './online-test';
import { ExamKindSchema, TestSkillSchema } from './test-document';

const id = rowIdParamSchema;

/** A day (`2026-11-21`, UTC) or an exact ISO 8601 time with its offset. */
const dateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'A date is YYYY-MM-DD or an ISO 8601 time.' });

/** The columns the admin results list sorts by; a leading `-` sorts descending. */
export const ADMIN_RESULT_SORTS = ['submittedAt', 'startedAt', 'userName', 'email', 'testName', 'rawScore', 'band', 'scaledScore', 'id'] as const;
const sortValues = ADMIN_RESULT_SORTS.flatMap((column) => [column, `-${column}`]) as [string, ...string[]];

/**
 * `Home/GetHistoryLearningOfStudent`: submitted attempts of every learner. `startDate` and `endDate`
 * bound the submit time (a bare day covers the whole UTC day, `endDate` included); `searchByName`
 * matches the learner's name or e-mail or the test's name.
 */
export const AdminResultListQuerySchema = PageQuerySchema.extend({
  sort: z.enum(sortValues, { error: `sort is one of ${ADMIN_RESULT_SORTS.join(', ')}, optionally with a leading -.` }).default('-submittedAt'),
  startDate: dateOrTime.optional(),
  endDate: dateOrTime.optional(),
  userId: id.optional(),
  testId: id.optional(),
  kind: ExamKindSchema.optional(),
  skill: TestSkillSchema.optional(),
  mode: AttemptModeSchema.optional(),
});

/** One submitted attempt in the admin results list. */
export const AdminResultRowSchema = z.object({
  /** The attempt id (a learner's result id). */
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  testId: z.number().int(),
  testName: z.string(),
  kind: ExamKindSchema,
  skill: TestSkillSchema,
  mode: AttemptModeSchema,
  rawScore: z.number().int().nullable(),
  maxScore: z.number().int().nullable(),
  /** rawScore / maxScore as a whole percentage; null when unknown or nothing to mark. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** IELTS band; null for a practice of some sections and outside IELTS. */
  band: z.number().nullable(),
  /** TOEIC scaled score; null for a practice of some parts and outside TOEIC. */
  scaledScore: z.number().int().nullable(),
  startedAt: z.string().describe('ISO 8601 time'),
  submittedAt: z.string().describe('ISO 8601 time'),
});

export type AdminResultListQuery = z.infer<typeof AdminResultListQuerySchema>;
export type AdminResultRow = z.infer<typeof AdminResultRowSchema>;
