import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY, assertStorageKey, type ByteRange, type FileStorage, type ListedObject, type PutOptions, type StoredObject } from './types';

/** Files in one local folder, each under its key (the default driver). */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;
  readonly stagingDir: string;
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {
    // Received uploads wait in the same folder (as `.incoming-*`), so that storing one is a rename.
    this.stagingDir = dir;
  }

  private pathOf(key: string) {
    assertStorageKey(key);
    return path.join(this.dir, key);
  }

  private async ensureDir() {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
  }

  async put(key: string, body: Readable | Uint8Array, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await this.ensureDir();
    const temp = path.join(this.dir, `.incoming-${randomUUID()}`);
    try {
      await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(temp, { mode: 0o640 }));
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const target = this.pathOf(key);
    await this.ensureDir();
    try {
      await rename(filePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(filePath, target);
      await rm(filePath, { force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    if (!(await this.head(key))) return undefined;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return undefined;
      return { size: info.size, lastModified: info.mtime, etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const listed: ListedObject[] = [];
    for (const key of names.filter((name) => name.startsWith(prefix) && STORAGE_KEY.test(name))) {
      const info = await stat(path.join(this.dir, key)).catch(() => undefined);
      if (info?.isFile()) listed.push({ key, lastModified: info.mtime });
    }
    return listed;
  }
}
