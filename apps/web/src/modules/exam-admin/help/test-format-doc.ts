import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownBlocks, type Block } from './markdown-blocks';

/**
 * docs/test-format.md, the format's reference, read from the repository as it is (never copied).
 * The server runs from the repository root (scripts/start.mjs); `next dev` and `next build` run
 * from apps/web.
 */
const CANDIDATES = [path.join(process.cwd(), 'docs', 'test-format.md'), path.join(process.cwd(), '..', '..', 'docs', 'test-format.md')];

async function readDoc(): Promise<string> {
  for (const candidate of CANDIDATES) {
    try {
      return await readFile(candidate, 'utf8');
    } catch {
      // Try the next place.
    }
  }
  throw new Error(`docs/test-format.md is not at ${CANDIDATES.join(' or ')}`);
}

let cached: Promise<Block[]> | undefined;

export function testFormatBlocks(): Promise<Block[]> {
  cached ??= readDoc().then(markdownBlocks);
  // A failed read is tried again on the next request, not remembered.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
