import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './identity';

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
