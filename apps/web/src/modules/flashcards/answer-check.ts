export type TypedVerdict = 'correct' | 'almost' | 'wrong';

/** Lower case, single spaces, no surrounding spaces or end punctuation, straight apostrophes. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.!?;,]+$/, '');
}

/** Whether two strings differ by one letter: one changed, added, dropped, or two neighbours swapped. */
export function isOneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) diffs.push(index);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0]! + 1 && a[diffs[0]!] === b[diffs[1]!] && a[diffs[1]!] === b[diffs[0]!];
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let index = 0;
  while (index < shorter.length && shorter[index] === longer[index]) index += 1;
  return shorter.slice(index) === longer.slice(index + 1);
}

/**
 * A typed answer against the term: the same (case, spaces and end punctuation aside) is correct, one
 * letter off is "almost" (counted right, with the spelling shown), anything else is wrong. A term of
 * three letters or fewer takes no slip.
 */
export function checkTyped(typed: string, term: string): TypedVerdict {
  const given = normalizeAnswer(typed);
  const expected = normalizeAnswer(term);
  if (!given) return 'wrong';
  if (given === expected) return 'correct';
  return expected.length > 3 && isOneSlip(given, expected) ? 'almost' : 'wrong';
}
