import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EMPTY_SHA256, awsEncode, sha256Hex, signRequest } from './sigv4';
import { assertStorageKey, type ByteRange, type FileStorage, type PutOptions, type StoredObject } from './types';

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

/**
 * Files in an S3-compatible bucket, spoken to directly over HTTP with AWS Signature Version 4
 * (sigv4.ts): PUT, GET with Range, HEAD and DELETE of one object.
 */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  readonly stagingDir: string;
  private readonly endpoint: URL;

  constructor(private readonly settings: S3Settings) {
    this.endpoint = new URL(settings.endpoint);
    this.stagingDir = settings.stagingDir ?? path.join(tmpdir(), 'lexam-staging');
  }

  private urlOf(key: string): URL {
    assertStorageKey(key);
    const base = this.endpoint.pathname.replace(/\/$/, '');
    const url = new URL(this.endpoint.href);
    if (this.settings.forcePathStyle) url.pathname = `${base}/${awsEncode(this.settings.bucket)}/${awsEncode(key, true)}`;
    else {
      url.hostname = `${this.settings.bucket}.${this.endpoint.hostname}`;
      url.pathname = `${base}/${awsEncode(key, true)}`;
    }
    return url;
  }

  private send(method: string, url: URL, { headers = {}, payloadHash = EMPTY_SHA256, body }: { headers?: Record<string, string>; payloadHash?: string; body?: Readable | Uint8Array } = {}): Promise<IncomingMessage> {
    const signed = signRequest({ method, url, headers, payloadHash }, this.settings);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, { method, headers: signed }, resolve);
      request.on('error', reject);
      if (!body) request.end();
      else if (body instanceof Uint8Array) request.end(body);
      else pipeline(body, request).catch(reject);
    });
  }

  private async fail(response: IncomingMessage, what: string): Promise<never> {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const code = /<Code>([^<]*)<\/Code>/.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
    throw new Error(`S3 ${what} failed: ${response.statusCode}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void> {
    if (body instanceof Uint8Array) {
      const response = await this.send('PUT', this.urlOf(key), { headers: { 'content-type': options.contentType, 'content-length': String(body.length) }, payloadHash: sha256Hex(body), body });
      if (response.statusCode !== 200) return this.fail(response, 'PUT');
      response.resume();
      return;
    }
    if (options.size !== undefined) return this.sendStream(key, body, { ...options, size: options.size });
    // S3 wants the length of a PUT first: a stream of unknown length waits in a file.
    await mkdir(this.stagingDir, { recursive: true });
    const temp = path.join(this.stagingDir, `.incoming-${randomUUID()}`);
    try {
      await pipeline(body, createWriteStream(temp));
      await this.putFile(key, temp, { ...options, size: (await stat(temp)).size });
    } finally {
      await rm(temp, { force: true });
    }
  }

  async putFile(key: string, filePath: string, options: PutOptions & { size: number }): Promise<void> {
    try {
      await this.sendStream(key, createReadStream(filePath), options);
    } finally {
      await rm(filePath, { force: true });
    }
  }

  private async sendStream(key: string, stream: Readable, options: PutOptions & { size: number }) {
    const headers = { 'content-type': options.contentType, 'content-length': String(options.size) };
    const response = await this.send('PUT', this.urlOf(key), { headers, payloadHash: options.sha256 ?? 'UNSIGNED-PAYLOAD', body: stream });
    if (response.statusCode !== 200) return this.fail(response, 'PUT');
    response.resume();
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send('GET', this.urlOf(key), { headers });
    if (response.statusCode === 404) {
      response.resume();
      return undefined;
    }
    if (response.statusCode !== 200 && response.statusCode !== 206) return this.fail(response, 'GET');
    return response;
  }

  async head(key: string): Promise<StoredObject | undefined> {
    const response = await this.send('HEAD', this.urlOf(key));
    response.resume();
    if (response.statusCode === 404) return undefined;
    if (response.statusCode !== 200) throw new Error(`S3 HEAD failed: ${response.statusCode}`);
    const modified = response.headers['last-modified'];
    return { size: Number(response.headers['content-length'] ?? 0), lastModified: modified ? new Date(modified) : undefined, etag: response.headers.etag };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', this.urlOf(key));
    if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) return this.fail(response, 'DELETE');
    response.resume();
  }
}

