import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromEnv } from './from-env';
import { LocalFileStorage } from './local';
import { contentTypeOfKey, readRange } from './range';
import { S3FileStorage } from './s3';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import type { FileStorage } from './types';

const bytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));
const read = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The same behaviour of every driver: what the uploads and GET /api/files/:key rely on. */
function storageSuite(name: string, open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(async () => close());

    it('puts bytes, a stream and a staged file, and gets them back whole', async () => {
      await storage.put('0a-bytes.bin', bytes, { contentType: 'application/octet-stream' });
      expect(await read(await storage.get('0a-bytes.bin'))).toEqual(bytes);
      await storage.put('0a-stream.bin', Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]), { contentType: 'application/octet-stream' });
      expect(await read(await storage.get('0a-stream.bin'))).toEqual(bytes);
      const staged = path.join(storage.stagingDir, `.incoming-test-${name}`);
      await writeFile(staged, bytes);
      await storage.putFile('0a-file.png', staged, { contentType: 'image/png', size: bytes.length });
      expect(await read(await storage.get('0a-file.png'))).toEqual(bytes);
      expect(await readdir(storage.stagingDir)).not.toContain(`.incoming-test-${name}`);
    });

    it('reads a range of bytes, and says the size', async () => {
      expect(await read(await storage.get('0a-bytes.bin', { start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));
      expect(await read(await storage.get('0a-bytes.bin', { start: 4990, end: 4999 }))).toEqual(bytes.subarray(4990));
      expect((await storage.head('0a-bytes.bin'))?.size).toBe(bytes.length);
    });

    it('answers undefined for a missing file, and deletes (twice without error)', async () => {
      expect(await storage.head('missing.bin')).toBeUndefined();
      expect(await storage.get('missing.bin')).toBeUndefined();
      await storage.delete('0a-stream.bin');
      await storage.delete('0a-stream.bin');
      expect(await storage.head('0a-stream.bin')).toBeUndefined();
    });

    it('lists the files whose key starts with a prefix, with when each was written', async () => {
      await storage.put('report-r1.xlsx', bytes, { contentType: 'application/octet-stream' });
      await storage.put('report-r2.csv', bytes, { contentType: 'text/csv' });
      const listed = await storage.list('report-');
      expect(listed.map((file) => file.key).sort()).toEqual(['report-r1.xlsx', 'report-r2.csv']);
      for (const file of listed) expect(Math.abs(file.lastModified.getTime() - Date.now())).toBeLessThan(10 * 60_000);
      expect(await storage.list('no-such-prefix-')).toEqual([]);
    });

    it('refuses any key that could climb out or name another place', async () => {
      for (const key of ['../x', '/etc/passwd', 'a/b', 'a\u0000b', '.hidden', '..', '', 'a b']) {
        await expect(storage.put(key, bytes, { contentType: 'text/plain' })).rejects.toThrow(/Not a storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
      }
    });
  });
}

storageSuite('the local folder driver', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexam-local-storage-'));
  return { storage: new LocalFileStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

describe('S3-compatible storage (s3rver on loopback)', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => server?.close());
  storageSuite('the S3 driver', async () => ({ storage: server.storage, close: async () => undefined }));

  it('is refused by the server with keys it does not know (s3rver 3 checks the key id, not a V4 signature)', async () => {
    const wrong = new S3FileStorage({ ...server.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put('0b.bin', bytes, { contentType: 'application/octet-stream' })).rejects.toThrow(/Access Key/i);
  });
});

describe('readRange', () => {
  it('reads a-b, a- and -n, clamps the end, and refuses a start past the end', () => {
    expect(readRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(readRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(readRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(readRange('bytes=90-500', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(readRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(readRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(readRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(readRange('bytes=9-3', 100)).toEqual({ kind: 'whole' });
    expect(readRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  });

  it('serves each stored kind with its type', () => {
    expect(contentTypeOfKey('a.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeOfKey('a.pdf')).toBe('application/pdf');
    expect(contentTypeOfKey('a.bin')).toBe('application/octet-stream');
  });
});

describe('storageFromEnv', () => {
  it('is the local folder without S3 settings, S3 with all of them, and an error with some', () => {
    expect(storageFromEnv({}, '/tmp/x').driver).toBe('local');
    const env = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' };
    expect(storageFromEnv(env, '/tmp/x').driver).toBe('s3');
    expect(() => storageFromEnv({ ...env, S3_BUCKET: '' }, '/tmp/x')).toThrow(/S3_BUCKET is missing/);
  });
});
