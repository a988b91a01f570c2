import { z } from 'zod';

/** GET /api/admin/Home/getSummary: `since` is the start of the admin's day (their local midnight). */
export const HomeSummaryQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true, message: 'since is a date and time (ISO 8601), e.g. 2026-11-27T00:00:00+07:00.' }).optional(),
});

const count = z.number().int().nonnegative();

/**
 * What the dashboard home shows: today's activity of the learners the caller may see (every learner
 * for a user manager, the learners of their own classes for a teacher; absent without `user.read`)
 * and what waits for the caller (draft tests of the kinds they may read; accounts not yet confirmed).
 */
export const HomeSummarySchema = z.object({
  since: z.string(),
  activity: z
    .object({
      scope: z.enum(['all', 'classes']),
      attemptsStarted: count,
      attemptsSubmitted: count,
      activeLearners: count,
      /** New learner accounts (scope all), or learners added to the caller's classes (scope classes). */
      newLearners: count,
    })
    .optional(),
  waiting: z.object({
    draftTests: z.object({ ielts: count.optional(), toeic: count.optional(), grammar: count.optional() }),
    unconfirmedLearners: count.optional(),
  }),
});

export type HomeSummaryQuery = z.infer<typeof HomeSummaryQuerySchema>;
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
