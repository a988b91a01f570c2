import { z } from 'zod';
import { rowIdParamSchema } from '../../common/row-id';
import { ContentLanguageSchema } from '../../catalogue/course-index';
import { PartVerdictSchema } from '../../exam/online-test';
import { PassageWordSchema } from '../reading/learner';

/**
 * The learner's grammar-course calls (API.md: `GrammarCourse/getCourseIndexs/{pageIndex}/{pageSize}`,
 * `GrammarCourse/getGrammarUnit`, `GrammarCourse/getNewWordsAndGrammar`,
 * `GrammarCourse/getGrammarExercise`; ours: `POST GrammarCourse/checkExercise`). Only published grades
 * and units are answered; an exercise's key and explanation only once the learner has answered it.
 */

const id = rowIdParamSchema;

/** A learner's score on a set of exercises: how many there are, answered, and right on the last check. */
export const GrammarScoreSchema = z.object({
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
});
export type GrammarScore = z.infer<typeof GrammarScoreSchema>;

export const GrammarCoursePageParamsSchema = z.object({
  pageIndex: z.coerce.number().int().min(1, 'pageIndex starts at 1.').max(10_000),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100.'),
});

/** One grade of the course with the learner's score over its units. */
export const GrammarGradeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  unitCount: z.number().int(),
  score: GrammarScoreSchema,
  units: z.array(z.object({ id: z.number().int(), topic: z.string(), score: GrammarScoreSchema })),
});
export type GrammarGradeSummary = z.infer<typeof GrammarGradeSummarySchema>;

/** `GET GrammarCourse/getCourseIndexs/{pageIndex}/{pageSize}`: the published grades, in order. */
export const GrammarCourseIndexSchema = z.object({
  items: z.array(GrammarGradeSummarySchema),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type GrammarCourseIndex = z.infer<typeof GrammarCourseIndexSchema>;

export const GrammarGradeQuerySchema = z.object({ gradeId: id });
export const GrammarUnitQuerySchema = z.object({ unitId: id, lang: ContentLanguageSchema.optional() });

/** One unit of a grade with the learner's score and the first exercise not answered yet. */
export const GrammarUnitSummarySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  description: z.string(),
  score: GrammarScoreSchema,
  /** The first exercise the learner has not answered; null when every one is. */
  resumeExerciseId: z.number().int().nullable(),
});

/** `GET GrammarCourse/getGrammarUnit?gradeId=`: a published grade and its published units. */
export const GrammarGradeUnitsSchema = z.object({
  grade: z.object({ id: z.number().int(), title: z.string(), description: z.string() }),
  units: z.array(GrammarUnitSummarySchema),
});
export type GrammarGradeUnits = z.infer<typeof GrammarGradeUnitsSchema>;

/** `GET GrammarCourse/getNewWordsAndGrammar?unitId=`: a unit's grammar points and new words. */
export const GrammarUnitLessonSchema = z.object({
  unitId: z.number().int(),
  gradeId: z.number().int(),
  topic: z.string(),
  description: z.string(),
  points: z.array(z.object({ id: z.number().int(), title: z.string(), bodyHtml: z.string() })),
  words: z.array(PassageWordSchema),
});
export type GrammarUnitLesson = z.infer<typeof GrammarUnitLessonSchema>;

/** The verdict of one check: with the key and the explanation. */
export const GrammarExerciseResultSchema = z.object({
  isCorrect: z.boolean(),
  marks: z.number().int(),
  maxMarks: z.number().int(),
  parts: z.array(PartVerdictSchema),
  response: z.unknown(),
  answerKey: z.unknown(),
  explanation: z.string(),
  attempts: z.number().int(),
});
export type GrammarExerciseResult = z.infer<typeof GrammarExerciseResultSchema>;

/** An exercise as the learner answers it: the question type's learner view; its last result once answered. */
export const GrammarExerciseToAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  content: z.unknown(),
  /** Its marks: one question number per mark (a gap fill of three gaps is worth three). */
  marks: z.number().int(),
  result: GrammarExerciseResultSchema.nullable(),
});
export type GrammarExerciseToAnswer = z.infer<typeof GrammarExerciseToAnswerSchema>;

/** `GET GrammarCourse/getGrammarExercise?unitId=`: a unit's exercises in order, its score and where to resume. */
export const GrammarUnitExercisesSchema = z.object({
  unitId: z.number().int(),
  exercises: z.array(GrammarExerciseToAnswerSchema),
  score: GrammarScoreSchema,
  resumeExerciseId: z.number().int().nullable(),
});
export type GrammarUnitExercises = z.infer<typeof GrammarUnitExercisesSchema>;

/** `POST GrammarCourse/checkExercise`: one answer, in the question type's response shape. */
export const GrammarCheckBodySchema = z.strictObject({
  exerciseId: id,
  response: z.unknown(),
});

/** The answer of a check: the verdict, the unit's score after it and the next exercise not answered. */
export const GrammarCheckAnswerSchema = z.object({
  exerciseId: z.number().int(),
  unitId: z.number().int(),
  result: GrammarExerciseResultSchema,
  score: GrammarScoreSchema,
  resumeExerciseId: z.number().int().nullable(),
});
export type GrammarCheckAnswer = z.infer<typeof GrammarCheckAnswerSchema>;
