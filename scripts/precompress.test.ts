import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressStatic } from './precompress.mjs';

let webDir: string;
const asset = (name: string) => path.join(webDir, '.next/static', name);
const script = 'export function greet(name) { return "Hello, " + name + "!"; }\n'.repeat(200);

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(webDir, '.next/static/chunks'), { recursive: true });
  mkdirSync(path.join(webDir, '.next/static/media'), { recursive: true });
  writeFileSync(asset('chunks/app.js'), script);
  writeFileSync(asset('chunks/app.css'), '.card { display: flex; padding: 16px; }\n'.repeat(100));
  writeFileSync(asset('chunks/tiny.js'), 'console.log(1);');
  writeFileSync(asset('media/font.woff2'), Buffer.alloc(4096, 7));
});

afterEach(() => rmSync(webDir, { recursive: true, force: true }));

describe('precompressStatic', () => {
  it('writes a Brotli and a gzip copy of each text asset that decompress to the file itself', async () => {
    const totals = await precompressStatic(webDir);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(asset('chunks/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(asset('chunks/app.js.gz'))).toString()).toBe(script);
    expect(existsSync(asset('chunks/app.css.br'))).toBe(true);
    expect(totals.br).toBeLessThan(totals.raw / 5);
  });

  it('leaves small files and already compressed formats alone', async () => {
    expect(readFileSync(asset('chunks/tiny.js')).length).toBeLessThan(MIN_BYTES);
    await precompressStatic(webDir);
    expect(existsSync(asset('chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(asset('media/font.woff2.br'))).toBe(false);
    expect(existsSync(asset('media/font.woff2.gz'))).toBe(false);
  });

  it('does nothing when there is no build', async () => {
    rmSync(path.join(webDir, '.next'), { recursive: true });
    expect(await precompressStatic(webDir)).toEqual({ files: 0, raw: 0, br: 0 });
  });
});
