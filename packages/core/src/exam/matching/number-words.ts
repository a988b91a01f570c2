/**
 * English number words (0 to 999,999,999), so a learner may write `twenty-one` where the key says
 * `21`. The parser works on tokens already split at spaces and hyphens, so `twenty-one` and
 * `twenty one` read the same. Only well-formed phrases are read: `twenty thirty` is two numbers,
 * never fifty, and `and` is part of a number only after `hundred`, `thousand` or `million`.
 */

const UNITS = new Map(Object.entries({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
}));

const UNIT_ORDINALS = new Map(Object.entries({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15,
  sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
}));

const TENS = new Map(Object.entries({
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
}));

const TENS_ORDINALS = new Map(Object.entries({
  twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70,
  eightieth: 80, ninetieth: 90,
}));

const DIGIT_WORDS = new Map(Object.entries({
  zero: 0, nought: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
}));

const SCALE_WORDS = new Set(['hundred', 'hundredth', 'thousand', 'thousandth', 'million', 'millionth']);

/** A number phrase read from `tokens[start]` up to (not including) `tokens[end]`. */
export interface NumberPhrase {
  value: number;
  isOrdinal: boolean;
  /** Digits after the decimal point, as written (`two point five` gives `"5"`). */
  fraction?: string;
  end: number;
}

function readBelowHundred(tokens: readonly string[], start: number): NumberPhrase | null {
  const word = tokens[start] ?? '';
  const unit = UNITS.get(word);
  if (unit !== undefined) return { value: unit, isOrdinal: false, end: start + 1 };
  const unitOrdinal = UNIT_ORDINALS.get(word);
  if (unitOrdinal !== undefined) return { value: unitOrdinal, isOrdinal: true, end: start + 1 };
  const tensOrdinal = TENS_ORDINALS.get(word);
  if (tensOrdinal !== undefined) return { value: tensOrdinal, isOrdinal: true, end: start + 1 };
  const tens = TENS.get(word);
  if (tens === undefined) return null;
  const next = tokens[start + 1] ?? '';
  const nextUnit = UNITS.get(next);
  if (nextUnit !== undefined && nextUnit < 10) return { value: tens + nextUnit, isOrdinal: false, end: start + 2 };
  const nextOrdinal = UNIT_ORDINALS.get(next);
  if (nextOrdinal !== undefined && nextOrdinal < 10) return { value: tens + nextOrdinal, isOrdinal: true, end: start + 2 };
  return { value: tens, isOrdinal: false, end: start + 1 };
}

/** `and` belongs to a number only when a number follows it: `a hundred and five` is 105, `a hundred and more` stops at 100. */
function readAfterScale(tokens: readonly string[], start: number, read: typeof readBelowHundred): NumberPhrase | null {
  if (tokens[start] === 'and') return read(tokens, start + 1);
  return read(tokens, start);
}

function readBelowThousand(tokens: readonly string[], start: number): NumberPhrase | null {
  // `a` is a number only in `a hundred`, `a thousand`, `a million`.
  const head = tokens[start] === 'a'
    ? (SCALE_WORDS.has(tokens[start + 1] ?? '') ? { value: 1, isOrdinal: false, end: start + 1 } : null)
    : readBelowHundred(tokens, start);
  if (!head || head.isOrdinal) return head;
  const scale = tokens[head.end];
  if (scale === 'hundredth') return { value: head.value * 100, isOrdinal: true, end: head.end + 1 };
  if (scale !== 'hundred') return head;
  const hundreds = head.value * 100;
  const rest = readAfterScale(tokens, head.end + 1, readBelowHundred);
  if (rest) return { value: hundreds + rest.value, isOrdinal: rest.isOrdinal, end: rest.end };
  return { value: hundreds, isOrdinal: false, end: head.end + 1 };
}

function readInteger(tokens: readonly string[], start: number): NumberPhrase | null {
  const first = tokens[start];
  if (first === 'zero' || first === 'nought') return { value: 0, isOrdinal: false, end: start + 1 };
  let total = 0;
  let position = start;
  let hasScale = false;
  for (const [word, scale] of [['million', 1_000_000], ['thousand', 1_000]] as const) {
    const group = readBelowThousand(tokens, position);
    if (!group || group.isOrdinal) continue;
    const next = tokens[group.end];
    if (next === `${word}th`) return { value: total + group.value * scale, isOrdinal: true, end: group.end + 1 };
    if (next !== word) continue;
    total += group.value * scale;
    position = group.end + 1;
    hasScale = true;
  }
  if (!hasScale) {
    const group = readBelowThousand(tokens, start);
    // A lone `a` (not followed by a scale it could multiply) is the article.
    return group && !(tokens[start] === 'a' && group.end === start + 1) ? group : null;
  }
  const rest = readAfterScale(tokens, position, readBelowThousand);
  if (rest && !(tokens[rest.end - 1] === 'a')) return { value: total + rest.value, isOrdinal: rest.isOrdinal, end: rest.end };
  return { value: total, isOrdinal: false, end: position };
}

/**
 * Reads the longest number phrase starting at `tokens[start]` (lower-case words, already split at
 * hyphens), or null when no number starts there. `two point five` reads as 2.5.
 */
export function readNumberPhrase(tokens: readonly string[], start: number): NumberPhrase | null {
  const integer = readInteger(tokens, start);
  if (!integer || integer.isOrdinal || tokens[integer.end] !== 'point') return integer;
  let fraction = '';
  let end = integer.end + 1;
  for (let digit = DIGIT_WORDS.get(tokens[end] ?? ''); digit !== undefined; digit = DIGIT_WORDS.get(tokens[end] ?? '')) {
    fraction += String(digit);
    end += 1;
  }
  return fraction ? { ...integer, fraction, end } : integer;
}

/** `1st`, `2nd`, `3rd`, `11th`, `21st`: the suffix English gives the ordinal of `value`. */
export function ordinalSuffix(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

/** How a number phrase is written in digits: `21`, `21st`, `2.5`. */
export function formatNumberPhrase(phrase: Pick<NumberPhrase, 'value' | 'isOrdinal' | 'fraction'>): string {
  if (phrase.isOrdinal) return `${phrase.value}${ordinalSuffix(phrase.value)}`;
  return normalizeDigits(phrase.fraction ? `${phrase.value}.${phrase.fraction}` : String(phrase.value));
}

/**
 * The value of a whole text written as an English number (`twenty-one`, `one hundred and five`,
 * `a thousand`), or null when the text is not exactly one number. Ordinals give their value.
 */
export function parseNumberWords(text: string): number | null {
  const tokens = text.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const phrase = readNumberPhrase(tokens, 0);
  if (!phrase || phrase.end !== tokens.length) return null;
  return phrase.fraction ? Number(`${phrase.value}.${phrase.fraction}`) : phrase.value;
}

/**
 * One spelling per number written in digits: thousands commas dropped (`1,000` is `1000`, but a
 * badly grouped `1,00` is left alone so it does not match), trailing decimal zeros dropped (`2.50`
 * is `2.5`), ordinal suffixes checked (`3rd`; a wrong `3th` is left alone). Leading zeros stay,
 * because `007` and phone numbers are codes, not quantities.
 */
export function normalizeDigits(token: string): string {
  let text = token;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  const decimal = /^(\d+)\.(\d+)$/.exec(text);
  if (decimal) {
    const fraction = (decimal[2] ?? '').replace(/0+$/, '');
    return fraction ? `${decimal[1]}.${fraction}` : (decimal[1] ?? text);
  }
  return text;
}

/** Whether a token is an ordinal in digits with the right suffix (`3rd`, not `3th`). */
export function isDigitOrdinal(token: string): boolean {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(token);
  return match !== null && ordinalSuffix(Number(match[1])) === match[2];
}
