import { z, type ZodType } from 'zod';
import { rowIdParamSchema } from './row-id';

/**
 * `POST E/statistics` of every content type (docs/content-types.md, "Statistics"). A type's
 * declaration says what it answers (`statistics`): test attempts per week, learners who started and
 * finished per week, or, by default, rows created per day.
 */

/** What a type's statistics count, as its declaration says. */
export type StatisticsDeclaration =
  /** Submitted full attempts of a test per week, with the average `average` of them. */
  | { kind: 'attempts'; average: AttemptAverage }
  /**
   * Learners who started and who finished per week. `narrowBy`: what `sub_course_index_id` names,
   * one row of the type (`self`, the default) or its parent (`parent`: a passage's lesson).
   */
  | { kind: 'learners'; narrowBy?: 'self' | 'parent' };

export const ATTEMPT_AVERAGES = ['percent', 'band', 'scaledScore'] as const;
export type AttemptAverage = (typeof ATTEMPT_AVERAGES)[number];

const DATE_MESSAGE = 'A date is written yyyy-MM-dd, e.g. 2026-11-23.';
/** A calendar day (UTC) of a query string, `yyyy-MM-dd`. */
export const StatisticsDateSchema = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'There is no such day.');

/** The query every statistics call takes: a page of days or weeks (newest first), the narrowing id and a date range. */
export const StatisticsQueryShape = {
  pageIndex: z.coerce.number({ error: 'pageIndex is a number.' }).int('pageIndex is a whole number.').min(1, 'Pages start at 1.').default(1),
  pageSize: z.coerce.number({ error: 'pageSize is a number.' }).int('pageSize is a whole number.').min(1, 'pageSize is at least 1.').max(366, 'pageSize is at most 366.').default(30),
  /** API.md's name: narrows to one row (a test, a video, a prompt, a word list) or to one lesson (passages). */
  sub_course_index_id: rowIdParamSchema.optional(),
  /** The first day counted (UTC), inclusive. */
  startDate: StatisticsDateSchema.optional(),
  /** The last day counted (UTC), inclusive. */
  endDate: StatisticsDateSchema.optional(),
};

/** The query of a type's statistics: the common one, plus the list's filters (`skill`, `lessonId`, …) so a chart counts what its list shows. */
export function statisticsQueryOf(filters: Record<string, ZodType> = {}) {
  return z.object({ ...StatisticsQueryShape, ...filters }).refine((query) => !query.startDate || !query.endDate || query.endDate >= query.startDate, {
    message: 'endDate cannot be before startDate.',
    path: ['endDate'],
  });
}

/** `POST E/statistics` query without a type's filters. */
export const StatisticsQuerySchema = statisticsQueryOf();

/** Rows created per day, newest day first (the types that declare no statistics). */
export const StatisticsResponseSchema = z.object({
  kind: z.literal('created'),
  total: z.number().int(),
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

const weekPage = {
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** Weeks in the range, the empty ones included: the pages run over them, newest first. */
  totalWeeks: z.number().int(),
};
/** A week's Monday (ISO week, UTC), `yyyy-MM-dd`. */
const week = z.string();

/** Tests: submitted full attempts per week, the learners who made them and their average. */
export const AttemptStatisticsSchema = z.object({
  kind: z.literal('attempts'),
  /** What `average` is: the percent of the marks, the IELTS band or the TOEIC scaled score. */
  average: z.enum(ATTEMPT_AVERAGES),
  ...weekPage,
  totals: z.object({ attempts: z.number().int(), learners: z.number().int(), average: z.number().nullable() }),
  weeks: z.array(z.object({ week, attempts: z.number().int(), learners: z.number().int(), average: z.number().nullable() })),
});

/** Courses: learners who started and who finished per week (a learner counts once a week, however many items). */
export const LearnerStatisticsSchema = z.object({
  kind: z.literal('learners'),
  ...weekPage,
  totals: z.object({ started: z.number().int(), finished: z.number().int() }),
  weeks: z.array(z.object({ week, started: z.number().int(), finished: z.number().int() })),
});

/** Any statistics answer, told apart by `kind`. */
export const AnyStatisticsSchema = z.discriminatedUnion('kind', [StatisticsResponseSchema, AttemptStatisticsSchema, LearnerStatisticsSchema]);

/** The answer's schema of a type's statistics. */
export function statisticsResponseOf(declaration?: StatisticsDeclaration): ZodType {
  if (declaration?.kind === 'attempts') return AttemptStatisticsSchema;
  if (declaration?.kind === 'learners') return LearnerStatisticsSchema;
  return StatisticsResponseSchema;
}

export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
export type AttemptStatistics = z.infer<typeof AttemptStatisticsSchema>;
export type LearnerStatistics = z.infer<typeof LearnerStatisticsSchema>;
export type AnyStatistics = z.infer<typeof AnyStatisticsSchema>;
