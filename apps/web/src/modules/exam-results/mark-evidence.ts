import { findPhrase, piecesOf } from './find-phrase';

/** The attribute of the `<mark>` elements this module adds, so they can be found and removed. */
const MARK_ATTRIBUTE = 'data-evidence';

const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TD', 'TH', 'TR', 'BR', 'SECTION']);

function blockOf(node: Node, container: HTMLElement): Node {
  let current: Node | null = node.parentNode;
  while (current && current !== container) {
    if (BLOCKS.has(current.nodeName)) return current;
    current = current.parentNode;
  }
  return container;
}

/**
 * The text nodes of a container in document order, with a virtual space between two blocks (so a
 * phrase never runs from the end of one paragraph into the next without a space).
 */
function textNodesOf(container: HTMLElement): { nodes: (Text | null)[]; texts: string[] } {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const nodes: (Text | null)[] = [];
  const texts: string[] = [];
  let lastBlock: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = blockOf(node, container);
    if (lastBlock && block !== lastBlock) {
      nodes.push(null);
      texts.push(' ');
    }
    lastBlock = block;
    nodes.push(node as Text);
    texts.push(node.nodeValue ?? '');
  }
  return { nodes, texts };
}

/** Removes the marks added by `markPhrases`, leaving the text as it was. */
export function clearMarks(container: HTMLElement): void {
  for (const mark of [...container.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)]) {
    mark.replaceWith(...mark.childNodes);
  }
  container.normalize();
}

/**
 * Wraps each phrase found in the container's text in `<mark data-evidence>` (a phrase may cross
 * tags: each text node's piece gets its own mark). Returns the first mark, or null if no phrase
 * was found.
 */
export function markPhrases(container: HTMLElement, phrases: readonly string[]): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const phrase of phrases) {
    // Positions change after each wrap, so the nodes are read again for every phrase.
    const { nodes, texts } = textNodesOf(container);
    const range = findPhrase(texts, phrase);
    if (!range) continue;
    // Wrap from the last piece back so the earlier offsets stay valid; the last wrapped is the first in the text.
    let firstOfPhrase: HTMLElement | null = null;
    for (const piece of piecesOf(texts, range).reverse()) {
      const node = nodes[piece.node];
      if (!node) continue;
      const tail = node.splitText(piece.from);
      tail.splitText(piece.to - piece.from);
      const mark = container.ownerDocument.createElement('mark');
      mark.setAttribute(MARK_ATTRIBUTE, '');
      tail.replaceWith(mark);
      mark.append(tail);
      firstOfPhrase = mark;
    }
    first ??= firstOfPhrase;
  }
  return first;
}

/**
 * Brings a mark into view. On a wide screen the text has its own scroll box beside the questions:
 * only that box scrolls, so the question the learner clicked stays where it is. When the text is
 * not a scroll box (stacked on a phone), the page scrolls to the mark.
 */
export function revealMark(container: HTMLElement, mark: HTMLElement): void {
  if (container.scrollHeight <= container.clientHeight + 1) {
    mark.scrollIntoView({ behavior: 'smooth', block: 'center' });
    return;
  }
  const offset = mark.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  container.scrollTo({ top: Math.max(0, offset - container.clientHeight / 3), behavior: 'smooth' });
  const box = container.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) container.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
}
