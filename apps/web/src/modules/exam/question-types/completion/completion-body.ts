/** A run of text or a numbered gap in a completion body. */
export type BodySegment = { kind: 'text'; text: string } | { kind: 'gap'; id: string };

/** A gap is written `[[14]]`, as in the core type. */
const GAP = /\[\[\s*([^\]\s]+)\s*\]\]/g;

/** The gap ids of a body in reading order (the core's `blankIdsOf`). */
export function gapIdsOf(body: string): string[] {
  return [...body.matchAll(GAP)].map((match) => match[1] ?? '');
}

/** One line of a body as text runs and gaps, in order. */
export function segmentsOf(line: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of line.matchAll(GAP)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ kind: 'text', text: line.slice(last, at) });
    segments.push({ kind: 'gap', id: match[1] ?? '' });
    last = at + match[0].length;
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  return segments;
}

/** The body's non-empty lines, each as segments. */
export function linesOf(body: string): BodySegment[][] {
  return body.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).map(segmentsOf);
}

/** A table body: rows of `|`-separated cells (`Market | Buyers | Notes`), each cell as segments; the first row is the header. */
export function tableOf(body: string): BodySegment[][][] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => segmentsOf(cell.trim())));
}

/** A note or form line's role: a bullet (`•`, `-`, `*`), a heading (no gap, short, no colon) or plain. */
export function noteLineKind(segments: BodySegment[]): 'bullet' | 'heading' | 'plain' {
  const first = segments[0];
  if (first?.kind === 'text' && /^\s*[•\-*–]\s/.test(first.text)) return 'bullet';
  const hasGap = segments.some((segment) => segment.kind === 'gap');
  const text = segments.map((segment) => (segment.kind === 'text' ? segment.text : '')).join('');
  return !hasGap && text.length <= 60 && !text.includes(':') ? 'heading' : 'plain';
}

/** A bullet line without its bullet mark. */
export function withoutBullet(segments: BodySegment[]): BodySegment[] {
  const [first, ...rest] = segments;
  if (first?.kind !== 'text') return segments;
  const text = first.text.replace(/^\s*[•\-*–]\s+/, '');
  return text ? [{ kind: 'text', text }, ...rest] : rest;
}

/** A form line split at its first colon into label and value (`Name: Daniel [[1]]`); no colon → no label. */
export function formFieldOf(segments: BodySegment[]): { label: string | null; value: BodySegment[] } {
  const first = segments[0];
  if (first?.kind !== 'text') return { label: null, value: segments };
  const colon = first.text.indexOf(':');
  if (colon === -1) return { label: null, value: segments };
  const rest = first.text.slice(colon + 1).trimStart();
  return { label: first.text.slice(0, colon).trim(), value: rest ? [{ kind: 'text', text: rest }, ...segments.slice(1)] : segments.slice(1) };
}
