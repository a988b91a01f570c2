import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { CriteriaSchema, GradingKindSchema, PracticePromptSchema, PracticeRecordingSchema, SubmissionCommentSchema } from './grading';

export const PracticeResultQuerySchema = z.object({ id: rowIdParamSchema });

/** A learner's own submission; the grade only once released. */
export const PracticeResultSchema = z.object({
  id: z.number().int(),
  kind: GradingKindSchema,
  status: z.enum(['draft', 'submitted', 'in_marking', 'released']),
  prompt: PracticePromptSchema.nullable(),
  answerText: z.string(),
  wordCount: z.number().int(),
  notes: z.string(),
  recordings: z.array(PracticeRecordingSchema),
  submittedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  grade: z
    .object({
      criteriaKeys: z.array(z.string()),
      criteria: CriteriaSchema,
      band: z.number(),
      overallComment: z.string(),
      comments: z.array(SubmissionCommentSchema),
    })
    .nullable(),
});

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export const NotificationListQuerySchema = PageQuerySchema.pick({ pageIndex: true, pageSize: true });
export const NotificationListSchema = z.object({ rows: z.array(NotificationSchema), unreadCount: z.number().int(), totalCount: z.number().int() });
export const MarkReadBodySchema = z.object({ ids: z.array(rowIdSchema).min(1).max(500) });

export type PracticeResult = z.infer<typeof PracticeResultSchema>;
export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationList = z.infer<typeof NotificationListSchema>;
