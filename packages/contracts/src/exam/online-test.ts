import { z } from 'zod';
import { rowIdParamSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { ExamKindSchema, TestSkillSchema, ToeicEditionSchema } from './test-document';

/**
 * The learner's online-test calls (API.md, `OnlineIeltsTest/*` and `TestIndex/getListLessonTest`).
 * Nothing here carries an answer key until the attempt is submitted: `LearnerTestSchema` has no key
 * field at all, and the key appears only in `ResultDetailSchema`, which only a submitted attempt has.
 */

const id = rowIdParamSchema;
const isoTime = z.string().describe('ISO 8601 time');

/** `full`: the whole test under its time limit; `practice`: chosen sections, timed or not. */
export const AttemptModeSchema = z.enum(['full', 'practice'], { error: 'The mode is full or practice.' });

/** The lesson-online-test filter of SPEC.md section 3: lessonId, testId, searchByName, page (0 = any). */
export const OnlineTestListQuerySchema = PageQuerySchema.extend({
  skill: TestSkillSchema,
  lessonId: z.coerce.number().int().min(0).default(0),
  testId: z.coerce.number().int().min(0).default(0),
});

/** `GET TestIndex/getListLessonTest`: the lessons of a skill that hold published tests. */
export const OnlineLessonListQuerySchema = PageQuerySchema.extend({ skill: TestSkillSchema });

export const OnlineLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  skill: TestSkillSchema,
  testCount: z.number().int(),
});

/** An attempt as its learner sees it; no answers, no key. */
export const AttemptSummarySchema = z.object({
  id: z.number().int(),
  testId: z.number().int(),
  mode: AttemptModeSchema,
  sectionIds: z.array(z.number().int()),
  startedAt: isoTime,
  /** The server's deadline; null for untimed practice. */
  deadlineAt: isoTime.nullable(),
  /**
   * TOEIC listening: the time limit in seconds while the clock waits for the first play
   * (`OnlineToeicTest/startAttemptClock` sets the deadline then); null once it runs and for every other attempt.
   */
  clockWaitsSeconds: z.number().int().nullable().default(null),
  submittedAt: isoTime.nullable(),
});

/** One row of `GET OnlineIeltsTest/getOnlineIeltsTest` (the published tests, filtered and paged). */
export const OnlineTestListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  skill: TestSkillSchema,
  lessonId: z.number().int(),
  lessonName: z.string(),
  durationSeconds: z.number().int(),
  questionCount: z.number().int(),
  /** Which exam the test belongs to. */
  kind: ExamKindSchema.default('ielts'),
  /** TOEIC: the edition; null otherwise. */
  edition: ToeicEditionSchema.nullable().default(null),
  /** For practice mode: the sections a learner may choose (TOEIC: the parts, `part` 1–7). */
  sections: z.array(z.object({ id: z.number().int(), title: z.string(), part: z.number().int().nullable().default(null) })),
  /** The learner's unsubmitted attempt at this test, to resume; null when none. */
  inProgressAttempt: AttemptSummarySchema.nullable(),
  /** The learner's best band over full attempts; null when none (and outside IELTS). */
  bestBand: z.number().nullable(),
  /** TOEIC: the learner's best scaled score over full attempts; null when none (and outside TOEIC). */
  bestScaledScore: z.number().int().nullable().default(null),
  /** The learner's best percentage over full attempts, every kind; null when none. */
  bestPercent: z.number().int().nullable().default(null),
  submittedCount: z.number().int(),
});

/** A question as a learner sees it before submitting: the type's learner view, never the key. */
export const LearnerQuestionSchema = z.object({
  id: z.number().int(),
  /** The first question number it covers. */
  number: z.number().int(),
  /** Every question number it covers, in order (one per mark). */
  numbers: z.array(z.number().int()),
  type: z.string(),
  content: z.unknown(),
});

export const LearnerQuestionGroupSchema = z.object({
  id: z.number().int(),
  instructions: z.string(),
  /** Sanitised HTML the group's questions share (a TOEIC Part 6 text with `[[n]]` gaps, Part 7 passages); null when none. */
  stimulusHtml: z.string().nullable().default(null),
  /** Where the group's picture is served (a TOEIC Part 1 photograph, a graphic); null when none. */
  imageUrl: z.string().nullable().default(null),
  /** Where the group's own recording is served (range requests; a TOEIC Part 1–4 item); null when none. The transcript is only in the result. */
  audioUrl: z.string().nullable().default(null),
  questions: z.array(LearnerQuestionSchema),
});

/** A reading passage or a listening section. The transcript is not here: only the result has it. */
export const LearnerSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML of a reading passage; null for listening. */
  passageHtml: z.string().nullable(),
  /** Where the listening recording is served (range requests); null for reading. */
  audioUrl: z.string().nullable(),
  /** TOEIC: the part (1–7) this section holds; null otherwise. */
  part: z.number().int().nullable().default(null),
  /** The part's printed directions as sanitised HTML; null when none. */
  directionsHtml: z.string().nullable().default(null),
  groups: z.array(LearnerQuestionGroupSchema),
});

/** A test as the exam screen shows it (also the admin's practice preview). */
export const LearnerTestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Which exam the test belongs to. */
  kind: ExamKindSchema.default('ielts'),
  skill: TestSkillSchema,
  /** TOEIC: the edition (`ets`, `ets2020` … `ets2023`); null otherwise. */
  edition: ToeicEditionSchema.nullable().default(null),
  lessonName: z.string(),
  durationSeconds: z.number().int(),
  sections: z.array(LearnerSectionSchema),
});

export const StartAttemptBodySchema = z.strictObject({
  testId: id,
  mode: AttemptModeSchema.default('full'),
  /** Practice only: the sections to practise; all when absent. */
  sectionIds: z.array(id).min(1, 'Choose at least one section.').max(10).optional(),
  /** Practice only: a time limit in seconds; absent means untimed. */
  timeLimitSeconds: z.number().int().min(60, 'A time limit is at least a minute.').max(24 * 3600).optional(),
});

export const AttemptQuerySchema = z.object({ attemptId: id });

/** `GET OnlineIeltsTest/getAttempt`: everything the exam screen needs to open or resume an attempt. */
export const AttemptStateSchema = z.object({
  attempt: AttemptSummarySchema,
  /** Only the sections this attempt covers. */
  test: LearnerTestSchema,
  /** The latest saved response per question. */
  answers: z.array(z.object({ questionId: z.number().int(), response: z.unknown() })),
  /** The highest client sequence number stored; the client numbers its next save above it. -1 when none. */
  lastClientSeq: z.number().int(),
  /** The server's clock now, so the screen can count down to `deadlineAt` without trusting the device clock. */
  serverNow: isoTime,
});

export const SaveStepSchema = z.strictObject({
  /** The client's counter for this attempt; a retried save repeats it and changes nothing. */
  clientSeq: z.number().int().min(0).max(2_147_483_647),
  questionId: id,
  /** In the shape of the question type's response schema; null clears the answer. */
  response: z.unknown(),
});

/** `POST OnlineIeltsTest/saveAnswers`: the browser's queue, flushed in order. */
export const SaveAnswersBodySchema = z.strictObject({
  attemptId: id,
  steps: z.array(SaveStepSchema).min(1, 'Send at least one answer.').max(200),
});

export const SaveAnswersResultSchema = z.object({
  saved: z.array(z.object({ clientSeq: z.number().int(), stepId: z.number().int(), isDuplicate: z.boolean() })),
  serverNow: isoTime,
});

export const SubmitAttemptBodySchema = z.strictObject({ attemptId: id });

/** `POST OnlineToeicTest/startAttemptClock`: the attempt whose audio the learner has just played. */
export const StartAttemptClockBodySchema = z.strictObject({ attemptId: id });

/** The attempt once its clock runs (its deadline set by the first play), with the server's clock. */
export const AttemptClockSchema = z.object({ attempt: AttemptSummarySchema, serverNow: isoTime });

/** One result row (`getListResult`) and the head of a result's detail. */
export const ResultSummarySchema = z.object({
  /** The result id is its attempt's id. */
  id: z.number().int(),
  testId: z.number().int(),
  testName: z.string(),
  /** Which exam the test belongs to. */
  kind: ExamKindSchema.default('ielts'),
  skill: TestSkillSchema,
  mode: AttemptModeSchema,
  rawScore: z.number().int(),
  maxScore: z.number().int(),
  /** The IELTS band; null for a practice run of some sections (a band needs the whole test) and outside IELTS. */
  band: z.number().nullable(),
  /** TOEIC: the scaled score of the test's skill (5–495) from its conversion table; null for a practice run of some parts and outside TOEIC. */
  scaledScore: z.number().int().nullable().default(null),
  /** rawScore / maxScore as a whole percentage (0–100), every kind; 0 when there is nothing to mark. */
  percent: z.number().int().min(0).max(100).default(0),
  startedAt: isoTime,
  submittedAt: isoTime,
  timeTakenSeconds: z.number().int(),
});

export const ResultListQuerySchema = PageQuerySchema.extend({ skill: TestSkillSchema.optional() });
export const ResultDetailQuerySchema = z.object({ resultId: id });

export const PartVerdictSchema = z.object({
  id: z.string(),
  isCorrect: z.boolean(),
  /** Why a part earned nothing: `unanswered`, `wrong`, `not-an-option`, `too-many-words`, … */
  reason: z.string().optional(),
});

/** A question in the review: the learner's response, the key, the verdict per part and why. */
export const ResultQuestionSchema = LearnerQuestionSchema.extend({
  answerKey: z.unknown(),
  response: z.unknown(),
  marks: z.number().int(),
  maxMarks: z.number().int(),
  parts: z.array(PartVerdictSchema),
  explanation: z.string().nullable(),
  /** Exact phrase(s) of the passage or transcript where the answer is; several joined by ' … '. */
  evidence: z.string().nullable(),
});

export const ResultSectionSchema = LearnerSectionSchema.omit({ groups: true }).extend({
  /** The listening transcript, now that the attempt is submitted. */
  transcriptHtml: z.string().nullable(),
  groups: z.array(LearnerQuestionGroupSchema.omit({ questions: true }).extend({
    /** The transcript of the group's own recording, now that the attempt is submitted; null when none. */
    transcriptHtml: z.string().nullable().default(null),
    questions: z.array(ResultQuestionSchema),
  })),
});

/** Right / wrong / skipped marks of one question type, and the accuracy over the answered ones. */
export const ResultByTypeSchema = z.object({
  type: z.string(),
  right: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int(),
  /** right / total, 0..1. */
  accuracy: z.number(),
});

/** Right / wrong / skipped marks of one TOEIC part (1–7), and the accuracy over its marks. */
export const ResultByPartSchema = ResultByTypeSchema.omit({ type: true }).extend({ part: z.number().int() });

export const ResultDetailSchema = ResultSummarySchema.extend({
  sections: z.array(ResultSectionSchema),
  byType: z.array(ResultByTypeSchema),
  /** Per TOEIC part, in part order; empty outside TOEIC. */
  byPart: z.array(ResultByPartSchema).default([]),
});

export type AttemptMode = z.infer<typeof AttemptModeSchema>;
export type OnlineTestListQuery = z.infer<typeof OnlineTestListQuerySchema>;
export type OnlineLessonListQuery = z.infer<typeof OnlineLessonListQuerySchema>;
export type OnlineLesson = z.infer<typeof OnlineLessonSchema>;
export type AttemptSummaryDto = z.infer<typeof AttemptSummarySchema>;
export type OnlineTestListItem = z.infer<typeof OnlineTestListItemSchema>;
export type LearnerQuestion = z.infer<typeof LearnerQuestionSchema>;
export type LearnerQuestionGroup = z.infer<typeof LearnerQuestionGroupSchema>;
export type LearnerSection = z.infer<typeof LearnerSectionSchema>;
export type LearnerTest = z.infer<typeof LearnerTestSchema>;
export type StartAttemptBody = z.input<typeof StartAttemptBodySchema>;
export type AttemptState = z.infer<typeof AttemptStateSchema>;
export type AttemptClock = z.infer<typeof AttemptClockSchema>;
export type SaveStep = z.infer<typeof SaveStepSchema>;
export type SaveAnswersBody = z.infer<typeof SaveAnswersBodySchema>;
export type SaveAnswersResult = z.infer<typeof SaveAnswersResultSchema>;
export type ResultSummary = z.infer<typeof ResultSummarySchema>;
export type ResultListQuery = z.infer<typeof ResultListQuerySchema>;
export type PartVerdict = z.infer<typeof PartVerdictSchema>;
export type ResultQuestion = z.infer<typeof ResultQuestionSchema>;
export type ResultSection = z.infer<typeof ResultSectionSchema>;
export type ResultByType = z.infer<typeof ResultByTypeSchema>;
export type ResultByPart = z.infer<typeof ResultByPartSchema>;
export type ResultDetail = z.infer<typeof ResultDetailSchema>;
