import type { FileUsage, FolderContents, FolderContentsQuery, ManagedFile } from '@lexam/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, tables, type AnyPgColumn, type Database, type SQL } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { pageOffset } from '../common/sorting';
import { notFound, badRequest } from '../errors';
import { folderPath, getFolder, toFolder } from './folders';
import { displayName, fileUrl } from './store-upload';
import type { FileStorage } from './storage/types';
import { fileUsageCounts, fileUsages } from './usages';
import { privateRecordingSql } from '../practice/speaking-submissions';

const { files, fileFolders } = tables;

/** Learners' speaking recordings are private (served only through signed links): never listed here (practice/speaking-submissions.ts says which files are). */
export const notPrivate = sql`not ${privateRecordingSql}`;
type FileRow = typeof files.$inferSelect;

function toManaged(row: FileRow, usageCount: number): ManagedFile {
  return { id: row.id, key: row.key, kind: row.kind, mime: row.mime, size: row.size, originalName: row.originalName, url: fileUrl(row.key), createdAt: row.createdAt.toISOString(), folderId: row.folderId, usageCount };
}

const FILE_ORDER: Record<FolderContentsQuery['sort'], SQL | AnyPgColumn> = {
  name: sql`lower(${files.originalName})`,
  kind: sql`${files.kind}::text`,
  size: files.size,
  date: files.createdAt,
};

/**
 * A folder's subfolders and a page of its files, sorted; with a search, the folders and files whose
 * name holds it, in every folder.
 */
export async function folderContents(db: Database, query: FolderContentsQuery): Promise<{ contents: FolderContents; totalCount: number }> {
  const folderId = query.folderId || null;
  const chain = await folderPath(db, folderId);
  const search = query.search?.trim();
  const inFolder = folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId);
  const fileWhere = and(notPrivate, search ? ilike(files.originalName, containsPattern(search)) : inFolder, query.kind ? eq(files.kind, query.kind) : undefined);
  const folderWhere = search ? ilike(fileFolders.name, containsPattern(search)) : folderId === null ? isNull(fileFolders.parentId) : eq(fileFolders.parentId, folderId);
  const direction = query.order === 'desc' ? desc : asc;
  const folderOrder = query.sort === 'date' ? fileFolders.createdAt : sql`lower(${fileFolders.name})`;
  const [folderRows, fileRows, [total]] = await Promise.all([
    query.kind ? Promise.resolve([]) : db.select().from(fileFolders).where(folderWhere).orderBy(direction(folderOrder), asc(fileFolders.id)).limit(500),
    db.select().from(files).where(fileWhere).orderBy(direction(FILE_ORDER[query.sort]), direction(files.id)).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ value: count() }).from(files).where(fileWhere),
  ]);
  const usage = await fileUsageCounts(db, fileRows);
  const current = chain[chain.length - 1];
  return {
    contents: { folder: current ? toFolder(current) : null, path: chain.map(toFolder), folders: folderRows.map(toFolder), files: fileRows.map((row) => toManaged(row, usage.get(row.id) ?? 0)) },
    totalCount: total?.value ?? 0,
  };
}

async function getFile(db: Database, id: number): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound('There is no such file.');
  return row;
}

async function withUsage(db: Database, row: FileRow): Promise<ManagedFile> {
  return toManaged(row, (await fileUsageCounts(db, [row])).get(row.id) ?? 0);
}

/** Renames a file as it is shown (its stored key never changes). */
export async function renameFile(db: Database, id: number, name: string): Promise<ManagedFile> {
  await getFile(db, id);
  const [row] = await db.update(files).set({ originalName: displayName(name) }).where(eq(files.id, id)).returning();
  return withUsage(db, row!);
}

/** Moves files into a folder (null: the root). */
export async function moveFiles(db: Database, { fileIds, folderId }: { fileIds: number[]; folderId: number | null }): Promise<{ moved: number }> {
  if (folderId !== null) {
    await getFolder(db, folderId).catch(() => {
      throw badRequest('There is no such folder to move them to.', [{ field: 'body.folderId', message: 'No such folder.' }]);
    });
  }
  const ids = [...new Set(fileIds)];
  const found = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  if (found.length !== ids.length) throw notFound('Some of these files do not exist.');
  await db.update(files).set({ folderId }).where(inArray(files.id, ids));
  return { moved: ids.length };
}

/** Where a file is used. */
export async function usagesOfFile(db: Database, id: number): Promise<FileUsage[]> {
  return fileUsages(db, await getFile(db, id));
}

/**
 * Deletes a file that nothing uses: its row, then its bytes. A file still used is kept, and the
 * places that use it are returned.
 */
export async function deleteFile(db: Database, storage: FileStorage, id: number): Promise<{ deleted: true } | { deleted: false; usages: FileUsage[] }> {
  const row = await getFile(db, id);
  const usages = await fileUsages(db, row);
  if (usages.length > 0) return { deleted: false, usages };
  try {
    await db.delete(files).where(eq(files.id, id));
  } catch (error) {
    // A row that started using it in the meantime (a foreign key that restricts): still in use.
    const again = await fileUsages(db, row);
    if (again.length > 0) return { deleted: false, usages: again };
    throw error;
  }
  await storage.delete(row.key);
  return { deleted: true };
}
