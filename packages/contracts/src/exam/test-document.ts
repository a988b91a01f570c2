import { z } from 'zod';
import { ConversionTableSchema } from './conversion-table';

/**
 * The exchange format of one IELTS test (docs/test-format.md): what an author writes, what the admin
 * export gives and the import takes. Contracts does not know the question types, so each question's
 * `content` and `key` are `unknown` here; core's `validateTestDocument` checks them against the
 * question-type registry, the numbering and the total marks.
 */

/** The `format` tag every test document carries. */
export const TEST_DOCUMENT_FORMAT = 'lexam-ielts-test';

/** The version of the format this schema reads. */
export const TEST_DOCUMENT_VERSION = 1;

/** The most question numbers a test may use; far above a real paper (40), it only stops absurd input. */
export const MAX_QUESTION_NUMBER = 200;

const text = (what: string, max: number) =>
  z.string({ error: `${what} is text.` }).trim().min(1, `${what} cannot be empty.`).max(max, `${what} is at most ${max} characters.`);

const questionNumber = z
  .number({ error: 'A question number is a number.' })
  .int('A question number is a whole number.')
  .min(1, 'Question numbers start at 1.')
  .max(MAX_QUESTION_NUMBER, `A question number is at most ${MAX_QUESTION_NUMBER}.`);

/** One question item: a question type's content and key, with the numbers it covers and its review notes. */
export const TestQuestionSchema = z.strictObject({
  number: questionNumber,
  numbers: z.array(questionNumber).min(1, 'numbers lists at least one question number.').max(MAX_QUESTION_NUMBER).optional(),
  type: text('The question type', 60),
  content: z.unknown(),
  key: z.unknown(),
  explanation: text('The explanation', 4000),
  evidence: text('The evidence', 2000),
});

/** A group of questions under one printed instruction ("Questions 1–5. …"). */
export const TestQuestionGroupSchema = z.strictObject({
  instructions: text('The instructions', 2000),
  questions: z.array(TestQuestionSchema).min(1, 'A group has at least one question.').max(MAX_QUESTION_NUMBER),
});

/** A reading passage or a listening section, with its question groups. */
export const TestSectionSchema = z.strictObject({
  title: text('The section title', 300),
  passageHtml: text('The passage', 100_000).optional(),
  audioFile: text('The audio file name', 300).optional(),
  transcriptHtml: text('The transcript', 100_000).optional(),
  groups: z.array(TestQuestionGroupSchema).min(1, 'A section has at least one question group.').max(50),
});

/**
 * The skills an online test may have: IELTS and TOEIC use reading and listening, a grammar test
 * `grammar`. An IELTS document still takes reading or listening only (`IeltsSkillSchema`).
 */
export const TestSkillSchema = z.enum(['reading', 'listening', 'grammar'], { error: 'The skill is reading, listening or grammar.' });

/** The skills of an IELTS (and TOEIC) test: reading or listening. */
export const IeltsSkillSchema = z.enum(['reading', 'listening'], { error: 'The skill is reading or listening.' });

/** Which exam a lesson, test, attempt or result belongs to. */
export const ExamKindSchema = z.enum(['ielts', 'toeic', 'grammar'], { error: 'The kind is ielts, toeic or grammar.' });

/** The TOEIC editions a TOEIC test follows (the edition filter of the TOEIC screens). */
export const TOEIC_EDITIONS = ['ets', 'ets2020', 'ets2021', 'ets2022', 'ets2023'] as const;
export const ToeicEditionSchema = z.enum(TOEIC_EDITIONS, { error: `The edition is one of ${TOEIC_EDITIONS.join(', ')}.` });

/** The test itself: name, skill, timing, optional conversion table and sections. */
export const TestBodySchema = z.strictObject({
  name: text('The test name', 300),
  skill: IeltsSkillSchema,
  durationSeconds: z
    .number({ error: 'durationSeconds is a number.' })
    .int('durationSeconds is a whole number of seconds.')
    .min(60, 'durationSeconds is at least 60.')
    .max(6 * 3600, 'durationSeconds is at most 21600 (six hours).'),
  conversionTable: ConversionTableSchema.optional(),
  sections: z.array(TestSectionSchema).min(1, 'A test has at least one section.').max(10),
});

/** One test in the exchange format, with the lesson it is grouped in. */
export const TestDocumentSchema = z.strictObject({
  format: z.literal(TEST_DOCUMENT_FORMAT, { error: `format is "${TEST_DOCUMENT_FORMAT}".` }),
  version: z.literal(TEST_DOCUMENT_VERSION, { error: `version is ${TEST_DOCUMENT_VERSION}.` }),
  lesson: z.strictObject({ name: text('The lesson name', 300) }),
  test: TestBodySchema,
}).meta({
  title: 'Lexam IELTS test document',
  description: 'One IELTS reading or listening test in the Lexam exchange format (docs/test-format.md). Each question\'s content and key follow its question type; the import checks them, the numbering and the total marks.',
});

export type TestQuestion = z.infer<typeof TestQuestionSchema>;
export type TestQuestionGroup = z.infer<typeof TestQuestionGroupSchema>;
export type TestSection = z.infer<typeof TestSectionSchema>;
export type TestSkill = z.infer<typeof TestSkillSchema>;
export type IeltsSkill = z.infer<typeof IeltsSkillSchema>;
export type ExamKind = z.infer<typeof ExamKindSchema>;
export type ToeicEdition = z.infer<typeof ToeicEditionSchema>;
export type TestBody = z.infer<typeof TestBodySchema>;
export type TestDocument = z.infer<typeof TestDocumentSchema>;

/** The answer of `POST /api/admin/{IeltsOnlineTest|OnlineToeicTest|GrammarOnlineTest}/import`: the new test and the lesson it went into. */
export const TestImportResultSchema = z.object({
  testId: z.number().int(),
  lessonId: z.number().int(),
  /** True when the import created the lesson; false when a lesson of that name and skill existed. */
  isNewLesson: z.boolean(),
});

/** `?publish=true` publishes an imported test at once; by default it is a draft. */
export const TestImportQuerySchema = z.object({
  publish: z.enum(['true', 'false'], { error: 'publish is true or false.' }).default('false').transform((value) => value === 'true'),
});

export type TestImportResult = z.infer<typeof TestImportResultSchema>;
