import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './identity';

// Speaking and writing practice (wave 2 · 4): the prompts admins author, the answers learners write or
// record, and the grades teachers give on the four IELTS criteria, with comments anchored to words of
// the text or a moment of a recording.

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });

/** `task1` (a chart, diagram or map to describe, 150 words, 20 minutes) or `task2` (an essay, 250 words, 40 minutes). */
export const WRITING_TASKS = ['task1', 'task2'] as const;
/** `part1` (questions on familiar topics) or `part2` (a cue card: one minute to prepare, up to two to speak). */
export const SPEAKING_PARTS = ['part1', 'part2'] as const;

/** A writing prompt (API.md's `Writing`): the task, its picture for Task 1, a layout to follow and a model answer. */
export const writingPrompts = pgTable(
  'writing_prompts',
  {
    id: serial('id').primaryKey(),
    task: text('task', { enum: WRITING_TASKS }).notNull(),
    title: text('title').notNull(),
    instructionsHtml: text('instructions_html').notNull().default(''),
    image: fileRef('image_file_id'),
    /** How to lay the answer out (paragraph by paragraph), shown on demand. */
    layoutHtml: text('layout_html').notNull().default(''),
    modelAnswerHtml: text('model_answer_html').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('writing_prompts_task_idx').on(table.task, table.sortOrder), uniqueIndex('writing_prompts_seed_key_unique').on(table.seedKey)],
);

/** A speaking prompt (API.md's `Speaking`): a Part 1 topic with its questions, or a Part 2 cue card. */
export const speakingPrompts = pgTable(
  'speaking_prompts',
  {
    id: serial('id').primaryKey(),
    part: text('part', { enum: SPEAKING_PARTS }).notNull(),
    topic: text('topic').notNull(),
    /** Part 1: the questions, each answered by its own recording. Part 2: empty. */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    /** Part 2: the cue card ("Describe … You should say: …"). */
    cueCardHtml: text('cue_card_html').notNull().default(''),
    modelAnswerHtml: text('model_answer_html').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    seedKey: text('seed_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [index('speaking_prompts_part_idx').on(table.part, table.sortOrder), uniqueIndex('speaking_prompts_seed_key_unique').on(table.seedKey)],
);

/** The layout (how to build an answer) of a whole speaking part or writing task: one row per section. */
export const practiceLayouts = pgTable(
  'practice_layouts',
  {
    id: serial('id').primaryKey(),
    /** `part1` | `part2` | `task1` | `task2`. */
    section: text('section', { enum: [...SPEAKING_PARTS, ...WRITING_TASKS] }).notNull(),
    title: text('title').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    ...stamps(),
  },
  (table) => [uniqueIndex('practice_layouts_section_unique').on(table.section)],
);

/** `idea`: something to say; `phrase`: a useful phrase; `tip`: advice on the task. */
export const SUGGESTION_KINDS = ['idea', 'phrase', 'tip'] as const;

/** A suggestion of a writing or a speaking prompt (exactly one of the two is set). */
export const promptSuggestions = pgTable(
  'prompt_suggestions',
  {
    id: serial('id').primaryKey(),
    writingId: integer('writing_id').references(() => writingPrompts.id, { onDelete: 'cascade' }),
    speakingId: integer('speaking_id').references(() => speakingPrompts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUGGESTION_KINDS }).notNull().default('idea'),
    bodyHtml: text('body_html').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (table) => [
    index('prompt_suggestions_writing_idx').on(table.writingId, table.sortOrder),
    index('prompt_suggestions_speaking_idx').on(table.speakingId, table.sortOrder),
  ],
);

export const SUBMISSION_KINDS = ['writing', 'speaking'] as const;
/** draft (autosaved, not sent) → submitted → in_marking (a teacher opened it) → released (the learner sees the grade). */
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'in_marking', 'released'] as const;

/** A learner's answer to one writing or speaking prompt, and its grade once a teacher gives it. */
export const practiceSubmissions = pgTable(
  'practice_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBMISSION_KINDS }).notNull(),
    writingPromptId: integer('writing_prompt_id').references(() => writingPrompts.id, { onDelete: 'set null' }),
    speakingPromptId: integer('speaking_prompt_id').references(() => speakingPrompts.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    /** Writing: the answer as plain text (paragraphs split by blank lines). */
    answerText: text('answer_text').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    /** Speaking Part 2: the learner's preparation notes. */
    notes: text('notes').notNull().default(''),
    /** Null: untimed practice; else the time allowed (20 or 40 minutes for writing). */
    timeLimitSeconds: integer('time_limit_seconds'),
    /** The autosave's revision: a save older than the stored one is ignored, so a late retry never overwrites newer text. */
    revision: integer('revision').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    graderId: integer('grader_id').references(() => users.id, { onDelete: 'set null' }),
    markingStartedAt: timestamp('marking_started_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The criteria's bands, 0–9 whole numbers, keyed by criterion (`ta`/`tr`, `cc`, `lr`, `gra`; `fc`, `lr`, `gra`, `p`). */
    criteria: jsonb('criteria').$type<Record<string, number>>(),
    /** The task's (writing) or the part's (speaking) band, by the official rounding. */
    band: real('band'),
    overallComment: text('overall_comment').notNull().default(''),
    ...stamps(),
  },
  (table) => [
    index('practice_submissions_user_idx').on(table.userId, table.kind, table.createdAt),
    index('practice_submissions_status_idx').on(table.kind, table.status, table.submittedAt),
  ],
);

/** One recording of a speaking submission: a Part 1 question's answer (`questionIndex`), or the Part 2 talk (0). */
export const speakingRecordings = pgTable(
  'speaking_recordings',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => practiceSubmissions.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull().default(0),
    file: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    durationMs: integer('duration_ms').notNull(),
    ...stamps(),
  },
  (table) => [uniqueIndex('speaking_recordings_question_unique').on(table.submissionId, table.questionIndex)],
);

/**
 * A teacher's comment on a submission: anchored to characters [anchorStart, anchorEnd) of the answer
 * text (with the words quoted, so a comment survives being shown next to the text it was made on), or
 * to a moment (`atMs`) of one recording; neither for a general note.
 */
export const submissionComments = pgTable(
  'submission_comments',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => practiceSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    quote: text('quote'),
    recordingId: integer('recording_id').references(() => speakingRecordings.id, { onDelete: 'cascade' }),
    atMs: integer('at_ms'),
    /** The criterion the comment is about, when the teacher names one. */
    criterion: text('criterion'),
    body: text('body').notNull(),
    ...stamps(),
  },
  (table) => [index('submission_comments_submission_idx').on(table.submissionId, table.id)],
);

/** Something a user is told in the app (a grade released); `readAt` null until they open it. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where in the app it leads, e.g. `/page/writing/result/12`. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
