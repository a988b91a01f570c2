import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const fileKindEnum = pgEnum('file_kind', ['image', 'audio', 'video', 'captions', 'document']);

/**
 * A folder of the files manager. Only a name to show: folders are rows, never directories, so no
 * name a user gives reaches a file path. Names are unique within a parent, ignoring case.
 */
export const fileFolders = pgTable(
  'file_folders',
  {
    id: serial('id').primaryKey(),
    /** null: a folder at the root. */
    parentId: integer('parent_id').references((): AnyPgColumn => fileFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('file_folders_parent_name_idx').on(sql`coalesce(${table.parentId}, 0)`, sql`lower(${table.name})`)],
);

/** An uploaded file. The bytes live in the uploads folder under `key`; never under the name it came with. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** `<uuid>.<ext>`: the stored name, chosen by the server. */
    key: text('key').notNull().unique(),
    kind: fileKindEnum('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** The folder it is shown in; null: the root. */
    folderId: integer('folder_id').references(() => fileFolders.id, { onDelete: 'restrict' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_kind_created_idx').on(table.kind, table.createdAt), index('files_folder_idx').on(table.folderId)],
);
