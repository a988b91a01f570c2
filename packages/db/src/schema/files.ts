import { bigint, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const fileKindEnum = pgEnum('file_kind', ['image', 'audio', 'video', 'captions']);

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
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_kind_created_idx').on(table.kind, table.createdAt)],
);
