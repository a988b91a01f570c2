/**
 * Finding an evidence phrase in a passage or transcript as it is rendered: the text is split over
 * text nodes (a phrase may cross `<strong>`, `<em>` or a line break), spaced differently, and typed
 * with curly quotes where the phrase has straight ones. The search runs on a normalised copy of the
 * concatenated text and maps the match back to (text node, offset) positions.
 */

/** The phrases of an `evidence` field: several are joined by ' … ' (one per question number). */
export const EVIDENCE_SEPARATOR = ' … ';

/** Splits an `evidence` field into its phrases, trimmed, empty ones dropped. */
export function evidencePhrases(evidence: string | null | undefined): string[] {
  if (!evidence) return [];
  return evidence.split(/\s+…\s+|\s*\.\.\.\s+/).map((phrase) => phrase.trim()).filter(Boolean);
}

/** A position in the rendered text: the index of a text node and a character offset inside it. */
export interface TextPoint {
  node: number;
  offset: number;
}

/** The matched stretch of text, `end` exclusive. */
export interface TextRange {
  start: TextPoint;
  end: TextPoint;
}

/** One character as compared: lower case, curly quotes and dashes as their plain forms. */
function foldChar(char: string): string {
  if (/[‘’ʼ′`]/.test(char)) return "'";
  if (/[“”″]/.test(char)) return '"';
  if (/[‐‑‒–—―]/.test(char)) return '-';
  return char.toLowerCase();
}

/** The phrase as compared: folded characters, runs of whitespace as one space, trimmed. */
export function foldPhrase(phrase: string): string {
  return [...phrase.trim().replace(/\s+/g, ' ')].map(foldChar).join('');
}

/**
 * Finds `phrase` in the text of consecutive text nodes, ignoring case, the amount of whitespace and
 * quote/dash styles; whitespace between nodes counts as it is rendered (none between `<b>a</b>b`).
 * Returns the first match as node positions, or null. Whitespace in the phrase also matches the
 * boundary between two block elements when the caller passes an explicit ' ' node there.
 */
export function findPhrase(texts: readonly string[], phrase: string): TextRange | null {
  const wanted = foldPhrase(phrase);
  if (!wanted) return null;
  // The folded text, and for each folded character the node and offset it came from.
  let folded = '';
  const origin: TextPoint[] = [];
  let lastWasSpace = true;
  texts.forEach((text, node) => {
    for (let offset = 0; offset < text.length; offset += 1) {
      const char = text.charAt(offset);
      if (/\s/.test(char)) {
        if (!lastWasSpace) {
          folded += ' ';
          origin.push({ node, offset });
        }
        lastWasSpace = true;
      } else {
        folded += foldChar(char);
        origin.push({ node, offset });
        lastWasSpace = false;
      }
    }
  });
  const at = folded.indexOf(wanted);
  if (at === -1) return null;
  const first = origin[at];
  const last = origin[at + wanted.length - 1];
  if (!first || !last) return null;
  return { start: first, end: { node: last.node, offset: last.offset + 1 } };
}

/**
 * The pieces of each text node a range covers, for wrapping each in a `<mark>`:
 * `[{ node, from, to }]`, in order, skipping empty pieces.
 */
export function piecesOf(texts: readonly string[], range: TextRange): { node: number; from: number; to: number }[] {
  const pieces: { node: number; from: number; to: number }[] = [];
  for (let node = range.start.node; node <= range.end.node; node += 1) {
    const from = node === range.start.node ? range.start.offset : 0;
    const to = node === range.end.node ? range.end.offset : (texts[node] ?? '').length;
    if (to > from) pieces.push({ node, from, to });
  }
  return pieces;
}
