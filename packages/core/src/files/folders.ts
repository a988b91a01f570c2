import type { FileFolder } from '@lexam/contracts';
import { and, asc, count, eq, isNull, ne, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, notFound } from '../errors';

const { fileFolders, files } = tables;
type FolderRow = typeof fileFolders.$inferSelect;

export const toFolder = (row: FolderRow): FileFolder => ({ id: row.id, parentId: row.parentId, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** Every folder, by name: the tree is small enough to send whole (the screen draws it). */
export async function listFolders(db: Database): Promise<FileFolder[]> {
  const rows = await db.select().from(fileFolders).orderBy(asc(sql`lower(${fileFolders.name})`), asc(fileFolders.id)).limit(5000);
  return rows.map(toFolder);
}

/** A folder by id; a 404 when there is none. */
export async function getFolder(db: Database, id: number): Promise<FolderRow> {
  const [row] = await db.select().from(fileFolders).where(eq(fileFolders.id, id));
  if (!row) throw notFound('There is no such folder.');
  return row;
}

/** A folder and its ancestors, from the root down (the breadcrumbs). */
export async function folderPath(db: Database, id: number | null): Promise<FolderRow[]> {
  const chain: FolderRow[] = [];
  let next = id;
  while (next !== null && chain.length < 100) {
    const row = await getFolder(db, next);
    chain.unshift(row);
    next = row.parentId;
  }
  return chain;
}

const parentIs = (parentId: number | null) => (parentId === null ? isNull(fileFolders.parentId) : eq(fileFolders.parentId, parentId));

async function assertNameFree(db: Database, parentId: number | null, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: fileFolders.id })
    .from(fileFolders)
    .where(and(parentIs(parentId), sql`lower(${fileFolders.name}) = lower(${name})`, exceptId ? ne(fileFolders.id, exceptId) : undefined));
  if (taken) throw new DomainError({ status: 409, title: `A folder named "${name}" is already there.`, errors: [{ field: 'body.name', message: 'Already used in this folder.' }] });
}

/** A unique-name race lost after the check above: still a 409, not a 500. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function writing<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError({ status: 409, title: `A folder named "${name}" is already there.` });
    throw error;
  }
}

export async function createFolder(db: Database, { parentId, name }: { parentId: number | null; name: string }): Promise<FileFolder> {
  if (parentId !== null) await assertParent(db, parentId);
  await assertNameFree(db, parentId, name);
  const [row] = await writing(name, () => db.insert(fileFolders).values({ parentId, name }).returning());
  return toFolder(row!);
}

async function assertParent(db: Database, parentId: number) {
  const [row] = await db.select({ id: fileFolders.id }).from(fileFolders).where(eq(fileFolders.id, parentId));
  if (!row) throw badRequest('There is no such folder to put it in.', [{ field: 'body.parentId', message: 'No such folder.' }]);
}

export async function renameFolder(db: Database, id: number, name: string): Promise<FileFolder> {
  const folder = await getFolder(db, id);
  await assertNameFree(db, folder.parentId, name, id);
  const [row] = await writing(name, () => db.update(fileFolders).set({ name, updatedAt: new Date() }).where(eq(fileFolders.id, id)).returning());
  return toFolder(row!);
}

/** Moves a folder (with everything in it) under another, or to the root; never into itself or below itself. */
export async function moveFolder(db: Database, id: number, parentId: number | null): Promise<FileFolder> {
  const folder = await getFolder(db, id);
  if (parentId !== null) {
    await assertParent(db, parentId);
    const chain = await folderPath(db, parentId);
    if (chain.some((row) => row.id === id)) throw badRequest('A folder cannot go inside itself.', [{ field: 'body.parentId', message: 'Inside the folder being moved.' }]);
  }
  await assertNameFree(db, parentId, folder.name, id);
  const [row] = await writing(folder.name, () => db.update(fileFolders).set({ parentId, updatedAt: new Date() }).where(eq(fileFolders.id, id)).returning());
  return toFolder(row!);
}

/** What a folder holds directly. */
export async function folderHolds(db: Database, id: number): Promise<{ folders: number; files: number }> {
  const [[subfolders], [held]] = await Promise.all([
    db.select({ value: count() }).from(fileFolders).where(eq(fileFolders.parentId, id)),
    db.select({ value: count() }).from(files).where(eq(files.folderId, id)),
  ]);
  return { folders: subfolders?.value ?? 0, files: held?.value ?? 0 };
}

/**
 * Deletes an empty folder. One that still holds files or folders is refused: nothing is deleted or
 * moved behind the admin's back (they move or delete what it holds first).
 */
export async function deleteFolder(db: Database, id: number): Promise<{ deleted: true } | { deleted: false; folders: number; files: number }> {
  await getFolder(db, id);
  const holds = await folderHolds(db, id);
  if (holds.folders > 0 || holds.files > 0) return { deleted: false, ...holds };
  await db.delete(fileFolders).where(eq(fileFolders.id, id));
  return { deleted: true };
}
