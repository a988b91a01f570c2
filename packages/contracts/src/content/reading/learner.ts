import { z } from 'zod';
import { rowIdParamSchema } from '../../common/row-id';
import { ContentLanguageSchema, SkillSchema } from '../../catalogue/course-index';
import { PartVerdictSchema } from '../../exam/online-test';
import { PARTS_OF_SPEECH } from '../words';
import { COURSE_SOURCES } from './reading';

/**
 * The learner's reading-course calls (API.md: `TestIndex/getTestCourseIndex`,
 * `TestIndex/getListSubTestCourseIndex`, `TestIndex/getListPassageForTestByLession`,
 * `Course/getLession`, `Course/getTestParam`, `Course/getReadingIntroduction`,
 * `Words/getVocaForPassage`, `Words/getPracticForPassage`, `Speaking/getVideoForPassage`, and our own
 * `POST Words/checkPracticForPassage`). Only published lessons and passages are ever answered, and
 * nothing before a check carries a practice item's key, explanation or evidence.
 */

const id = rowIdParamSchema;
const isoTime = z.string().describe('ISO 8601 time');

export const CourseSourceSchema = z.enum(COURSE_SOURCES, { error: `The source is one of ${COURSE_SOURCES.join(', ')}.` });

/** `?skill=reading`: the course. */
export const CourseSkillQuerySchema = z.object({ skill: SkillSchema.default('reading') });
/** `?skill=reading&source=cambridge`: one source of the course. */
export const CourseSourceQuerySchema = CourseSkillQuerySchema.extend({ source: CourseSourceSchema });
export const LessonQuerySchema = z.object({ lessonId: id });
export const PassageQuerySchema = z.object({ passageId: id });
/** A passage's words, with the meaning in `lang` (else the Accept-Language header's language, else English). */
export const PassageWordsQuerySchema = PassageQuerySchema.extend({ lang: ContentLanguageSchema.optional() });

/** The learner's work on a passage: done once the practice was checked, with the best score. */
export const PassageProgressSchema = z.object({
  isDone: z.boolean(),
  /** The best marks of any check; null before the first. */
  practiceMarks: z.number().int().nullable(),
  practiceMaxMarks: z.number().int().nullable(),
  completedAt: isoTime.nullable(),
});

/** One source of a course (`getTestCourseIndex`), with what the learner has done in it. */
export const CourseSourceSummarySchema = z.object({
  source: CourseSourceSchema,
  lessonCount: z.number().int(),
  passageCount: z.number().int(),
  doneCount: z.number().int(),
});

/** `GET TestIndex/getTestCourseIndex`. */
export const CourseIndexOfSkillSchema = z.object({
  skill: SkillSchema,
  sources: z.array(CourseSourceSummarySchema),
});

/** A lesson in its source's list (`getListSubTestCourseIndex`). */
export const LessonSummarySchema = z.object({
  id: z.number().int(),
  source: CourseSourceSchema,
  name: z.string(),
  description: z.string(),
  passageCount: z.number().int(),
  doneCount: z.number().int(),
});

/** A passage in its lesson's list (`getListPassageForTestByLession`). */
export const PassageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  hasVideo: z.boolean(),
  practiceCount: z.number().int(),
  progress: PassageProgressSchema,
});

/** `GET Course/getLession`: a lesson with its passages in order (the reader's breadcrumb and steps). */
export const LessonDetailSchema = z.object({
  id: z.number().int(),
  skill: SkillSchema,
  source: CourseSourceSchema,
  name: z.string(),
  description: z.string(),
  passages: z.array(z.object({ id: z.number().int(), title: z.string(), isDone: z.boolean() })),
});

/** `GET Course/getTestParam`: the passage to read. `bodyHtml` is sanitised when stored. */
export const PassageToReadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  lesson: z.object({ id: z.number().int(), name: z.string(), source: CourseSourceSchema }),
  /** The neighbours within the lesson; null at either end. */
  previousPassageId: z.number().int().nullable(),
  nextPassageId: z.number().int().nullable(),
  hasVideo: z.boolean(),
  practiceCount: z.number().int(),
  wordCount: z.number().int(),
  progress: PassageProgressSchema,
});

/** `GET Course/getReadingIntroduction`: the first published introduction of the reading course; null when none. */
export const ReadingIntroductionSchema = z.object({ id: z.number().int(), title: z.string(), bodyHtml: z.string() }).nullable();

/** One word of a passage's vocabulary, as the learner reads it. */
export const PassageWordSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).or(z.string()),
  /** In `language` when the word has a translation in it; the English meaning otherwise. */
  meaning: z.string(),
  /** The English meaning, always. */
  meaningEn: z.string(),
  /** The language `meaning` is written in. */
  language: ContentLanguageSchema,
  pronunciation: z.string().nullable(),
  example: z.string(),
  audioUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** A practice item before checking: the question type's learner view, never the key. */
export const PracticeItemToAnswerSchema = z.object({
  /** The item's place in the passage's practice, from 0: the key of its response in a check. */
  index: z.number().int(),
  /** The question numbers it covers, one per mark, counted from 1 across the passage's practice. */
  numbers: z.array(z.number().int()),
  type: z.string(),
  content: z.unknown(),
});

/** `GET Words/getPracticForPassage`. */
export const PassagePracticeSchema = z.object({
  passageId: z.number().int(),
  maxMarks: z.number().int(),
  items: z.array(PracticeItemToAnswerSchema),
});

/** `POST Words/checkPracticForPassage`: the learner's responses by item index (in each type's response shape). */
export const CheckPracticeBodySchema = z.strictObject({
  passageId: id,
  responses: z.record(z.string().regex(/^\d{1,3}$/, 'A response is keyed by its item index (0, 1, 2…).'), z.unknown()),
});

/** One checked item: the verdict, now with the key, the explanation and the evidence. */
export const CheckedPracticeItemSchema = PracticeItemToAnswerSchema.extend({
  isCorrect: z.boolean(),
  marks: z.number().int(),
  maxMarks: z.number().int(),
  parts: z.array(PartVerdictSchema),
  response: z.unknown(),
  answerKey: z.unknown(),
  explanation: z.string(),
  evidence: z.string().nullable(),
});

/** The answer of `POST Words/checkPracticForPassage`. */
export const PracticeCheckSchema = z.object({
  passageId: z.number().int(),
  marks: z.number().int(),
  maxMarks: z.number().int(),
  items: z.array(CheckedPracticeItemSchema),
  /** The learner's progress after this check (the best marks kept). */
  progress: PassageProgressSchema,
});

/** `GET Speaking/getVideoForPassage`: the passage's published video lesson; null when none. */
export const PassageVideoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    captionsUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
  })
  .nullable();

export type CourseSourceName = z.infer<typeof CourseSourceSchema>;
export type PassageProgress = z.infer<typeof PassageProgressSchema>;
export type CourseSourceSummary = z.infer<typeof CourseSourceSummarySchema>;
export type CourseIndexOfSkill = z.infer<typeof CourseIndexOfSkillSchema>;
export type LessonSummary = z.infer<typeof LessonSummarySchema>;
export type PassageSummary = z.infer<typeof PassageSummarySchema>;
export type LessonDetail = z.infer<typeof LessonDetailSchema>;
export type PassageToRead = z.infer<typeof PassageToReadSchema>;
export type ReadingIntroduction = z.infer<typeof ReadingIntroductionSchema>;
export type PassageWord = z.infer<typeof PassageWordSchema>;
export type PracticeItemToAnswer = z.infer<typeof PracticeItemToAnswerSchema>;
export type PassagePractice = z.infer<typeof PassagePracticeSchema>;
export type CheckPracticeBody = z.infer<typeof CheckPracticeBodySchema>;
export type CheckedPracticeItem = z.infer<typeof CheckedPracticeItemSchema>;
export type PracticeCheck = z.infer<typeof PracticeCheckSchema>;
export type PassageVideo = z.infer<typeof PassageVideoSchema>;
