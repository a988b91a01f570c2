import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks, slugOf } from './markdown-blocks';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs, lists, tables and fenced code', () => {
    const blocks = markdownBlocks(['# Title', '', 'One line', 'and the next.', '', '- a', '  continued', '- b', '', '| A | B |', '| --- | --- |', '| `x|y` | 2 |', '', '```json', '{ "a": 1 }', '```', '## Next `one`'].join('\n'));
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title', id: 'title' },
      { kind: 'paragraph', text: 'One line and the next.' },
      { kind: 'list', ordered: false, items: ['a continued', 'b'] },
      { kind: 'table', header: ['A', 'B'], rows: [['`x|y`', '2']] },
      { kind: 'code', language: 'json', text: '{ "a": 1 }' },
      { kind: 'heading', level: 2, text: 'Next `one`', id: 'next-one' },
    ]);
  });

  it('reads the whole test format document into blocks, its sections as headings', () => {
    const source = readFileSync(fileURLToPath(new URL('../../../../../../docs/test-format.md', import.meta.url)), 'utf8');
    const blocks = markdownBlocks(source);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'The test document format', id: 'the-test-document-format' });
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.kind === 'heading' && block.text)).toEqual(expect.arrayContaining(['The document', 'Question types']));
    expect(blocks.some((block) => block.kind === 'table')).toBe(true);
    expect(blocks.some((block) => block.kind === 'code')).toBe(true);
  });
});

describe('inlineSpans', () => {
  it('reads code, bold, emphasis and links, leaving the rest as text', () => {
    expect(inlineSpans('Use `numbers` for **every** item, *once*; see [the schema](./x.json).')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'numbers' },
      { kind: 'text', text: ' for ' },
      { kind: 'strong', text: 'every' },
      { kind: 'text', text: ' item, ' },
      { kind: 'em', text: 'once' },
      { kind: 'text', text: '; see ' },
      { kind: 'link', text: 'the schema', href: './x.json' },
      { kind: 'text', text: '.' },
    ]);
    expect(slugOf('TOEIC and grammar documents')).toBe('toeic-and-grammar-documents');
  });
});
