import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SKILLS, type CourseTranslations } from '@lexam/contracts';

export const skillEnum = pgEnum('skill', SKILLS);

/** The course catalogue a learner browses: one row per course (IELTS reading, TOEIC ets2023, …). */
export const courseIndexes = pgTable(
  'course_index',
  {
    id: serial('id').primaryKey(),
    /** Stable identifier used by links and the seed, e.g. `ielts-reading`. */
    code: text('code').notNull().unique(),
    skill: skillEnum('skill').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in the other interface languages (`{ fr: { name, description } }`); English is above. */
    translations: jsonb('translations').$type<CourseTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_index_published_order_idx').on(table.isPublished, table.sortOrder)],
);
