import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a driver knows of a stored file without reading it. */
export interface StoredObject {
  size: number;
  lastModified?: Date;
  etag?: string;
}

export interface PutOptions {
  contentType: string;
  /** Needed by S3 for a stream; known for a file. */
  size?: number;
  /** The SHA-256 of the bytes (hex), when known: S3 then checks what it received. */
  sha256?: string;
}

/**
 * Where uploaded bytes live: a local folder or an S3-compatible bucket. Keys are chosen by the server
 * (`<uuid>.<ext>`), never by a user; every driver refuses any other shape of key.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** A folder on this machine where an upload is received and checked before it is stored. */
  readonly stagingDir: string;
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void>;
  /** Stores a file of `stagingDir` (moved, or sent and then removed). */
  putFile(key: string, filePath: string, options: PutOptions & { size: number }): Promise<void>;
  /** The bytes, or a range of them; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** The files whose key starts with `prefix` (a plain name start, e.g. `report-`), with when each was written. */
  list(prefix: string): Promise<ListedObject[]>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** A key a driver accepts: one plain name, no separator, no dot first, nothing a path could climb with. */
export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 50))}`);
}
