import { bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { wordLists, words } from './content';
import { users } from './identity';

// A learner's flashcards (ts-fsrs, FSRS-6): the card of each (learner, word) with its FSRS memory,
// the append-only review log it is recomputed from, study sessions, settings, and match results.

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The FSRS card of a word for a learner (ts-fsrs `Card`); absent until the first answer. `state`: 0 new, 1 learning, 2 review, 3 relearning. */
export const flashcardCards = pgTable(
  'flashcard_cards',
  {
    userId: userRef(),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    ...stamps(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.wordId] }), index('flashcard_cards_user_due_idx').on(table.userId, table.due)],
);

/**
 * Every answer to a study card, never changed (ts-fsrs `ReviewLog`: the card's state before the
 * answer), so a schedule can be recomputed. `reset_at` marks the answers a list reset set aside:
 * they stay for the statistics, and a recomputation starts after them.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    wordListId: integer('word_list_id')
      .notNull()
      .references(() => wordLists.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => flashcardSessions.id, { onDelete: 'set null' }),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    lastElapsedDays: integer('last_elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    review: timestamp('review', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (table) => [index('flashcard_reviews_user_review_idx').on(table.userId, table.review), index('flashcard_reviews_list_idx').on(table.wordListId, table.userId, table.review)],
);

/** A study session opened by `startStudy` on a list. */
export const flashcardSessions = pgTable(
  'flashcard_sessions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    wordListId: integer('word_list_id')
      .notNull()
      .references(() => wordLists.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flashcard_sessions_user_idx').on(table.userId, table.startedAt)],
);

/** A learner's study settings; absent: the defaults (retention 0.90, 20 new cards a day, UTC). */
export const flashcardSettings = pgTable('flashcard_settings', {
  userId: userRef().primaryKey(),
  desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
  newCardsPerDay: integer('new_cards_per_day').notNull().default(20),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
  ...stamps(),
});

/**
 * A dealt match: its pairs (tile keys to word ids) and the server's start time; `finished_at` and
 * `duration_ms` once its one result came. Times are compared on the board of `board_list_id` (the
 * shared list a copy came from, else the list itself) and the pair count.
 */
export const flashcardMatches = pgTable(
  'flashcard_matches',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    wordListId: integer('word_list_id')
      .notNull()
      .references(() => wordLists.id, { onDelete: 'cascade' }),
    boardListId: integer('board_list_id')
      .notNull()
      .references(() => wordLists.id, { onDelete: 'cascade' }),
    pairCount: integer('pair_count').notNull(),
    pairs: jsonb('pairs').$type<{ wordId: number; termKey: string; meaningKey: string }[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (table) => [index('flashcard_matches_board_idx').on(table.boardListId, table.pairCount, table.durationMs), index('flashcard_matches_user_idx').on(table.userId, table.startedAt)],
);
