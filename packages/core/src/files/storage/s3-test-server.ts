import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3FileStorage } from './s3';

/**
 * For tests: s3rver, a real S3-compatible server (a devDependency of apps/api), started on loopback
 * with one bucket.
 */
export interface S3TestServer {
  storage: S3FileStorage;
  settings: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string; forcePathStyle: boolean };
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

async function loadS3rver(): Promise<S3rverClass> {
  // A name in a variable: s3rver ships no types, and only tests load it.
  const name = 's3rver';
  const loaded = (await import(/* @vite-ignore */ name)) as { default?: S3rverClass };
  return loaded.default ?? (loaded as unknown as S3rverClass);
}

/** `askedPort`: 0 (the default) takes a free one. */
export async function startS3TestServer(bucket = 'lexam-test', askedPort = 0): Promise<S3TestServer> {
  const S3rver = await loadS3rver();
  const directory = await mkdtemp(path.join(tmpdir(), 'lexam-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: askedPort, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver's one account: S3RVER / S3RVER.
  const settings = { endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', forcePathStyle: true };
  return {
    storage: new S3FileStorage(settings),
    settings,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
