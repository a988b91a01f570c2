import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PracticeItem } from '@lexam/contracts';
import { videos } from './content';
import { files } from './files';
import { users } from './identity';

// The TOEIC course (packages/contracts/src/content/toeic-course): one lesson per skill, edition and
// part, and each learner's answers to its practice questions.

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });

/** A lesson of the TOEIC course (API.md's `ToeicCourse`). */
export const toeicCourseLessons = pgTable(
  'toeic_course_lessons',
  {
    id: serial('id').primaryKey(),
    skill: text('skill').notNull(),
    edition: text('edition').notNull().default('ets'),
    part: integer('part').notNull(),
    title: text('title').notNull(),
    strategyHtml: text('strategy_html').notNull().default(''),
    exampleHtml: text('example_html'),
    exampleAudio: fileRef('example_audio_file_id'),
    examplePicture: fileRef('example_picture_file_id'),
    practiceAudio: fileRef('practice_audio_file_id'),
    practicePicture: fileRef('practice_picture_file_id'),
    practiceTranscript: text('practice_transcript').notNull().default(''),
    practice: jsonb('practice').$type<PracticeItem[]>().notNull().default([]),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(true),
    /** A demo lesson's key (seeded idempotently); null for every other. */
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [
    index('toeic_course_lessons_skill_idx').on(table.skill, table.edition, table.part, table.sortOrder),
    uniqueIndex('toeic_course_lessons_seed_key_unique').on(table.seedKey),
  ],
);

/** A learner's latest answer to one practice question (by its index in the lesson's list). */
export const toeicCourseProgress = pgTable(
  'toeic_course_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => toeicCourseLessons.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('toeic_course_progress_unique').on(table.userId, table.lessonId, table.questionIndex),
    index('toeic_course_progress_lesson_idx').on(table.lessonId),
  ],
);
