import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES, type FileKind, type StoredFile } from '@lexam/contracts';
import { tables, type Database } from '@lexam/db';
import { DomainError, badRequest } from '../errors';
import { sniffFile, type Sniffed } from './sniff';
import { LocalFileStorage } from './storage/local';
import type { FileStorage } from './storage/types';

const { files } = tables;

export interface UploadInput {
  stream: Readable & { truncated?: boolean };
  originalName: string;
  /** The kinds this call accepts (an avatar: images only). */
  accept: FileKind[];
  uploadedBy?: number;
  /** What the file is, from its first bytes, when a call is stricter than the general sniffer (a speaking recording). */
  sniff?: (head: Uint8Array) => Sniffed | undefined;
  /** The files manager's folder it goes in; the root when absent. */
  folderId?: number | null;
}

/** Where an upload goes: the database, and the storage (or, as before, a local uploads folder). */
export interface UploadTarget {
  db: Database;
  storage?: FileStorage;
  /** Only when no `storage` is given: a local folder. */
  uploadsDir?: string;
}

/** The storage of a target: the given one, or the local folder it names. */
export function storageOf(target: { storage?: FileStorage; uploadsDir?: string }): FileStorage {
  if (target.storage) return target.storage;
  if (!target.uploadsDir) throw new Error('Give a storage or an uploads folder.');
  return new LocalFileStorage(target.uploadsDir);
}

/** The public address of a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;

/** A stored name the server chose: a UUID and a known extension, nothing else. */
export const STORED_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/**
 * The name a person gave a file, made safe to show and to put in a download's name: no folder part,
 * no control character (NUL included), none of `<>:"/\|?*`, at most 200 characters. It is only shown:
 * files are stored under keys of the server's choosing.
 */
export function displayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  return base.replace(/[\p{Cc}<>:"/\\|?*]/gu, '_').trim().slice(0, 200) || 'file';
}

/**
 * Streams an upload into the storage's staging folder under a name of the server's choosing, checks
 * what it really is from its first bytes, stores it and records it. Anything refused leaves nothing behind.
 */
export async function storeUpload(target: UploadTarget, input: UploadInput): Promise<StoredFile> {
  const { db } = target;
  const storage = storageOf(target);
  await mkdir(storage.stagingDir, { recursive: true });
  const temp = path.join(storage.stagingDir, `.incoming-${randomUUID()}`);
  let head = new Uint8Array(0);
  let size = 0;
  const hash = createHash('sha256');
  input.stream.on('data', (chunk: Buffer) => {
    if (head.length < 64) head = new Uint8Array([...head, ...chunk.subarray(0, 64 - head.length)]);
    size += chunk.length;
    hash.update(chunk);
  });
  // A broken upload (a multipart body cut off or malformed) is the request's fault and answers 400;
  // failing to write the file stays a server error. Whichever side fails first says which it is.
  const output = createWriteStream(temp, { mode: 0o640 });
  let failedFirst: 'upload' | 'disk' | undefined = input.stream.errored ? 'upload' : undefined;
  input.stream.once('error', () => (failedFirst ??= 'upload'));
  output.once('error', () => (failedFirst ??= 'disk'));
  try {
    try {
      await pipeline(input.stream, output);
    } catch (error) {
      if (failedFirst !== 'upload') throw error;
      throw badRequest('The upload ended before the file was complete, or is not valid multipart/form-data; send it again.', [{ field: 'body.file', message: 'Incomplete upload.' }]);
    }
    if (input.stream.truncated) throw new DomainError({ status: 413, title: 'The file is too large.' });
    const sniffed = (input.sniff ?? sniffFile)(head);
    if (!sniffed || !input.accept.includes(sniffed.kind)) {
      throw badRequest(`This file is not an accepted ${input.accept.join(' or ')} file.`, [{ field: 'body.file', message: 'Unsupported file type.' }]);
    }
    // A call that takes several kinds reads up to the largest one's limit: each kind keeps its own.
    if (size > MAX_UPLOAD_BYTES[sniffed.kind]) throw new DomainError({ status: 413, title: `The file is too large: at most ${Math.round(MAX_UPLOAD_BYTES[sniffed.kind] / (1024 * 1024))} MB for this kind of file.` });
    const key = `${randomUUID()}.${sniffed.ext}`;
    await storage.putFile(key, temp, { contentType: sniffed.mime, size, sha256: hash.digest('hex') });
    const originalName = displayName(input.originalName);
    try {
      const [row] = await db.insert(files).values({ key, kind: sniffed.kind, mime: sniffed.mime, size, originalName, folderId: input.folderId ?? null, uploadedBy: input.uploadedBy ?? null }).returning();
      return { id: row!.id, key, kind: row!.kind, mime: row!.mime, size: row!.size, originalName, url: fileUrl(key), createdAt: row!.createdAt.toISOString(), folderId: row!.folderId };
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(temp, { force: true });
  }
}
