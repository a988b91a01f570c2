import { z } from 'zod';
import { ToeicScaledTableSchema } from './conversion-table';
import {
  IeltsSkillSchema,
  MAX_QUESTION_NUMBER,
  TEST_DOCUMENT_VERSION,
  TestDocumentSchema,
  TestQuestionSchema,
  TestSectionSchema,
  ToeicEditionSchema,
  type TestDocument,
} from './test-document';

/**
 * The TOEIC and grammar members of the test document family (docs/test-format.md): the same shape as
 * an IELTS document, plus what question sets share (a text, a picture, a recording with its
 * transcript), the TOEIC part of a section and its printed directions, and the TOEIC edition.
 * Contracts checks the shape; core's `validateTestDocument` checks the per-kind rules.
 */

export const TOEIC_DOCUMENT_FORMAT = 'lexam-toeic-test';
export const GRAMMAR_DOCUMENT_FORMAT = 'lexam-grammar-test';

const text = (what: string, max: number) =>
  z.string({ error: `${what} is text.` }).trim().min(1, `${what} cannot be empty.`).max(max, `${what} is at most ${max} characters.`);

const durationSeconds = z
  .number({ error: 'durationSeconds is a number.' })
  .int('durationSeconds is a whole number of seconds.')
  .min(60, 'durationSeconds is at least 60.')
  .max(6 * 3600, 'durationSeconds is at most 21600 (six hours).');

/** A question set: questions under one instruction that may share a text, a picture and a recording. */
export const ExamQuestionGroupSchema = z.strictObject({
  instructions: text('The instructions', 2000),
  /** Shared text (a TOEIC Part 6 text with its gaps as `[[n]]`, Part 7 passages, a grammar text). */
  stimulusHtml: text('The stimulus', 100_000).optional(),
  /** An uploaded image file's name (or stored key): a Part 1 photograph, a graphic, a form. */
  imageFile: text('The image file name', 300).optional(),
  /** An uploaded audio file's name (or stored key): the set's own recording. */
  audioFile: text('The audio file name', 300).optional(),
  /** The recording's transcript; required with audioFile. Shown only after submission. */
  transcriptHtml: text('The transcript', 100_000).optional(),
  questions: z.array(TestQuestionSchema).min(1, 'A group has at least one question.').max(MAX_QUESTION_NUMBER),
});

const toeicPart = z.number({ error: 'The part is a number.' }).int('The part is a whole number.').min(1, 'TOEIC parts are 1 to 7.').max(7, 'TOEIC parts are 1 to 7.');

/** A TOEIC part (or a piece of one): its number, its printed directions and its question sets. */
export const ToeicSectionSchema = TestSectionSchema.extend({
  part: toeicPart,
  directionsHtml: text('The directions', 20_000).optional(),
  groups: z.array(ExamQuestionGroupSchema).min(1, 'A section has at least one question group.').max(60),
});

/** A block of a grammar test. */
export const GrammarSectionSchema = TestSectionSchema.extend({
  directionsHtml: text('The directions', 20_000).optional(),
  groups: z.array(ExamQuestionGroupSchema).min(1, 'A section has at least one question group.').max(60),
});

export const ToeicTestBodySchema = z.strictObject({
  name: text('The test name', 300),
  skill: IeltsSkillSchema,
  edition: ToeicEditionSchema,
  durationSeconds,
  /** Optional; without it the TOEIC default table of the skill applies. */
  conversionTable: ToeicScaledTableSchema.optional(),
  sections: z.array(ToeicSectionSchema).min(1, 'A test has at least one section.').max(10),
});

export const GrammarTestBodySchema = z.strictObject({
  name: text('The test name', 300),
  skill: z.literal('grammar', { error: 'The skill of a grammar test is "grammar".' }),
  durationSeconds,
  sections: z.array(GrammarSectionSchema).min(1, 'A test has at least one section.').max(20),
});

const lesson = z.strictObject({ name: text('The lesson name', 300) });
const version = z.literal(TEST_DOCUMENT_VERSION, { error: `version is ${TEST_DOCUMENT_VERSION}.` });

/** One TOEIC Listening (parts 1–4, questions 1–100) or Reading (parts 5–7, questions 101–200) test. */
export const ToeicTestDocumentSchema = z.strictObject({
  format: z.literal(TOEIC_DOCUMENT_FORMAT, { error: `format is "${TOEIC_DOCUMENT_FORMAT}".` }),
  version,
  lesson,
  test: ToeicTestBodySchema,
}).meta({
  title: 'Lexam TOEIC test document',
  description: 'One TOEIC Listening or Reading test in the Lexam exchange format (docs/test-format.md). Each question\'s content and key follow its question type; the import checks them, the parts, the numbering (1–100 listening, 101–200 reading), the media and the evidence.',
});

/** One grammar test: questions 1..N (N ≤ 200). */
export const GrammarTestDocumentSchema = z.strictObject({
  format: z.literal(GRAMMAR_DOCUMENT_FORMAT, { error: `format is "${GRAMMAR_DOCUMENT_FORMAT}".` }),
  version,
  lesson,
  test: GrammarTestBodySchema,
}).meta({
  title: 'Lexam grammar test document',
  description: 'One grammar test in the Lexam exchange format (docs/test-format.md). Questions are numbered 1..N, each once; each question\'s content and key follow its question type.',
});

/** Any member of the family, told apart by `format`. */
export const AnyTestDocumentSchema = z.discriminatedUnion('format', [TestDocumentSchema, ToeicTestDocumentSchema, GrammarTestDocumentSchema]);

export type ExamQuestionGroup = z.infer<typeof ExamQuestionGroupSchema>;
export type ToeicSection = z.infer<typeof ToeicSectionSchema>;
export type GrammarSection = z.infer<typeof GrammarSectionSchema>;
export type ToeicTestDocument = z.infer<typeof ToeicTestDocumentSchema>;
export type GrammarTestDocument = z.infer<typeof GrammarTestDocumentSchema>;
export type AnyTestDocument = TestDocument | ToeicTestDocument | GrammarTestDocument;
/** A section of any document: the TOEIC and grammar fields are absent from an IELTS one. */
export type AnyTestSection = AnyTestDocument['test']['sections'][number];
