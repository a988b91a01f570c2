import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PracticeItem } from '@lexam/contracts';
import { users } from './identity';

// The grammar course (docs/grammar.md): grades, their units, a unit's grammar points and exercises;
// a unit's new words are rows of `words` (content.ts) with `grammar_unit_id` set.

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A grade (level) of the grammar course (API.md's `GrammarGrade`). */
export const grammarGrades = pgTable(
  'grammar_grades',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [uniqueIndex('grammar_grades_seed_key_unique').on(table.seedKey)],
);

/** A unit of a grade: its topic (ROUTES.md's "topics"). */
export const grammarUnits = pgTable(
  'grammar_units',
  {
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grammarGrades.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    description: text('description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('grammar_units_grade_idx').on(table.gradeId, table.sortOrder), uniqueIndex('grammar_units_seed_key_unique').on(table.seedKey)],
);

/** A grammar point of a unit (API.md's `Grammar`): sanitised rich text with examples. */
export const grammarPoints = pgTable(
  'grammar_points',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => grammarUnits.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('grammar_points_unit_idx').on(table.unitId, table.sortOrder), uniqueIndex('grammar_points_seed_key_unique').on(table.seedKey)],
);

/** An exercise of a unit (API.md's `GrammarExercise`): one question of the exam engine, its key and explanation. */
export const grammarExercises = pgTable(
  'grammar_exercises',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => grammarUnits.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    question: jsonb('question').$type<PracticeItem>().notNull(),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('grammar_exercises_unit_idx').on(table.unitId, table.sortOrder), uniqueIndex('grammar_exercises_seed_key_unique').on(table.seedKey)],
);

/** A learner's work on one exercise: right on the last check, how many checks. */
export const grammarExerciseProgress = pgTable(
  'grammar_exercise_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => grammarExercises.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => grammarUnits.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastResponse: jsonb('last_response'),
    ...stamps(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.exerciseId] }),
    index('grammar_exercise_progress_user_unit_idx').on(table.userId, table.unitId),
    index('grammar_exercise_progress_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);
