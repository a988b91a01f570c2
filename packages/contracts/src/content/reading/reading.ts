import { z } from 'zod';
import { SKILLS } from '../../catalogue/course-index';
import { defineContentType } from '../define-content-type';
import { boolean, choice, json, longText, media, number, reference, richText, text } from '../fields';
import { wordFields } from '../words';

/** The sets of a course's lessons: `cambridge` (Cambridge-style practice) and `realTest` for reading. */
export const COURSE_SOURCES = ['cambridge', 'realTest', 'contentRead'] as const;
export const READING_SOURCES = ['cambridge', 'realTest'] as const;
export type CourseSource = (typeof COURSE_SOURCES)[number];
export type ReadingSource = (typeof READING_SOURCES)[number];

/** The courses that have lessons, introductions and videos of their own. */
export const COURSE_SKILLS = SKILLS;

/** One practice item of a passage: a question of the exam engine's types, worth one mark or more. */
export const PracticeItemSchema = z.strictObject({
  type: z.string().min(1),
  content: z.unknown(),
  key: z.unknown(),
  explanation: z.string().trim().max(2000).default(''),
  evidence: z.string().trim().max(500).optional(),
});
export const PracticeItemsSchema = z.array(PracticeItemSchema).max(40, 'At most 40 practice questions per passage.');
export type PracticeItem = z.infer<typeof PracticeItemSchema>;

/** A course's introduction: what the course is and how to use it (`/dashboard/course/reading/introduction`). */
export const introductionType = defineContentType({
  entity: 'Introduction',
  permission: 'introduction',
  fields: {
    skill: choice(COURSE_SKILLS, { filter: true, sort: true, default: 'reading' }),
    title: text({ max: 200, search: true, sort: true }),
    bodyHtml: richText(),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  report: ['id', 'skill', 'title', 'isPublished', 'createdAt', 'updatedAt'],
});

/** A lesson of a course: a set of passages (reading) or recordings (listening), in a source. */
export const lessonType = defineContentType({
  entity: 'Lession',
  permission: 'lession',
  fields: {
    skill: choice(COURSE_SKILLS, { filter: true, default: 'reading' }),
    source: choice(COURSE_SOURCES, { filter: true, sort: true }),
    name: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners' },
  report: ['id', 'skill', 'source', 'name', 'description', 'isPublished', 'sortOrder', 'createdAt'],
});

/** A video lesson: an MP4 with WebVTT captions and a poster, played with the position remembered. */
export const videoType = defineContentType({
  entity: 'Video',
  permission: 'video',
  fields: {
    skill: choice(COURSE_SKILLS, { filter: true, default: 'reading' }),
    title: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    video: media('video'),
    captions: media('captions', { optional: true }),
    poster: media('image', { optional: true }),
    durationSeconds: number({ max: 36_000, optional: true, sort: true }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners' },
  report: ['id', 'skill', 'title', 'description', 'durationSeconds', 'isPublished', 'createdAt'],
});

/** A reading passage of a lesson, with its practice questions and its video lesson. */
export const passageType = defineContentType({
  entity: 'Passage',
  permission: 'passage',
  parent: 'lessonId',
  fields: {
    lessonId: reference('Lession', { filter: true }),
    // Always the lesson's source: set by the server, so a source's passages list without a join.
    source: choice(COURSE_SOURCES, { filter: true, readOnly: true, optional: true }),
    title: text({ max: 200, search: true, sort: true }),
    summary: longText({ max: 1000 }),
    bodyHtml: richText(),
    practice: json(PracticeItemsSchema, { default: [] }),
    videoId: reference('Video', { optional: true }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners', narrowBy: 'parent' },
  report: ['id', 'source', 'title', 'summary', 'isPublished', 'sortOrder', 'createdAt'],
});

/** The vocabulary of a passage (API.md's `NewWords`): words of the one word shape. */
export const newWordsType = defineContentType({
  entity: 'NewWords',
  permission: 'new-words',
  parent: 'passageId',
  fields: {
    passageId: reference('Passage', { filter: true }),
    ...wordFields,
  },
  ordered: true,
  report: ['id', 'term', 'partOfSpeech', 'meaning', 'pronunciation', 'example', 'createdAt'],
});
