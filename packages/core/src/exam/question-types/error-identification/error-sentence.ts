/** One piece of an error-identification sentence: plain text, or a lettered segment the learner may pick. */
export type SentencePiece = { kind: 'text'; text: string } | { kind: 'segment'; letter: string; text: string };

/** `[A:was]`: an upper-case letter, a colon, then the segment's words up to the closing bracket. */
const SEGMENT = /\[([A-Z]):([^[\]]*)\]/g;

/**
 * Splits a sentence written as `The results [A:was] [B:announced] by the [C:committee].` into its
 * plain text and its lettered segments, in reading order. Text outside a well-formed segment (a stray
 * bracket) stays plain text; the schema refuses such a sentence, so it never reaches a learner.
 */
export function parseErrorSentence(sentence: string): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  let last = 0;
  for (const match of sentence.matchAll(SEGMENT)) {
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: sentence.slice(last, start) });
    pieces.push({ kind: 'segment', letter: match[1] ?? '', text: (match[2] ?? '').trim() });
    last = start + match[0].length;
  }
  if (last < sentence.length) pieces.push({ kind: 'text', text: sentence.slice(last) });
  return pieces;
}

/** The letters of a sentence's segments, in reading order. */
export function segmentLettersOf(sentence: string): string[] {
  return parseErrorSentence(sentence).flatMap((piece) => (piece.kind === 'segment' ? [piece.letter] : []));
}

/** What is wrong with how a sentence marks its segments; an empty list when it is sound. */
export function sentenceProblems(sentence: string): string[] {
  const pieces = parseErrorSentence(sentence);
  const segments = pieces.filter((piece) => piece.kind === 'segment');
  const problems: string[] = [];
  if (segments.length < 2 || segments.length > 5) problems.push(`Mark 2 to 5 segments as [A:text]; this sentence has ${segments.length}.`);
  const letters = segments.map((segment) => segment.letter);
  if (new Set(letters).size !== letters.length) problems.push('Each segment needs its own letter.');
  if (segments.some((segment) => !segment.text)) problems.push('A segment has no text.');
  if (pieces.some((piece) => piece.kind === 'text' && /[[\]]/.test(piece.text))) {
    problems.push('A bracket is not part of a segment: write segments as [A:text], with an upper-case letter.');
  }
  return problems;
}
