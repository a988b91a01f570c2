import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKind, StoredFile } from '@lexam/contracts';
import { tables, type Database } from '@lexam/db';
import { DomainError, badRequest } from '../errors';
import { sniffFile, type Sniffed } from './sniff';

const { files } = tables;

export interface UploadInput {
  stream: Readable & { truncated?: boolean };
  originalName: string;
  /** The kinds this call accepts (an avatar: images only). */
  accept: FileKind[];
  uploadedBy?: number;
  /** What the file is, from its first bytes, when a call is stricter than the general sniffer (a speaking recording). */
  sniff?: (head: Uint8Array) => Sniffed | undefined;
}

/** The public address of a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;

/** A stored name the server chose: a UUID and a known extension, nothing else. */
export const STORED_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/**
 * Streams an upload into the uploads folder under a name of the server's choosing, checks what it
 * really is from its first bytes, and records it. Anything refused leaves nothing behind.
 */
export async function storeUpload({ db, uploadsDir }: { db: Database; uploadsDir: string }, input: UploadInput): Promise<StoredFile> {
  await mkdir(uploadsDir, { recursive: true });
  const temp = path.join(uploadsDir, `.incoming-${randomUUID()}`);
  let head = new Uint8Array(0);
  let size = 0;
  input.stream.on('data', (chunk: Buffer) => {
    if (head.length < 64) head = new Uint8Array([...head, ...chunk.subarray(0, 64 - head.length)]);
    size += chunk.length;
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
    const key = `${randomUUID()}.${sniffed.ext}`;
    await rename(temp, path.join(uploadsDir, key));
    const originalName = path.basename(input.originalName).replace(/[\p{Cc}<>:"/\\|?*]/gu, '_').slice(0, 200) || 'file';
    const [row] = await db.insert(files).values({ key, kind: sniffed.kind, mime: sniffed.mime, size, originalName, uploadedBy: input.uploadedBy ?? null }).returning();
    return { id: row!.id, key, kind: row!.kind, mime: row!.mime, size: row!.size, originalName, url: fileUrl(key), createdAt: row!.createdAt.toISOString() };
  } finally {
    await rm(temp, { force: true });
  }
}
