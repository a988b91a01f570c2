import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ConversionTable } from '@lexam/contracts';
import { users } from './identity';

/**
 * The skills an online test covers: IELTS and TOEIC use reading and listening, a grammar test
 * `grammar`; writing and speaking are marked by people, not here.
 */
export const EXAM_SKILLS = ['reading', 'listening', 'grammar'] as const;
export const examSkillEnum = pgEnum('exam_skill', EXAM_SKILLS);

/** Which exam a lesson or test belongs to; every IELTS query filters `kind = 'ielts'`. */
export const EXAM_KINDS = ['ielts', 'toeic', 'grammar'] as const;
export const examKindEnum = pgEnum('exam_kind', EXAM_KINDS);

/** `full`: the whole test under its time limit; `practice`: chosen sections, timed or not. */
export const EXAM_ATTEMPT_MODES = ['full', 'practice'] as const;
export const examAttemptModeEnum = pgEnum('exam_attempt_mode', EXAM_ATTEMPT_MODES);

/** A group of online tests a learner picks from (e.g. "Cambridge-style Reading, set 1"). */
export const examLessons = pgTable(
  'exam_lessons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: examKindEnum('kind').notNull().default('ielts'),
    skill: examSkillEnum('skill').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exam_lessons_skill_sort_idx').on(table.skill, table.sortOrder)],
);

/** One IELTS or TOEIC Reading or Listening test, or a grammar test: its sections, groups and questions hang below it. */
export const examTests = pgTable(
  'exam_tests',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => examLessons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: examKindEnum('kind').notNull().default('ielts'),
    skill: examSkillEnum('skill').notNull(),
    /** TOEIC only: the edition the test follows (`ets`, `ets2020` … `ets2023`); null otherwise. */
    edition: text('edition'),
    /** The time limit of a full attempt; the deadline is computed from the server clock at start. */
    durationSeconds: integer('duration_seconds').notNull(),
    /** This test's own raw-to-band table; null means the default table of its skill. */
    conversionTable: jsonb('conversion_table').$type<ConversionTable>(),
    /** Learners see and start only published tests. */
    isPublished: boolean('is_published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exam_tests_lesson_sort_idx').on(table.lessonId, table.sortOrder),
    index('exam_tests_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** A reading passage or a listening part of a test; a TOEIC part; a block of a grammar test. */
export const examSections = pgTable(
  'exam_sections',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => examTests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** TOEIC only: the part (1–7) this section holds; null otherwise. */
    part: integer('part'),
    /** The part's printed directions as sanitised HTML (TOEIC); null when none. */
    directionsHtml: text('directions_html'),
    /** The reading passage as HTML, already sanitised when it was saved. */
    passageHtml: text('passage_html'),
    /** The stored key (`files.key`) of a listening section's recording. */
    audioFileKey: text('audio_file_key'),
    /** The listening transcript as sanitised HTML; shown only after submission. */
    transcriptHtml: text('transcript_html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exam_sections_test_sort_idx').on(table.testId, table.sortOrder)],
);

/** Questions that share one instruction ("Questions 1–5: TRUE / FALSE / NOT GIVEN"). */
export const examQuestionGroups = pgTable(
  'exam_question_groups',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => examSections.id, { onDelete: 'cascade' }),
    instructions: text('instructions').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Sanitised HTML the group's questions share: a TOEIC Part 6 text with `[[n]]` gaps, Part 7 passage(s), a grammar text. */
    stimulusHtml: text('stimulus_html'),
    /** The stored key (`files.key`) of the group's picture: a TOEIC Part 1 photograph, a Part 3/4 graphic, a Part 7 form. */
    imageFileKey: text('image_file_key'),
    /** The stored key (`files.key`) of the group's own recording (a TOEIC Part 1–4 item or set). */
    audioFileKey: text('audio_file_key'),
    /** The transcript of the group's recording as sanitised HTML; shown only after submission. */
    transcriptHtml: text('transcript_html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exam_question_groups_section_sort_idx').on(table.sectionId, table.sortOrder)],
);

/** One numbered question. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => examQuestionGroups.id, { onDelete: 'cascade' }),
    /** The question number the learner sees, counted across the whole test (1–40). */
    number: integer('number').notNull(),
    /**
     * Every question number this item covers, in order, one per mark (`[7, 8, 9, 10]` for a
     * four-gap completion); `number` is the first. Always written by the code; the default only
     * covers rows made before the column existed.
     */
    numbers: jsonb('numbers').notNull().default([]).$type<number[]>(),
    /** The question-type id (a folder under packages/core/src/exam/question-types). */
    type: text('type').notNull(),
    /** What the learner sees, in the shape of the type's content schema. */
    content: jsonb('content').notNull().$type<unknown>(),
    /**
     * The accepted answers, in the shape of the type's answer schema. Never selected into a learner
     * DTO before the attempt is submitted.
     */
    answerKey: jsonb('answer_key').notNull().$type<unknown>(),
    explanation: text('explanation'),
    /** Where the answer is found in the passage or transcript, shown with the result. */
    evidence: text('evidence'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exam_questions_group_sort_idx').on(table.groupId, table.sortOrder)],
);

/** One learner's go at a test. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => examTests.id, { onDelete: 'cascade' }),
    mode: examAttemptModeEnum('mode').notNull(),
    /** The sections this attempt covers, in order; every section of the test for a full attempt. */
    sectionIds: jsonb('section_ids').notNull().$type<number[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set from the server clock at start (or at the first play, see `clockWaitsSeconds`); null for untimed practice. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /**
     * A timed attempt whose clock starts with its audio (TOEIC listening): its time limit in seconds
     * while the learner has not pressed Play yet. The first play sets `deadline_at` from the server
     * clock and clears it; null for every other attempt.
     */
    clockWaitsSeconds: integer('clock_waits_seconds'),
    /** Set once, by the first submit; an attempt with it set takes no more answers. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    rawScore: integer('raw_score'),
    /** The most marks the submitted attempt could earn (copied from `result` for lists). */
    maxScore: integer('max_score'),
    /** TOEIC: the scaled score (copied from `result` for lists); null otherwise. */
    scaledScore: integer('scaled_score'),
    /** The IELTS band of the raw score, from the test's conversion table. */
    band: real('band'),
    /** The graded answers, stored by the first submit so later reads return the very same result. */
    result: jsonb('result').$type<unknown>(),
  },
  (table) => [
    index('exam_attempts_user_started_idx').on(table.userId, table.startedAt),
    index('exam_attempts_test_idx').on(table.testId),
    // The admin results list: submitted attempts, newest first or by score, filtered by learner or test.
    index('exam_attempts_submitted_idx').on(table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.submittedAt} is not null`),
    index('exam_attempts_user_submitted_idx').on(table.userId, table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.submittedAt} is not null`),
    index('exam_attempts_test_submitted_idx').on(table.testId, table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.submittedAt} is not null`),
    index('exam_attempts_raw_score_idx').on(table.rawScore, table.id).where(sql`${table.submittedAt} is not null`),
    index('exam_attempts_band_idx').on(table.band, table.id).where(sql`${table.submittedAt} is not null`),
    index('exam_attempts_scaled_score_idx').on(table.scaledScore, table.id).where(sql`${table.submittedAt} is not null`),
  ],
);

/**
 * Every saved answer, appended and never updated: the latest step per question is the answer, so an
 * attempt is resumed (or regraded) by replaying its steps in id order.
 */
export const examAttemptSteps = pgTable(
  'exam_attempt_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    response: jsonb('response').$type<unknown>(),
    /** The client's own counter for this attempt: a retried save carries the same number and is a no-op. */
    clientSeq: integer('client_seq').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('exam_attempt_steps_attempt_seq_unique').on(table.attemptId, table.clientSeq),
    index('exam_attempt_steps_attempt_question_idx').on(table.attemptId, table.questionId, table.id),
  ],
);
