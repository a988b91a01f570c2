import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type ByteRange, type FileStorage, type ListedObject, type PutOptions, type StoredObject } from './types';

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`… */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, s3rver and most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Where uploads wait while they are checked; the system's temporary folder by default. */
  stagingDir?: string;
}

type Sdk = typeof S3Sdk;
/** The SDK is loaded when S3 storage is first used: a server on the local folder never pays for it. */
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Files in an S3-compatible bucket through `@aws-sdk/client-s3`: PUT, GET with Range, HEAD and DELETE of one object. */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  readonly stagingDir: string;
  private client: Promise<S3Client> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.stagingDir = settings.stagingDir ?? path.join(tmpdir(), 'lexam-staging');
  }

  private async open(): Promise<{ client: S3Client; sdk: Sdk }> {
    const loaded = await loadSdk();
    this.client ??= Promise.resolve(
      new loaded.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle ?? false,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        // Checksums only where S3 requires them: S3-compatible servers do not all read the SDK's
        // newer checksum trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
    return { client: await this.client, sdk: loaded };
  }

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void> {
    assertStorageKey(key);
    const { client, sdk } = await this.open();
    const length = body instanceof Uint8Array ? body.length : options.size;
    if (length === undefined) {
      // S3 wants a PUT's length first: a stream of unknown length waits in a file.
      await mkdir(this.stagingDir, { recursive: true });
      const temp = path.join(this.stagingDir, `.incoming-${randomUUID()}`);
      try {
        await pipeline(body as Readable, createWriteStream(temp));
        return await this.putFile(key, temp, { ...options, size: (await stat(temp)).size });
      } finally {
        await rm(temp, { force: true });
      }
    }
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: options.contentType, ContentLength: length }));
  }

  async putFile(key: string, filePath: string, options: PutOptions & { size: number }): Promise<void> {
    try {
      await this.put(key, createReadStream(filePath), options);
    } finally {
      await rm(filePath, { force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    assertStorageKey(key);
    const { client, sdk } = await this.open();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return answer.Body as Readable;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | undefined> {
    assertStorageKey(key);
    const { client, sdk } = await this.open();
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, lastModified: answer.LastModified, etag: answer.ETag };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { client, sdk } = await this.open();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const { client, sdk } = await this.open();
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const answer = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of answer.Contents ?? []) if (item.Key) listed.push({ key: item.Key, lastModified: item.LastModified ?? new Date(0) });
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }
}
