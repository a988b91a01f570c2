/** A piece of a text: plain, or an occurrence of a vocabulary term (`term` is the word list's spelling). */
export type TextPiece = { text: string; term?: undefined } | { text: string; term: string };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for the words of a passage: each term as a whole word (or phrase), any case, with an
 * optional plural ending, the longest term first so "carbon footprint" wins over "carbon". Spaces in
 * a phrase match any run of white space (the passage's HTML may break a line inside it). Null when
 * there is no term.
 */
export function termMatcher(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (cleaned.length === 0) return null;
  const alternatives = cleaned.map((term) => escape(term).replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?:s|es)?(?![\\p{L}\\p{N}])`, 'giu');
}

/** Finds which term an occurrence stands for (case and spacing aside). */
function termOf(match: string, terms: readonly string[]): string | undefined {
  const normal = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  const found = normal(match);
  return terms.find((term) => normal(term) === found);
}

/** Splits a text into plain pieces and term occurrences, in order; the pieces join back into the text. */
export function splitByTerms(text: string, terms: readonly string[], matcher = termMatcher(terms)): TextPiece[] {
  if (!matcher || !text) return text ? [{ text }] : [];
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher)) {
    const term = termOf(match[1] ?? '', terms);
    if (!term || match.index === undefined) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[0], term });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
