// Compresses the web app's build assets once, at build time (web-build.mjs runs it after `next build`
// as `node scripts/precompress.mjs <webDir>`): beside every script, style sheet and
// other text file of .next/static that is worth it, a Brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy. The server sends those as they are (apps/api/src/next-static.ts) where Next would
// gzip each file again on every request: no compressing on the server while a page loads, and
// Brotli's smaller scripts (about 12% fewer bytes than gzip for the exam screen's first load).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats only: fonts and images are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html']);
/** Below this a compressed copy saves next to nothing (and @fastify/static sends the file itself). */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* assetFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* assetFiles(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compressOne(file) {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is not worth sending (and the server then sends the file).
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  return { raw: bytes.length, br: Math.min(br.length, bytes.length) };
}

/**
 * Writes the compressed copies of `<webDir>/.next/static`'s text files (zlib works on its own
 * threads, a few files at a time). Returns how many files and their bytes before and after Brotli.
 */
export async function precompressStatic(webDir, { concurrency = 4 } = {}) {
  const staticDir = path.join(webDir, '.next/static');
  const totals = { files: 0, raw: 0, br: 0 };
  try {
    if (!statSync(staticDir).isDirectory()) return totals;
  } catch {
    return totals;
  }
  const queue = [...assetFiles(staticDir)];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compressOne(file);
      if (!sizes) continue;
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return totals;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webDir = process.argv[2];
  if (!webDir) {
    console.error('Usage: node scripts/precompress.mjs <web app folder>');
    process.exit(2);
  }
  const started = Date.now();
  const { files, raw, br } = await precompressStatic(path.resolve(webDir));
  console.info(`Web app: ${files} assets compressed ahead of time (${Math.round(raw / 1024)} KB -> ${Math.round(br / 1024)} KB with Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
