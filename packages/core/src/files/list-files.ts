import type { FileListQuery, StoredFile } from '@lexam/contracts';
import { and, count, desc, eq, ilike, isNull, tables, type Database } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { pageOffset } from '../common/sorting';
import { notPrivate } from './manage-files';
import { fileUrl } from './store-upload';

const { files } = tables;

/**
 * A page of the uploaded files, newest first (ties by id), of one kind or all, whose original name
 * holds the search text: what a media field of the dashboard picks from. Learners' speaking
 * recordings are private and never listed.
 */
export async function listFiles(db: Database, query: FileListQuery): Promise<{ rows: StoredFile[]; totalCount: number }> {
  const search = query.searchByName?.trim();
  const where = and(notPrivate, query.folderId !== undefined ? (query.folderId ? eq(files.folderId, query.folderId) : isNull(files.folderId)) : undefined, query.kind ? eq(files.kind, query.kind) : undefined, search ? ilike(files.originalName, containsPattern(search)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(files).where(where).orderBy(desc(files.createdAt), desc(files.id)).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ value: count() }).from(files).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ id: row.id, key: row.key, kind: row.kind, mime: row.mime, size: row.size, originalName: row.originalName, url: fileUrl(row.key), createdAt: row.createdAt.toISOString(), folderId: row.folderId })),
    totalCount: total?.value ?? 0,
  };
}
