import type { MarkSegment } from './annotations';

/** The character offset of a DOM position inside `root`'s text (what `textContent` would count). */
export function textOffsetWithin(root: Node, container: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(container, offset);
  return range.toString().length;
}

/**
 * Wraps the marked stretches of `root`'s text in `<mark>` elements (one per segment and text node).
 * The text itself is untouched, so offsets computed before and after agree.
 */
export function drawMarks(root: HTMLElement, segments: readonly MarkSegment[]): void {
  if (segments.length === 0) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Array<{ node: Text; start: number }> = [];
  let offset = 0;
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    nodes.push({ node, start: offset });
    offset += node.data.length;
  }
  for (const { node, start } of nodes) {
    const end = start + node.data.length;
    const inside = segments.filter((segment) => segment.start < end && segment.end > start);
    // From the right, so the left part keeps its offsets while we cut.
    for (const segment of [...inside].reverse()) {
      const from = Math.max(segment.start, start) - start;
      const to = Math.min(segment.end, end) - start;
      node.splitText(to);
      const middle = node.splitText(from);
      const mark = document.createElement('mark');
      mark.className = segment.hasNote ? 'exam-mark exam-mark-note' : 'exam-mark';
      mark.dataset.ids = segment.ids.join(' ');
      middle.replaceWith(mark);
      mark.append(middle);
    }
  }
}
