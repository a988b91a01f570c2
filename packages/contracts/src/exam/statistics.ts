import { z } from 'zod';

/**
 * `GET IeltsOnlineTest/{id}/details`: item analysis of a test over its submitted full attempts, as
 * Moodle's quiz statistics report computes it.
 */
export const QuestionStatisticsSchema = z.object({
  questionId: z.number().int(),
  number: z.number().int(),
  numbers: z.array(z.number().int()),
  type: z.string(),
  /** Submitted full attempts that graded this question. */
  attemptCount: z.number().int(),
  /** The mean fraction of the question's marks earned, 0..1; null without attempts. */
  facility: z.number().nullable(),
  /**
   * Pearson correlation between the question's score and the rest of the test's score (the total
   * without this question), -1..1; null with fewer than 2 attempts or when either score never varies.
   */
  discrimination: z.number().nullable(),
  /** Facility below 0.2 or above 0.9, or discrimination below 0.2: worth a look; never below `minAttemptsForFlags` attempts. */
  isFlagged: z.boolean(),
});

export const BandCountSchema = z.object({ band: z.number(), count: z.number().int() });

export const TestStatisticsSchema = z.object({
  testId: z.number().int(),
  testName: z.string(),
  skill: z.enum(['reading', 'listening', 'grammar']),
  /** Submitted full attempts counted below. */
  attemptCount: z.number().int(),
  /** Mean raw score of those attempts; null without attempts. */
  meanRawScore: z.number().nullable(),
  maxScore: z.number().int(),
  /** How many attempts earned each band, lowest band first. */
  bands: z.array(BandCountSchema),
  /** The attempts a question needs before it is called too easy, too hard or weak (fewer say too little). */
  minAttemptsForFlags: z.number().int().default(20),
  questions: z.array(QuestionStatisticsSchema),
});

export type QuestionStatistics = z.infer<typeof QuestionStatisticsSchema>;
export type BandCount = z.infer<typeof BandCountSchema>;
export type TestStatistics = z.infer<typeof TestStatisticsSchema>;
