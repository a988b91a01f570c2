import { z } from 'zod';
import { rowIdSchema } from '../../common/row-id';
import { TOEIC_EDITIONS } from '../../exam/test-document';
import { PartVerdictSchema } from '../../exam/online-test';
import { TOEIC_COURSE_SKILLS, TOEIC_PRACTICE_TYPES } from './toeic-course';

const int = z.number().int();

/** A learner's progress on a lesson or a part: questions answered (latest answer kept) and how many of those are `right` (not named `correct`: the learner's answers never carry a field of that name before checking). */
export const ToeicCourseProgressSchema = z.object({ questions: int, answered: int, right: int });
export type ToeicCourseProgress = z.infer<typeof ToeicCourseProgressSchema>;

/** One published lesson of the course in the course's index. */
export const ToeicCourseLessonSummarySchema = z.object({
  id: int,
  skill: z.enum(TOEIC_COURSE_SKILLS),
  edition: z.enum(TOEIC_EDITIONS),
  part: int,
  title: z.string(),
  hasVideo: z.boolean(),
  progress: ToeicCourseProgressSchema,
});
export type ToeicCourseLessonSummary = z.infer<typeof ToeicCourseLessonSummarySchema>;

/** The course's structure for the learner: its published lessons by skill, edition and part, with the learner's progress. */
export const ToeicCourseIndexSchema = z.object({ lessons: z.array(ToeicCourseLessonSummarySchema) });
export type ToeicCourseIndex = z.infer<typeof ToeicCourseIndexSchema>;

export const ToeicCourseIndexQuerySchema = z.object({
  skill: z.enum(TOEIC_COURSE_SKILLS).optional(),
  edition: z.enum(TOEIC_EDITIONS).optional(),
});

export const ToeicLessonQuerySchema = z.object({ id: z.coerce.number({ error: 'An id is a number.' }).int().min(1) });

/** A practice question as the learner answers it: the engine's learner view, no key or explanation; the learner's last verdict. */
export const ToeicPracticeQuestionSchema = z.object({
  index: int,
  type: z.enum(TOEIC_PRACTICE_TYPES),
  content: z.unknown(),
  /** The learner's latest verdict; null before a first answer. */
  lastCorrect: z.boolean().nullable(),
});

/** `GET ToeicCourse/getLesson?id=`: one published lesson to read and practise. */
export const ToeicLessonSchema = z.object({
  id: int,
  skill: z.enum(TOEIC_COURSE_SKILLS),
  edition: z.enum(TOEIC_EDITIONS),
  part: int,
  title: z.string(),
  strategyHtml: z.string(),
  exampleHtml: z.string().nullable(),
  exampleAudioUrl: z.string().nullable(),
  examplePictureUrl: z.string().nullable(),
  practiceAudioUrl: z.string().nullable(),
  practicePictureUrl: z.string().nullable(),
  videoId: int.nullable(),
  questions: z.array(ToeicPracticeQuestionSchema),
  progress: ToeicCourseProgressSchema,
});
export type ToeicLesson = z.infer<typeof ToeicLessonSchema>;
export type ToeicPracticeQuestion = z.infer<typeof ToeicPracticeQuestionSchema>;

/** `POST ToeicCourse/checkAnswer`: one answer to one practice question. */
export const ToeicCheckBodySchema = z.strictObject({
  lessonId: rowIdSchema,
  index: z.number().int().min(0).max(100),
  response: z.unknown(),
});

export const ToeicCheckSchema = z.object({
  lessonId: int,
  index: int,
  isCorrect: z.boolean(),
  /** The engine's verdict per part (the players' review) and the response graded. */
  parts: z.array(PartVerdictSchema),
  response: z.unknown(),
  answerKey: z.unknown(),
  explanation: z.string(),
  /** What the practice recording says, once a question is checked (Parts 1–4); empty otherwise. */
  transcript: z.string(),
  progress: ToeicCourseProgressSchema,
});
export type ToeicCheck = z.infer<typeof ToeicCheckSchema>;
