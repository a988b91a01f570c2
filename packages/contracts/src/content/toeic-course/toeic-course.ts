import { z } from 'zod';
import { TOEIC_EDITIONS } from '../../exam/test-document';
import { defineContentType } from '../define-content-type';
import { boolean, choice, json, longText, media, number, reference, richText, text } from '../fields';
import { rowIdParamSchema } from '../../common/row-id';
import { PracticeItemSchema } from '../reading/reading';

/** The two skills of the TOEIC course: listening (Parts 1–4) and reading (Parts 5–7). */
export const TOEIC_COURSE_SKILLS = ['listening', 'reading'] as const;
export type ToeicCourseSkill = (typeof TOEIC_COURSE_SKILLS)[number];
/** The parts of each skill, as on the test. */
export const TOEIC_PARTS_OF_SKILL = { listening: [1, 2, 3, 4], reading: [5, 6, 7] } as const satisfies Record<ToeicCourseSkill, readonly number[]>;
export const skillOfToeicPart = (part: number): ToeicCourseSkill => (part <= 4 ? 'listening' : 'reading');

/** The question types a practice question of the course may use: those of the online TOEIC tests. */
export const TOEIC_PRACTICE_TYPES = ['audio-choice', 'multiple-choice-one'] as const;

export const ToeicPracticeItemSchema = PracticeItemSchema.extend({
  type: z.enum(TOEIC_PRACTICE_TYPES, { error: `A TOEIC practice question is one of ${TOEIC_PRACTICE_TYPES.join(', ')}.` }),
});
export const ToeicPracticeItemsSchema = z.array(ToeicPracticeItemSchema).max(30, 'At most 30 practice questions per lesson.');

/**
 * One lesson of the TOEIC course (API.md's `ToeicCourse`): the lesson of one part (1–7) of one
 * skill and edition: strategy notes, a worked example (with its recording and picture), practice
 * questions of the online tests' TOEIC types (graded by the exam engine), and the part's video.
 * Ordered within its skill.
 */
export const toeicCourseType = defineContentType({
  entity: 'ToeicCourse',
  permission: 'toeic-course',
  parent: 'skill',
  fields: {
    skill: choice(TOEIC_COURSE_SKILLS, { filter: true, sort: true }),
    edition: choice(TOEIC_EDITIONS, { filter: true, sort: true, default: 'ets' }),
    part: number({ min: 1, max: 7, filter: true, sort: true }),
    title: text({ max: 200, search: true, sort: true }),
    strategyHtml: richText(),
    exampleHtml: richText({ optional: true }),
    exampleAudio: media('audio', { optional: true }),
    examplePicture: media('image', { optional: true }),
    /** The recording the practice questions are about (Parts 1–4), and the Part 1 photograph. */
    practiceAudio: media('audio', { optional: true }),
    practicePicture: media('image', { optional: true }),
    /** What the practice recording says: shown to the learner once a question is checked. */
    practiceTranscript: longText({ max: 20_000 }),
    practice: json(ToeicPracticeItemsSchema, { default: [] }),
    videoId: reference('Video', { optional: true }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  report: ['id', 'skill', 'edition', 'part', 'title', 'isPublished', 'sortOrder', 'createdAt'],
});

/**
 * `PUT ToeicCourse/{id}/practice/{index}` (ours): one practice question of a lesson replaced, the
 * index counting from 0 as `ToeicCourse/checkAnswer`'s does. The body is the question itself.
 */
export const ToeicPracticeParamsSchema = z.object({
  id: rowIdParamSchema,
  index: z.coerce.number({ error: 'The question index is a number.' }).int('The question index is a whole number.').min(0, 'The question index counts from 0.').max(29, 'A lesson has at most 30 practice questions.'),
});
export type ToeicPracticeItem = z.infer<typeof ToeicPracticeItemSchema>;
