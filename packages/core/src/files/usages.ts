import type { FileUsage } from '@lexam/contracts';
import { count, eq, getTableConfig, inArray, is, PgTableClass, tables, type AnyPgColumn, type Database, type PgTable } from '@lexam/db';
import { fileUrl } from './store-upload';

const { files, fileFolders, users } = tables;

/** A column of some table that holds a file: its id (a foreign key), its key, or its address. */
interface Reference {
  table: PgTable;
  entity: string;
  field: string;
  column: AnyPgColumn;
  by: 'id' | 'key' | 'url';
  idColumn?: AnyPgColumn;
  titleColumn?: AnyPgColumn;
}

const TITLE_COLUMNS = ['title', 'name', 'term', 'word', 'full_name', 'username', 'prompt', 'text', 'original_name'];
let cached: Reference[] | undefined;

/**
 * Every place the schema keeps a file, read from the schema itself so that a table added later is
 * counted without a change here: each foreign key to `files`, each `*_file_key` column, and the
 * accounts' avatars (kept as the file's address).
 */
export function fileReferences(): Reference[] {
  if (cached) return cached;
  const found: Reference[] = [];
  for (const table of Object.values(tables)) {
    if (!is(table, PgTableClass) || table === files || table === fileFolders) continue;
    const config = getTableConfig(table);
    const byName = new Map(config.columns.map((column) => [column.name, column as AnyPgColumn]));
    const idColumn = byName.get('id');
    const titleColumn = TITLE_COLUMNS.map((name) => byName.get(name)).find((column) => column && column.dataType === 'string');
    const base = { table, entity: config.name, idColumn, titleColumn };
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== files || reference.columns.length !== 1) continue;
      const column = reference.columns[0] as AnyPgColumn;
      found.push({ ...base, field: column.name, column, by: 'id' });
    }
    for (const column of config.columns) if (column.name.endsWith('_file_key')) found.push({ ...base, field: column.name, column: column as AnyPgColumn, by: 'key' });
  }
  found.push({ table: users, entity: 'users', field: 'avatar_url', column: users.avatarUrl, by: 'url', idColumn: users.id, titleColumn: users.fullName });
  cached = found;
  return found;
}

interface FileRow {
  id: number;
  key: string;
}

const valueFor = (reference: Reference, file: FileRow) => (reference.by === 'id' ? file.id : reference.by === 'key' ? file.key : fileUrl(file.key));

/** Where one file is used (up to 50 places per column), in the schema's order. */
export async function fileUsages(db: Database, file: FileRow): Promise<FileUsage[]> {
  const lists = await Promise.all(
    fileReferences().map(async (reference) => {
      const rows = await db
        .select({ id: reference.idColumn ?? reference.column, title: reference.titleColumn ?? reference.column })
        .from(reference.table)
        .where(eq(reference.column, valueFor(reference, file)))
        .limit(50);
      return rows.map((row) => ({
        entity: reference.entity,
        id: reference.idColumn ? Number(row.id) : 0,
        title: reference.titleColumn && row.title != null ? String(row.title).slice(0, 200) : null,
        field: reference.field,
      }));
    }),
  );
  return lists.flat();
}

/** How many places use each of these files, by file id. */
export async function fileUsageCounts(db: Database, rows: FileRow[]): Promise<Map<number, number>> {
  const counts = new Map(rows.map((row) => [row.id, 0]));
  if (rows.length === 0) return counts;
  await Promise.all(
    fileReferences().map(async (reference) => {
      const byValue = new Map(rows.map((row) => [String(valueFor(reference, row)), row.id]));
      const found = await db
        .select({ value: reference.column, total: count() })
        .from(reference.table)
        .where(inArray(reference.column, rows.map((row) => valueFor(reference, row))))
        .groupBy(reference.column);
      for (const { value, total } of found) {
        const id = byValue.get(String(value));
        if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + total);
      }
    }),
  );
  return counts;
}
