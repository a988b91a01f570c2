import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { IeltsSkillSchema, ToeicEditionSchema } from './test-document';

/**
 * The learner's TOEIC and grammar calls that IELTS has no counterpart for (API.md `OnlineToeicTest/*`,
 * `CourseToeicTest/getCourseToeicTest`, `OnlineGrammarTest/*`). Attempts, saves, submits and results
 * use the same schemas as IELTS (online-test.ts), with `kind` telling the exams apart.
 */

const lessonOrTest = z.coerce.number().int().min(0).default(0);

/** `GET OnlineToeicTest/getOnlineToeicTest`: the lesson-online-test filter plus the skill and the edition. */
export const ToeicTestListQuerySchema = PageQuerySchema.extend({
  skill: IeltsSkillSchema,
  /** Absent: every edition. */
  edition: ToeicEditionSchema.optional(),
  lessonId: lessonOrTest,
  testId: lessonOrTest,
});

/** `GET OnlineGrammarTest/getOnlineGrammarTest`: the lesson-online-test filter (lessonId, testId, searchByName, page). */
export const GrammarTestListQuerySchema = PageQuerySchema.extend({
  lessonId: lessonOrTest,
  testId: lessonOrTest,
});

/** `GET OnlineGrammarTest/getListLessonTest`: the grammar lessons that hold published tests. */
export const GrammarLessonListQuerySchema = PageQuerySchema;

/** `GET OnlineToeicTest/getToeicSubCourseIndex`: optionally one skill. */
export const ToeicSubCourseIndexQuerySchema = z.object({ skill: IeltsSkillSchema.optional() });

/** One edition of `getToeicSubCourseIndex` / `getCourseToeicTest`: how many published tests it has per skill. */
export const ToeicEditionCountSchema = z.object({
  edition: ToeicEditionSchema,
  listening: z.number().int(),
  reading: z.number().int(),
  /** listening + reading. */
  total: z.number().int(),
});

/** `GET CourseToeicTest/getCourseToeicTest`: the TOEIC landing's overview, editions × skills. */
export const ToeicCourseOverviewSchema = z.object({
  editions: z.array(ToeicEditionCountSchema),
  /** Published TOEIC tests per skill, every edition together. */
  totals: z.object({ listening: z.number().int(), reading: z.number().int() }),
});

/** `GET OnlineToeicTest/getListPartByToeicReadingTest?testId=`. */
export const ToeicPartListQuerySchema = z.object({
  testId: z.coerce.number({ error: 'An id is a number.' }).int('An id is a whole number.').min(1, 'An id is 1 or more.'),
});

/** One part of a TOEIC test for practice by part: its section (to pass as `sectionIds`) and its question range. */
export const ToeicPartSchema = z.object({
  sectionId: z.number().int(),
  /** 1–7; null for a section not tagged with a part. */
  part: z.number().int().nullable(),
  title: z.string(),
  directionsHtml: z.string().nullable(),
  /** The first and last question numbers of the part (0 when it has no questions yet). */
  firstNumber: z.number().int(),
  lastNumber: z.number().int(),
  questionCount: z.number().int(),
});

export const ToeicPartListSchema = z.object({
  testId: z.number().int(),
  testName: z.string(),
  skill: IeltsSkillSchema,
  edition: ToeicEditionSchema.nullable(),
  durationSeconds: z.number().int(),
  parts: z.array(ToeicPartSchema),
});

export type ToeicTestListQuery = z.infer<typeof ToeicTestListQuerySchema>;
export type GrammarTestListQuery = z.infer<typeof GrammarTestListQuerySchema>;
export type GrammarLessonListQuery = z.infer<typeof GrammarLessonListQuerySchema>;
export type ToeicSubCourseIndexQuery = z.infer<typeof ToeicSubCourseIndexQuerySchema>;
export type ToeicEditionCount = z.infer<typeof ToeicEditionCountSchema>;
export type ToeicCourseOverview = z.infer<typeof ToeicCourseOverviewSchema>;
export type ToeicPart = z.infer<typeof ToeicPartSchema>;
export type ToeicPartList = z.infer<typeof ToeicPartListSchema>;
