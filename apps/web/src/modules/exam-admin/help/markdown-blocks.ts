/**
 * The little Markdown the repository's docs use (docs/test-format.md), read into blocks a screen
 * draws with its own components: headings, paragraphs, lists, tables, fenced code. Inline marks
 * (`code`, **bold**, *emphasis*, [links](…)) are read by inlineSpans. No HTML is passed through.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string; id: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; language: string; text: string };

export type Span = { kind: 'text' | 'code' | 'strong' | 'em'; text: string } | { kind: 'link'; text: string; href: string };

/** A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A table row's cells; a `|` inside code or escaped as `\|` stays in its cell. */
function cells(line: string): string[] {
  const row = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  const found: string[] = [];
  let current = '';
  let inCode = false;
  for (let at = 0; at < row.length; at += 1) {
    const char = row[at]!;
    if (char === '\\' && row[at + 1] === '|') {
      current += '|';
      at += 1;
    } else if (char === '|' && !inCode) {
      found.push(current.trim());
      current = '';
    } else {
      if (char === '`') inCode = !inCode;
      current += char;
    }
  }
  found.push(current.trim());
  return found;
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

export function markdownBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const fence = /^```(\S*)\s*$/.exec(line);
    if (fence) {
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !/^```\s*$/.test(lines[index]!)) body.push(lines[index++]!);
      index += 1;
      blocks.push({ kind: 'code', language: fence[1] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2]!.trim();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text, id: slugOf(text) });
      index += 1;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[index + 1] ?? '')) {
      const header = cells(line);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.trim().startsWith('|')) rows.push(cells(lines[index++]!));
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]!);
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const next = LIST_ITEM.exec(current);
        if (next && next[1]!.length <= item[1]!.length) items.push(next[3]!);
        else if (current.trim() && /^\s+/.test(current) && items.length) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (!line.trim()) {
      index += 1;
      continue;
    }
    const text: string[] = [];
    while (index < lines.length && lines[index]!.trim() && !/^(#{1,6}\s|```|\s*\|)/.test(lines[index]!) && !LIST_ITEM.test(lines[index]!)) text.push(lines[index++]!.trim());
    blocks.push({ kind: 'paragraph', text: text.join(' ') });
  }
  return blocks;
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])/g;

export function inlineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) spans.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) spans.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) spans.push({ kind: 'strong', text: match[2] });
    else if (match[3] !== undefined) spans.push({ kind: 'link', text: match[3], href: match[4]! });
    else spans.push({ kind: 'em', text: match[5]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ kind: 'text', text: text.slice(last) });
  return spans;
}
