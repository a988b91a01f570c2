import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { roles, users } from './identity';
import { courseIndexes } from './catalogue';

/** The dashboard navigation: ordered items, nested one level or more, shown by permission and role. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull().default(''),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Shown only to admins holding this permission; null shows it to every admin. */
    permission: text('permission'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('menus_parent_order_idx').on(table.parentId, table.sortOrder)],
);

/** When an item has rows here, only these roles see it. */
export const menuRoles = pgTable(
  'menu_roles',
  {
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.roleId] })],
);

/** A class of learners run by teachers. */
export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who is in a class, for which subject (a course of the catalogue) and as which role; one person may
 * be in a class once per subject.
 */
export const classMembers = pgTable(
  'class_members',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    courseIndexId: integer('course_index_id').references(() => courseIndexes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('class_members_unique').on(table.classId, table.userId, table.courseIndexId).nullsNotDistinct(),
    index('class_members_user_idx').on(table.userId),
  ],
);
