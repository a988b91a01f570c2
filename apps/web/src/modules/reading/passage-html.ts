/**
 * A passage's stored HTML read into a small tree, the same way on the server and in the browser (no
 * DOMParser), so the reader's first HTML and its hydration agree and the passage is painted by the
 * server. The HTML is the server sanitiser's output (packages/core sanitizeExamHtml): a few tags, a
 * few attributes, entities; anything else is kept as text or dropped, never interpreted.
 */
export type PassageNode = string | { tag: string; attributes: Record<string, string>; children: PassageNode[] };

const VOID_TAGS = new Set(['br']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities the sanitiser writes (named ones above, decimal and hexadecimal ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([a-z][a-z0-9-]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The tree of an HTML fragment; unclosed elements are closed at the end, stray end tags ignored. */
export function parsePassageHtml(html: string): PassageNode[] {
  const root: PassageNode[] = [];
  const stack: { tag: string; children: PassageNode[] }[] = [{ tag: '', children: root }];
  const tokens = /<!--[\s\S]*?-->|<\/([a-z][a-z0-9]*)\s*>|<([a-z][a-z0-9]*)((?:\s[^>]*)?)\/?>|([^<]+|<)/gi;
  for (const match of html.matchAll(tokens)) {
    const [, endTag, startTag, attributeText, text] = match;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      const last = top.children.at(-1);
      if (typeof last === 'string') top.children[top.children.length - 1] = last + decoded;
      else top.children.push(decoded);
    } else if (startTag) {
      const element = { tag: startTag.toLowerCase(), attributes: readAttributes(attributeText ?? ''), children: [] as PassageNode[] };
      top.children.push(element);
      if (!VOID_TAGS.has(element.tag)) stack.push(element);
    } else if (endTag) {
      const index = stack.findLastIndex((open) => open.tag === endTag.toLowerCase());
      if (index > 0) stack.length = index;
    }
  }
  return root;
}
