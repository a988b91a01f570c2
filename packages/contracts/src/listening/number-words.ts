/**
 * Numbers written with digits, read as words, so that a dictation accepts "25" for "twenty-five",
 * "1st" for "first", "3.5" for "three point five", "50%" for "fifty percent" and "7:30" for
 * "seven thirty". Every result is a list of lower-case words.
 */
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1000, 'thousand'],
  [100, 'hundred'],
];
const IRREGULAR_ORDINALS: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** Words of a whole number from 0 up to 999 999 999 999 ("105" is "one hundred five"). */
export function integerWords(value: number): string[] {
  if (value < 20) return [ONES[value]!];
  if (value < 100) return value % 10 === 0 ? [TENS[Math.floor(value / 10)]!] : [TENS[Math.floor(value / 10)]!, ONES[value % 10]!];
  for (const [size, name] of SCALES) {
    if (value >= size) {
      const rest = value % size;
      return [...integerWords(Math.floor(value / size)), name, ...(rest === 0 ? [] : integerWords(rest))];
    }
  }
  return [String(value)];
}

/** The ordinal of a number's words: the last word turns ("twenty one" -> "twenty first"). */
export function ordinalWords(words: string[]): string[] {
  const last = words.at(-1)!;
  const ordinal = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), ordinal];
}

const digitWords = (digits: string) => [...digits].map((digit) => ONES[Number(digit)]!);

/**
 * The words a token made of digits stands for, or null when it is not a number. A token is one
 * word of the text, lower case, punctuation around it already removed.
 */
export function numberTokenWords(token: string): string[] | null {
  let match = /^(\d{1,12})(st|nd|rd|th)$/.exec(token);
  if (match) return ordinalWords(integerWords(Number(match[1])));
  match = /^(\d{1,2}):(\d{2})$/.exec(token);
  if (match) {
    const minutes = Number(match[2]);
    const tail = minutes === 0 ? [] : minutes < 10 ? ['oh', ONES[minutes]!] : integerWords(minutes);
    return [...integerWords(Number(match[1])), ...tail];
  }
  match = /^\$?(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d+))?(%?)$/.exec(token);
  if (!match) return null;
  const whole = integerWords(Number(match[1]!.replace(/,/g, '')));
  const fraction = match[2] ? ['point', ...digitWords(match[2])] : [];
  const unit = match[3] ? ['percent'] : token.startsWith('$') ? [match[1] === '1' && !match[2] ? 'dollar' : 'dollars'] : [];
  return [...whole, ...fraction, ...unit];
}
