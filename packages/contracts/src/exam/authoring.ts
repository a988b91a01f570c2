import { z } from 'zod';
import { rowIdSchema, rowIdParamSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { ConversionTableSchema } from './conversion-table';
import { ExamKindSchema, MAX_QUESTION_NUMBER, TestSkillSchema, ToeicEditionSchema } from './test-document';

/**
 * The admin resources that author online tests (API.md: `IeltsOnlineTest`, `OnlineToeicTest`,
 * `GrammarOnlineTest`, `ToeicTestOnlne` (TOEIC lessons), `OnlinePassage`, `OnlinePart`, plus
 * `IeltsOnlineTestLesson`, a grammar lessons resource and `IeltsOnlineQuestion`). The same schemas
 * serve every kind; the resource a call goes through fixes the kind. These carry answer keys: they
 * are admin-only and never reach a learner.
 */

const id = rowIdSchema;
const optionalId = rowIdParamSchema.optional();
const name = (what: string, max = 300) => z.string({ error: `${what} is text.` }).trim().min(1, `${what} cannot be empty.`).max(max, `${what} is at most ${max} characters.`);
const html = (what: string) => z.string({ error: `${what} is HTML text.` }).max(200_000, `${what} is at most 200000 characters.`);
const questionNumber = z
  .number({ error: 'A question number is a number.' })
  .int('A question number is a whole number.')
  .min(1, 'Question numbers start at 1.')
  .max(MAX_QUESTION_NUMBER, `A question number is at most ${MAX_QUESTION_NUMBER}.`);

// ---- Lessons -------------------------------------------------------------------------------

export const OnlineTestLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Which exam the lesson belongs to (fixed by the resource it was made through). */
  kind: ExamKindSchema.default('ielts'),
  skill: TestSkillSchema,
  sortOrder: z.number().int(),
  testCount: z.number().int(),
  createdAt: z.string(),
});
export const OnlineTestLessonQuerySchema = PageQuerySchema.extend({ skill: TestSkillSchema.optional() });
export const OnlineTestLessonCreateSchema = z.strictObject({ name: name('The lesson name'), skill: TestSkillSchema });
/** The skill of a lesson is fixed once tests hang in it; only the name changes. */
export const OnlineTestLessonUpdateSchema = z.strictObject({ name: name('The lesson name').optional() });

// ---- Tests ---------------------------------------------------------------------------------

const durationSeconds = z
  .number({ error: 'durationSeconds is a number.' })
  .int('durationSeconds is a whole number of seconds.')
  .min(60, 'durationSeconds is at least 60.')
  .max(6 * 3600, 'durationSeconds is at most 21600 (six hours).');

/** One row of the tests list (and the head of the detail). */
export const OnlineTestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lessonId: z.number().int(),
  lessonName: z.string(),
  /** Which exam the test belongs to (fixed by the resource it was made through). */
  kind: ExamKindSchema.default('ielts'),
  skill: TestSkillSchema,
  /** TOEIC: the edition; null otherwise. */
  edition: ToeicEditionSchema.nullable().default(null),
  durationSeconds: z.number().int(),
  isPublished: z.boolean(),
  /** The test's own raw-to-band table; null means the default table of its skill. */
  conversionTable: ConversionTableSchema.nullable(),
  sortOrder: z.number().int(),
  /** How many question numbers the test covers (40 when complete). */
  questionCount: z.number().int(),
  /** Every attempt, submitted or not; a test with attempts cannot lose questions. */
  attemptCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const OnlineTestQuerySchema = PageQuerySchema.extend({
  skill: TestSkillSchema.optional(),
  lessonId: optionalId,
  /** TOEIC tests resource only: one edition. */
  edition: ToeicEditionSchema.optional(),
});
export const OnlineTestCreateSchema = z.strictObject({
  name: name('The test name'),
  lessonId: id,
  skill: TestSkillSchema,
  /** TOEIC: required; refused for other kinds. */
  edition: ToeicEditionSchema.nullable().default(null),
  durationSeconds,
  isPublished: z.boolean().default(false),
  conversionTable: ConversionTableSchema.nullable().default(null),
});
/** Only the fields sent change; the skill follows the lesson and does not change. */
export const OnlineTestUpdateSchema = z.strictObject({
  name: name('The test name').optional(),
  lessonId: id.optional(),
  edition: ToeicEditionSchema.nullable().optional(),
  durationSeconds: durationSeconds.optional(),
  isPublished: z.boolean().optional(),
  conversionTable: ConversionTableSchema.nullable().optional(),
});

// ---- Sections (OnlinePassage) --------------------------------------------------------------

export const OnlineSectionSchema = z.object({
  id: z.number().int(),
  testId: z.number().int(),
  title: z.string(),
  sortOrder: z.number().int(),
  /** TOEIC: the part (1–7) the section holds; null otherwise. */
  part: z.number().int().nullable().default(null),
  /** The part's printed directions, sanitised when saved; null when none. */
  directionsHtml: z.string().nullable().default(null),
  /** Sanitised when saved. */
  passageHtml: z.string().nullable(),
  /** The stored key of the uploaded recording (`Upload/UploadAudio` → `key`). */
  audioFileKey: z.string().nullable(),
  /** Where the recording is served; null without one. */
  audioUrl: z.string().nullable(),
  transcriptHtml: z.string().nullable(),
});
export const OnlineSectionQuerySchema = PageQuerySchema.extend({ testId: optionalId });
const toeicPart = z.number({ error: 'The part is a number.' }).int('The part is a whole number.').min(1, 'TOEIC parts are 1 to 7.').max(7, 'TOEIC parts are 1 to 7.');
const sectionFields = {
  title: name('The section title'),
  part: toeicPart.nullable(),
  directionsHtml: html('The directions').nullable(),
  passageHtml: html('The passage').nullable(),
  audioFileKey: z.string().trim().max(300).nullable(),
  transcriptHtml: html('The transcript').nullable(),
};
export const OnlineSectionCreateSchema = z.strictObject({
  testId: id,
  title: sectionFields.title,
  part: sectionFields.part.default(null),
  directionsHtml: sectionFields.directionsHtml.default(null),
  passageHtml: sectionFields.passageHtml.default(null),
  audioFileKey: sectionFields.audioFileKey.default(null),
  transcriptHtml: sectionFields.transcriptHtml.default(null),
});
export const OnlineSectionUpdateSchema = z.strictObject({
  title: sectionFields.title.optional(),
  part: sectionFields.part.optional(),
  directionsHtml: sectionFields.directionsHtml.optional(),
  passageHtml: sectionFields.passageHtml.optional(),
  audioFileKey: sectionFields.audioFileKey.optional(),
  transcriptHtml: sectionFields.transcriptHtml.optional(),
});

// ---- Question groups (OnlinePart) ----------------------------------------------------------

export const OnlineGroupSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  instructions: z.string(),
  sortOrder: z.number().int(),
  /** Shared text of the group's questions (TOEIC Part 6 text with `[[n]]` gaps, Part 7 passages), sanitised when saved. */
  stimulusHtml: z.string().nullable().default(null),
  /** The stored key of the group's uploaded picture (`Upload/UploadImage` → `key`). */
  imageFileKey: z.string().nullable().default(null),
  /** Where the picture is served; null without one. */
  imageUrl: z.string().nullable().default(null),
  /** The stored key of the group's uploaded recording (`Upload/UploadAudio` → `key`). */
  audioFileKey: z.string().nullable().default(null),
  /** Where the recording is served; null without one. */
  audioUrl: z.string().nullable().default(null),
  transcriptHtml: z.string().nullable().default(null),
});
export const OnlineGroupQuerySchema = PageQuerySchema.extend({ sectionId: optionalId });
const instructions = z.string({ error: 'The instructions are text.' }).trim().max(4000, 'The instructions are at most 4000 characters.');
const fileKey = z.string().trim().max(300).nullable();
export const OnlineGroupCreateSchema = z.strictObject({
  sectionId: id,
  instructions: instructions.default(''),
  stimulusHtml: html('The stimulus').nullable().default(null),
  imageFileKey: fileKey.default(null),
  audioFileKey: fileKey.default(null),
  transcriptHtml: html('The transcript').nullable().default(null),
});
export const OnlineGroupUpdateSchema = z.strictObject({
  instructions: instructions.optional(),
  stimulusHtml: html('The stimulus').nullable().optional(),
  imageFileKey: fileKey.optional(),
  audioFileKey: fileKey.optional(),
  transcriptHtml: html('The transcript').nullable().optional(),
});

// ---- Questions -----------------------------------------------------------------------------

export const OnlineQuestionSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  /** The first question number it covers. */
  number: z.number().int(),
  /** Every question number it covers, one per mark. */
  numbers: z.array(z.number().int()),
  type: z.string(),
  content: z.unknown(),
  answerKey: z.unknown(),
  explanation: z.string().nullable(),
  evidence: z.string().nullable(),
  sortOrder: z.number().int(),
});
export const OnlineQuestionQuerySchema = PageQuerySchema.extend({ groupId: optionalId, testId: optionalId });
const questionFields = {
  number: questionNumber,
  numbers: z.array(questionNumber).min(1, 'numbers lists at least one question number.').max(MAX_QUESTION_NUMBER),
  type: name('The question type', 60),
  explanation: z.string().trim().max(4000, 'The explanation is at most 4000 characters.').nullable(),
  evidence: z.string().trim().max(2000, 'The evidence is at most 2000 characters.').nullable(),
};
/** `content` and `answerKey` are checked against the type by the question-type registry. */
export const OnlineQuestionCreateSchema = z.strictObject({
  groupId: id,
  number: questionFields.number,
  /** Defaults to `[number]`. */
  numbers: questionFields.numbers.optional(),
  type: questionFields.type,
  content: z.unknown(),
  answerKey: z.unknown(),
  explanation: questionFields.explanation.default(null),
  evidence: questionFields.evidence.default(null),
});
export const OnlineQuestionUpdateSchema = z.strictObject({
  /** Moving a question to another group of the same test. */
  groupId: id.optional(),
  number: questionFields.number.optional(),
  numbers: questionFields.numbers.optional(),
  type: questionFields.type.optional(),
  content: z.unknown().optional(),
  answerKey: z.unknown().optional(),
  explanation: questionFields.explanation.optional(),
  evidence: questionFields.evidence.optional(),
});

// ---- The editor's tree ---------------------------------------------------------------------

export const OnlineGroupTreeSchema = OnlineGroupSchema.extend({ questions: z.array(OnlineQuestionSchema) });
export const OnlineSectionTreeSchema = OnlineSectionSchema.extend({ groups: z.array(OnlineGroupTreeSchema) });
/** `GET IeltsOnlineTest/{id}`: the test with its whole tree, keys included, for the editor. */
export const OnlineTestDetailSchema = OnlineTestSchema.extend({ sections: z.array(OnlineSectionTreeSchema) });

export type OnlineTestLesson = z.infer<typeof OnlineTestLessonSchema>;
export type OnlineTestLessonQuery = z.infer<typeof OnlineTestLessonQuerySchema>;
export type OnlineTestLessonCreate = z.infer<typeof OnlineTestLessonCreateSchema>;
export type OnlineTestLessonUpdate = z.infer<typeof OnlineTestLessonUpdateSchema>;
export type OnlineTest = z.infer<typeof OnlineTestSchema>;
export type OnlineTestQuery = z.infer<typeof OnlineTestQuerySchema>;
export type OnlineTestCreate = z.infer<typeof OnlineTestCreateSchema>;
export type OnlineTestUpdate = z.infer<typeof OnlineTestUpdateSchema>;
export type OnlineSection = z.infer<typeof OnlineSectionSchema>;
export type OnlineSectionQuery = z.infer<typeof OnlineSectionQuerySchema>;
export type OnlineSectionCreate = z.infer<typeof OnlineSectionCreateSchema>;
export type OnlineSectionUpdate = z.infer<typeof OnlineSectionUpdateSchema>;
export type OnlineGroup = z.infer<typeof OnlineGroupSchema>;
export type OnlineGroupQuery = z.infer<typeof OnlineGroupQuerySchema>;
export type OnlineGroupCreate = z.infer<typeof OnlineGroupCreateSchema>;
export type OnlineGroupUpdate = z.infer<typeof OnlineGroupUpdateSchema>;
export type OnlineQuestion = z.infer<typeof OnlineQuestionSchema>;
export type OnlineQuestionQuery = z.infer<typeof OnlineQuestionQuerySchema>;
export type OnlineQuestionCreate = z.infer<typeof OnlineQuestionCreateSchema>;
export type OnlineQuestionUpdate = z.infer<typeof OnlineQuestionUpdateSchema>;
export type OnlineGroupTree = z.infer<typeof OnlineGroupTreeSchema>;
export type OnlineSectionTree = z.infer<typeof OnlineSectionTreeSchema>;
export type OnlineTestDetail = z.infer<typeof OnlineTestDetailSchema>;
