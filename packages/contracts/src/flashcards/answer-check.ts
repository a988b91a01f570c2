import type { AnswerVerdict } from './games';

/**
 * The one rule for a typed answer, shared by the practice screen and the server's test grading:
 * case, accents, spacing and surrounding punctuation do not count; a single slip (one letter
 * added, missing, changed, or two neighbours swapped) in an answer of four letters or more is
 * `almost`.
 */
export function normalizeAnswer(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:!?"'()]+|[\s.,;:!?"'()]+$/g, '');
}

/** Whether two texts are one edit apart (Damerau: insert, delete, substitute or swap two neighbours). */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  return short.slice(i) === long.slice(i + 1);
}

/** `correct`, `almost` (one slip, four letters or more) or `wrong`. */
export function checkTypedAnswer(given: string, expected: string): AnswerVerdict {
  const a = normalizeAnswer(given);
  const b = normalizeAnswer(expected);
  if (a.length === 0) return 'wrong';
  if (a === b) return 'correct';
  return b.length >= 4 && isOneSlipApart(a, b) ? 'almost' : 'wrong';
}

/** Whether two meanings say the same (a true/false question must never show a word's own meaning as false). */
export function sameMeaning(a: string, b: string): boolean {
  return normalizeAnswer(a) === normalizeAnswer(b);
}
