import { z } from 'zod';
import { rowIdParamSchema } from '../common/row-id';
import { boolean, choice, defineContentType, json, longText, number, reference, richText, text } from '../content';
import type { Resource } from '../identity/permissions';
import { ConversionTableSchema } from './conversion-table';
import { MAX_QUESTION_NUMBER, TOEIC_EDITIONS } from './test-document';

/**
 * The online tests' admin resources, declared as content types (docs/content-types.md): per exam kind
 * its lessons and tests (`IeltsOnlineTestLesson` / `IeltsOnlineTest`, `ToeicTestOnlne` /
 * `OnlineToeicTest`, `GrammarOnlineTestLesson` / `GrammarOnlineTest`), and shared by every kind the
 * sections (`OnlinePassage`), question groups (`OnlinePart`) and questions (`IeltsOnlineQuestion`).
 * What they need beyond the generic verbs (the kind's scope, the test's whole tree as its detail,
 * the question-type checks, refusing changes that would destroy attempts) is written beside their
 * services in packages/core/src/exam/authoring. These carry answer keys: admin-only.
 */

export const EXAM_KIND_VALUES = ['ielts', 'toeic', 'grammar'] as const;
export const TEST_SKILL_VALUES = ['reading', 'listening', 'grammar'] as const;
type ExamKindValue = (typeof EXAM_KIND_VALUES)[number];

/** The entities and permission of each exam kind's two resources. */
export const EXAM_ADMIN_KINDS = {
  ielts: { testEntity: 'IeltsOnlineTest', testPermission: 'ielts-online-test', lessonEntity: 'IeltsOnlineTestLesson', lessonPermission: 'ielts-online-test', format: 'lexam-ielts-test' },
  toeic: { testEntity: 'OnlineToeicTest', testPermission: 'online-toeic-test', lessonEntity: 'ToeicTestOnlne', lessonPermission: 'toeic-test-online', format: 'lexam-toeic-test' },
  grammar: { testEntity: 'GrammarOnlineTest', testPermission: 'grammar-online-test', lessonEntity: 'GrammarOnlineTestLesson', lessonPermission: 'grammar-online-test', format: 'lexam-grammar-test' },
} as const satisfies Record<ExamKindValue, { testEntity: string; testPermission: Resource; lessonEntity: string; lessonPermission: Resource; format: string }>;

/** The lessons a kind's online tests are grouped in, ordered within their skill. */
function lessonTypeOf(kind: ExamKindValue) {
  const { lessonEntity, lessonPermission } = EXAM_ADMIN_KINDS[kind];
  return defineContentType({
    entity: lessonEntity,
    permission: lessonPermission,
    fields: {
      name: text({ max: 300, search: true, sort: true, required: 'The lesson name cannot be empty.' }),
      /** Fixed by the resource the lesson is made through. */
      kind: choice(EXAM_KIND_VALUES, { readOnly: true }),
      /** Fixed once tests hang in it: given on create only. */
      skill: choice(TEST_SKILL_VALUES, { filter: true, createOnly: true }),
      testCount: number({ computed: true }),
    },
    parent: 'skill',
    ordered: true,
    report: ['id', 'name', 'skill', 'sortOrder', 'testCount'],
    reportTitles: { sortOrder: 'Order', testCount: 'Tests' },
  });
}

/** One test's row (the head of its detail). */
function testTypeOf(kind: ExamKindValue) {
  const { testEntity, testPermission, lessonEntity } = EXAM_ADMIN_KINDS[kind];
  return defineContentType({
    entity: testEntity,
    permission: testPermission,
    fields: {
      name: text({ max: 300, search: true, sort: true, required: 'The test name cannot be empty.' }),
      lessonId: reference(lessonEntity),
      lessonName: text({ computed: true }),
      kind: choice(EXAM_KIND_VALUES, { readOnly: true }),
      /** Follows the lesson; given on create only. */
      skill: choice(TEST_SKILL_VALUES, { filter: true, createOnly: true }),
      /** TOEIC: the edition (required); null for other kinds. */
      edition: choice(TOEIC_EDITIONS, { optional: true, filter: true }),
      durationSeconds: number({ min: 60, max: 6 * 3600 }),
      isPublished: boolean({ filter: true, default: false }),
      /** The test's own raw-to-band table; null means the default table of its skill. */
      conversionTable: json(ConversionTableSchema, { optional: true }),
      /** How many question numbers the test covers (40 when complete). */
      questionCount: number({ computed: true }),
      /** Every attempt, submitted or not; a test with attempts cannot lose questions. */
      attemptCount: number({ computed: true }),
    },
    parent: 'lessonId',
    ordered: true,
    // Attempts per week, averaged as the kind reports a result: a band, a scaled score, a percent.
    statistics: { kind: 'attempts', average: kind === 'ielts' ? 'band' : kind === 'toeic' ? 'scaledScore' : 'percent' },
    report: ['id', 'name', 'skill', ...(kind === 'toeic' ? (['edition'] as const) : []), 'lessonName', 'questionCount', 'isPublished', 'attemptCount', 'updatedAt'],
    reportTitles: { lessonName: 'Lesson', questionCount: 'Questions', isPublished: 'Published', attemptCount: 'Attempts', updatedAt: 'Updated' },
  });
}

export const examLessonTypes = { ielts: lessonTypeOf('ielts'), toeic: lessonTypeOf('toeic'), grammar: lessonTypeOf('grammar') };
export const onlineTestTypes = { ielts: testTypeOf('ielts'), toeic: testTypeOf('toeic'), grammar: testTypeOf('grammar') };

const fileKey = () => text({ max: 300, optional: true });

/** `OnlinePassage`: a reading passage, a listening section, a TOEIC part or a block of a grammar test. */
export const onlineSectionType = defineContentType({
  entity: 'OnlinePassage',
  permission: 'online-passage',
  fields: {
    testId: reference('OnlineTest', { createOnly: true }),
    title: text({ max: 300, search: true, sort: true, required: 'The section title cannot be empty.' }),
    /** TOEIC: the part (1–7) the section holds; null otherwise. */
    part: number({ min: 1, max: 7, optional: true }),
    /** The part's printed directions; sanitised by the test format's rule, an empty text stored as null. */
    directionsHtml: richText({ profile: 'exam', optional: true }),
    passageHtml: richText({ profile: 'exam', optional: true }),
    /** The stored key of the uploaded recording (`Upload/UploadAudio` → `key`). */
    audioFileKey: fileKey(),
    audioUrl: text({ computed: true, optional: true }),
    transcriptHtml: richText({ profile: 'exam', optional: true }),
  },
  parent: 'testId',
  ordered: true,
  report: ['id', 'testId', 'title', 'sortOrder', 'audioFileKey'],
  reportTitles: { testId: 'Test', sortOrder: 'Order', audioFileKey: 'Audio' },
});

/** `OnlinePart`: questions that share one instruction, a text, a picture or a recording. */
export const onlineGroupType = defineContentType({
  entity: 'OnlinePart',
  permission: 'online-part',
  fields: {
    sectionId: reference('OnlinePassage', { createOnly: true }),
    instructions: longText({ max: 4000, search: true }),
    /** Shared text of the group's questions (TOEIC Part 6 text with `[[n]]` gaps, Part 7 passages). */
    stimulusHtml: richText({ profile: 'exam', optional: true }),
    /** The stored key of the group's uploaded picture (`Upload/UploadImage` → `key`). */
    imageFileKey: fileKey(),
    imageUrl: text({ computed: true, optional: true }),
    /** The stored key of the group's uploaded recording (`Upload/UploadAudio` → `key`). */
    audioFileKey: fileKey(),
    audioUrl: text({ computed: true, optional: true }),
    transcriptHtml: richText({ profile: 'exam', optional: true }),
  },
  parent: 'sectionId',
  ordered: true,
  report: ['id', 'sectionId', 'instructions', 'sortOrder'],
  reportTitles: { sectionId: 'Section', sortOrder: 'Order' },
});

const questionNumber = z
  .number({ error: 'A question number is a number.' })
  .int('A question number is a whole number.')
  .min(1, 'Question numbers start at 1.')
  .max(MAX_QUESTION_NUMBER, `A question number is at most ${MAX_QUESTION_NUMBER}.`);

/** `IeltsOnlineQuestion`: one numbered item with its answer key, checked by the question-type registry. */
export const onlineQuestionType = defineContentType({
  entity: 'IeltsOnlineQuestion',
  permission: 'ielts-online-test',
  fields: {
    /** Moving a question to another group of the same test is allowed. */
    groupId: reference('OnlinePart'),
    /** The first question number it covers. */
    number: number({ min: 1, max: MAX_QUESTION_NUMBER, sort: true }),
    /** Every question number it covers, one per mark; defaults to `[number]`. */
    numbers: json(z.array(questionNumber).min(1, 'numbers lists at least one question number.').max(MAX_QUESTION_NUMBER), { optional: true, output: z.array(z.number().int()) }),
    type: text({ max: 60, search: true, required: 'The question type cannot be empty.' }),
    content: json(z.unknown()),
    answerKey: json(z.unknown()),
    explanation: longText({ max: 4000, optional: true }),
    evidence: longText({ max: 2000, optional: true }),
  },
  parent: 'groupId',
  ordered: true,
  /** The questions of one whole test, across its groups. */
  extraQuery: { testId: rowIdParamSchema.optional() },
  report: ['id', 'groupId', 'number', 'type', 'explanation', 'evidence'],
  reportTitles: { groupId: 'Group' },
});
