import { isDigitOrdinal } from './number-words';

const MONTHS = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december',
]);

/** The day of a date, `15` or `15th` (number words are already digits here), or null. */
function readDay(token: string | undefined): string | null {
  if (!token) return null;
  const day = /^\d{1,2}$/.test(token) || isDigitOrdinal(token) ? Number.parseInt(token, 10) : Number.NaN;
  return day >= 1 && day <= 31 ? String(day) : null;
}

/**
 * One spelling per date, as IELTS accepts a date in any common order: `15 March`, `15th March`,
 * `March 15`, `March the 15th` and `the 15th of March` all become `15 march`. Works on canonical
 * tokens (lower case, number words already digits), so `the fifteenth of March` is a date too.
 * The year, if any, stays after the month as written.
 */
export function canonicalizeDates(tokens: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index] ?? '';
    const hasThe = token === 'the';
    const start = hasThe ? index + 1 : index;
    const day = readDay(tokens[start]);
    // `15 March`, `15th of March`, `the 15th of March`
    if (day) {
      const hasOf = tokens[start + 1] === 'of';
      const month = tokens[start + (hasOf ? 2 : 1)] ?? '';
      if (MONTHS.has(month) && (!hasThe || isDigitOrdinal(tokens[start] ?? ''))) {
        result.push(day, month);
        index = start + (hasOf ? 3 : 2);
        continue;
      }
    }
    // `March 15`, `March 15th`, `March the 15th`
    if (MONTHS.has(token)) {
      const hasTheAfter = tokens[index + 1] === 'the';
      const dayAfter = readDay(tokens[index + (hasTheAfter ? 2 : 1)]);
      if (dayAfter && (!hasTheAfter || isDigitOrdinal(tokens[index + 2] ?? ''))) {
        result.push(dayAfter, token);
        index += hasTheAfter ? 3 : 2;
        continue;
      }
    }
    result.push(token);
    index += 1;
  }
  return result;
}
