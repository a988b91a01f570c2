import { readFile } from 'node:fs/promises';
import { markdownBlocks, type Block } from './markdown-blocks';

/**
 * docs/test-format.md, the format's reference, read from the repository as it is (never copied):
 * the build traces the file through `new URL(…, import.meta.url)` and ships it with the server.
 */
const DOC = new URL('../../../../../../docs/test-format.md', import.meta.url);

let cached: Promise<Block[]> | undefined;

export function testFormatBlocks(): Promise<Block[]> {
  cached ??= readFile(DOC, 'utf8').then(markdownBlocks);
  return cached;
}
