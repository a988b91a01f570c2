import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PracticeItem, WordTranslations } from '@lexam/contracts';
import { skillEnum } from './catalogue';
import { files } from './files';
import { users } from './identity';
import { speakingPrompts, writingPrompts } from './practice';
import { grammarUnits } from './grammar';

// The content types of the courses (packages/contracts/src/content). Each table's column keys are
// the field keys of its declaration, plus id, sortOrder, createdAt and updatedAt; a unit test checks
// that they agree (packages/core/src/content/declarations.test.ts).

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });

/** A course's introduction (API.md's `Introduction`). */
export const introductions = pgTable('introductions', {
  id: serial('id').primaryKey(),
  skill: skillEnum('skill').notNull(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull().default(''),
  isPublished: boolean('is_published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...stamps(),
});

/** A lesson of a course (API.md's `Lession`): reading passages or listening recordings of one source. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    skill: skillEnum('skill').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('course_lessons_skill_source_idx').on(table.skill, table.source, table.sortOrder)],
);

/** A video lesson (API.md's `Video`). */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  skill: skillEnum('skill').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  video: integer('video_file_id').references(() => files.id, { onDelete: 'restrict' }),
  captions: fileRef('captions_file_id'),
  poster: fileRef('poster_file_id'),
  durationSeconds: integer('duration_seconds'),
  isPublished: boolean('is_published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...stamps(),
});

/** A reading passage of a lesson (API.md's `Passage`). */
export const coursePassages = pgTable(
  'course_passages',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    source: text('source'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    practice: jsonb('practice').$type<PracticeItem[]>().notNull().default([]),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('course_passages_lesson_idx').on(table.lessonId, table.sortOrder), index('course_passages_source_idx').on(table.source)],
);

/**
 * A word list (API.md's `WordList`): shared and published by admins when `owner_id` is null, else a
 * learner's own (made from scratch, imported, or copied from a shared list: `copied_from_id`).
 */
export const wordLists = pgTable(
  'word_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => wordLists.id, { onDelete: 'set null' }),
    /** A demo list's key (seeded idempotently); null for every other list. */
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('word_lists_owner_idx').on(table.ownerId, table.sortOrder), uniqueIndex('word_lists_seed_key_unique').on(table.seedKey)],
);

/**
 * Words, of the one word shape: a passage's vocabulary (`passage_id`) and a word list's words
 * (`word_list_id`), a grammar unit's new words (`grammar_unit_id`), so a word moves between them as it is.
 */
export const words = pgTable(
  'words',
  {
    id: serial('id').primaryKey(),
    passageId: integer('passage_id').references(() => coursePassages.id, { onDelete: 'cascade' }),
    wordListId: integer('word_list_id').references(() => wordLists.id, { onDelete: 'cascade' }),
    /** The vocabulary of a writing or a speaking prompt. */
    writingId: integer('writing_id').references(() => writingPrompts.id, { onDelete: 'cascade' }),
    speakingId: integer('speaking_id').references(() => speakingPrompts.id, { onDelete: 'cascade' }),
    /** The new words of a grammar unit. */
    grammarUnitId: integer('grammar_unit_id').references(() => grammarUnits.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    partOfSpeech: text('part_of_speech').notNull().default('noun'),
    meaning: text('meaning').notNull().default(''),
    translations: jsonb('translations').$type<WordTranslations>().notNull().default({}),
    pronunciation: text('pronunciation'),
    example: text('example').notNull().default(''),
    audio: fileRef('audio_file_id'),
    image: fileRef('image_file_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('words_passage_idx').on(table.passageId, table.sortOrder), index('words_word_list_idx').on(table.wordListId, table.sortOrder),
    index('words_writing_idx').on(table.writingId, table.sortOrder),
    index('words_speaking_idx').on(table.speakingId, table.sortOrder),
    index('words_grammar_unit_idx').on(table.grammarUnitId, table.sortOrder),
  ],
);

/** What a learner has done with a passage: read it, and the best practice score. */
export const passageProgress = pgTable(
  'passage_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passageId: integer('passage_id')
      .notNull()
      .references(() => coursePassages.id, { onDelete: 'cascade' }),
    practiceMarks: integer('practice_marks'),
    practiceMaxMarks: integer('practice_max_marks'),
    /** Set the first time the learner checks the practice (the passage counts as done). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...stamps(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.passageId] })],
);

/**
 * Where a learner is in a video and which of its seconds they have played: `watched` is a sorted
 * list of disjoint [start, end) second ranges, so jumping to the end plays (and counts) nothing.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    watched: jsonb('watched').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** Set once at least 90% of the video's distinct seconds were played. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...stamps(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.videoId] })],
);

/**
 * A recording of the listening course (API.md's `Listening`): its audio, full transcript and the
 * waveform's peaks (computed on the server with ffmpeg, else sent once by the editor).
 */
export const listeningRecordings = pgTable(
  'listening_recordings',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    source: text('source'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audio: fileRef('audio_file_id'),
    transcript: text('transcript').notNull().default(''),
    durationMs: integer('duration_ms'),
    /** Max-abs peaks in [0, 1], about 800 a minute; null until computed. Never read by a list. */
    peaks: jsonb('peaks').$type<number[]>(),
    /** `server` (ffmpeg) or `editor` (decoded once in a browser); the file the peaks were made from. */
    peaksSource: text('peaks_source'),
    peaksFileId: integer('peaks_file_id'),
    isPublished: boolean('is_published').notNull().default(true),
    /** A demo recording's key (seeded idempotently); null for every other. */
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [
    index('listening_recordings_lesson_idx').on(table.lessonId, table.sortOrder),
    index('listening_recordings_source_idx').on(table.source),
    uniqueIndex('listening_recordings_seed_key_unique').on(table.seedKey),
  ],
);

/** A segment of a recording: a span in milliseconds and what is said in it, in time order. */
export const listeningSegments = pgTable(
  'listening_segments',
  {
    id: serial('id').primaryKey(),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => listeningRecordings.id, { onDelete: 'cascade' }),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    transcript: text('transcript').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('listening_segments_recording_idx').on(table.recordingId, table.sortOrder)],
);

/** A learner's work on one segment: every check counted, the best and last accuracy (0–100). */
export const listeningProgress = pgTable(
  'listening_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => listeningSegments.id, { onDelete: 'cascade' }),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => listeningRecordings.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    bestAccuracy: integer('best_accuracy').notNull().default(0),
    lastAccuracy: integer('last_accuracy').notNull().default(0),
    hintsUsed: integer('hints_used').notNull().default(0),
    lastTyped: text('last_typed').notNull().default(''),
    lastSpeed: real('last_speed').notNull().default(1),
    playedCount: integer('played_count').notNull().default(0),
    /** The first check: the segment counts as done. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    ...stamps(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.segmentId] }),
    index('listening_progress_user_recording_idx').on(table.userId, table.recordingId),
    index('listening_progress_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);
