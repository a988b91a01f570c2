import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from '../../../scripts/precompress.mjs';
import { serveNextStatic } from '../src/next-static';

// The web app's build assets as the server sends them: the build's own compressed copies
// (scripts/precompress.mjs), chosen by the browser's Accept-Encoding, cached for a year.
let webDir: string;
let app: FastifyInstance;
const script = 'self.__chunk = function () { return "a script of the build"; };\n'.repeat(300);

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'next-static-'));
  const staticDir = path.join(webDir, '.next/static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks/app-1a2b.js'), script);
  writeFileSync(path.join(staticDir, 'chunks/.secret'), 'not for the browser');
  writeFileSync(path.join(staticDir, 'media/font.woff2'), Buffer.alloc(2048, 1));
  writeFileSync(path.join(webDir, 'outside.txt'), 'outside the static folder');
  await precompressStatic(webDir);
  app = Fastify();
  await serveNextStatic(app, { root: staticDir, headers: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the build assets', () => {
  it('sends the Brotli copy to a browser that takes it, cached for a year', async () => {
    const response = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without Brotli, and the file itself to one without either', async () => {
    const gzipped = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a repeated request with the same ETag with 304 and no body', async () => {
    const first = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('puts the headers it was given on every file it sends', async () => {
    for (const url of ['/_next/static/chunks/app-1a2b.js', '/_next/static/media/font.woff2']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends fonts as they are', async () => {
    const response = await get('/_next/static/media/font.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(2048);
  });

  it('sends nothing outside the folder, no dotfile and nothing that is not there', async () => {
    for (const url of ['/_next/static/../outside.txt', '/_next/static/%2e%2e/outside.txt', '/_next/static/chunks/%2e%2e/%2e%2e/outside.txt', '/_next/static/chunks/.secret', '/_next/static/chunks/missing.js', '/_next/static/chunks/app-1a2b.js%00.txt']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('outside the static folder');
      expect(response.body, url).not.toContain('not for the browser');
    }
  });
});
