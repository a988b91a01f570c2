import { canonicalizeDates } from './dates';
import { formatNumberPhrase, isDigitOrdinal, normalizeDigits, readNumberPhrase } from './number-words';
import { memoizeText } from './text-memo';

const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
/** What may surround an answer without being part of it. Apostrophes stay: `boys'` is not `boys`. */
const EDGE_PUNCTUATION = /^[\s.,;:!?"]+|[\s.,;:!?"]+$/g;

/** Unit words that mean the same as a symbol after a number: `20 pounds` is `£20`. */
const UNIT_SYMBOLS = new Map(Object.entries({
  pound: '£', pounds: '£', dollar: '$', dollars: '$', euro: '€', euros: '€', percent: '%', pence: 'p',
}));

/** `3 thousand` and `2.5 million` are numbers too, as IELTS keys often write large round figures. */
const SCALES = new Map(Object.entries({ hundred: 100, thousand: 1_000, million: 1_000_000 }));

/**
 * The answer as a person would read it, cleaned of what never decides a mark: case, Unicode
 * variants (full-width letters, curly apostrophes and quotes, en and em dashes), repeated or
 * surrounding whitespace, spaces around a hyphen (`part - time`) and punctuation at either end
 * (`river bank.`). Inner words, spelling and apostrophes are kept.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-')
    // `.5` is a number, not punctuation before a 5.
    .replace(/(^|[\s£$€])\.(?=\d)/g, '$10.')
    .replace(EDGE_PUNCTUATION, '');
}

/**
 * The answer's words as IELTS counts them: split at spaces only (a hyphenated word is one word),
 * punctuation inside the answer dropped unless it sits inside a number (`1,000`, `2.5`, `7:30`),
 * and digit groups written with spaces (`1 000 000`) joined back into one number.
 */
export function splitAnswerWords(text: string): string[] {
  const cleaned = normalizeAnswer(text)
    .replace(/(?<!\d)[.,:]|[.,:](?!\d)/g, ' ')
    .replace(/[;!?"()[\]{}]/g, ' ');
  return joinSpacedThousands(cleaned.split(' ').filter(Boolean));
}

/**
 * `1 000` and `25 000` are single numbers (the SI way of grouping digits). Only a first group of one
 * to three digits without a leading zero, followed by groups of exactly three, is joined, so a
 * phone number like `0161 496 0000` stays as written.
 */
function joinSpacedThousands(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    let word = words[index] ?? '';
    if (/^[£$€]?[1-9]\d{0,2}$/.test(word)) {
      while (/^\d{3}(\.\d+)?%?$/.test(words[index + 1] ?? '')) {
        word += words[index + 1];
        index += 1;
        if (/\D/.test(word.slice(-1)) || word.includes('.')) break;
      }
    }
    joined.push(word);
  }
  return joined;
}

/** `£20` becomes `20 £`, `15%` becomes `15 %` and `50p` becomes `50 p`: the order of `20 pounds`, `15 percent`, `50 pence`. */
function splitSymbols(part: string): string[] {
  const currency = /^([£$€])(\d.*)$/.exec(part);
  if (currency) return [currency[2] ?? '', currency[1] ?? ''];
  const suffix = /^(\d.*?)(%|p)$/.exec(part);
  if (suffix) return [suffix[1] ?? '', suffix[2] ?? ''];
  return [part];
}

function isNumberToken(token: string): boolean {
  return /^\d/.test(token);
}

/** `2.5` then `million` gives `2500000`; rounding undoes binary fractions such as 1.1 × 10⁶. */
function applyScale(number: string, scaleWord: string | undefined): string | null {
  const scale = SCALES.get(scaleWord ?? '');
  if (scale === undefined || !/^\d+(\.\d+)?$/.test(number)) return null;
  return normalizeDigits(String(Math.round(Number(number) * scale * 1000) / 1000));
}

/** Number words become digits, digits get one spelling, and unit words after a number become symbols. */
function canonicalizeParts(parts: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < parts.length;) {
    const part = parts[index] ?? '';
    const previous = result[result.length - 1] ?? '';
    const phrase = readNumberPhrase(parts, index);
    const number = phrase ? formatNumberPhrase(phrase) : /^\d/.test(part) && !isDigitOrdinal(part) ? normalizeDigits(part) : null;
    const end = phrase ? phrase.end : index + 1;
    const scaled = number === null ? null : applyScale(number, parts[end]);
    if (scaled !== null) {
      result.push(scaled);
      index = end + 1;
    } else if (number !== null) {
      result.push(number);
      index = end;
    } else if (isNumberToken(previous) && (part === 'per' && parts[index + 1] === 'cent')) {
      result.push('%');
      index += 2;
    } else if (isNumberToken(previous) && UNIT_SYMBOLS.has(part)) {
      result.push(UNIT_SYMBOLS.get(part) ?? part);
      index += 1;
    } else {
      result.push(part);
      index += 1;
    }
  }
  return result;
}

/**
 * The form two answers are compared in: `normalizeAnswer`, then hyphens read as spaces
 * (`part-time` is `part time`), numbers in words read as digits (`twenty-one` is `21`,
 * `third` is `3rd`, `one thousand` and `1,000` are `1000`), and units after a number read as
 * symbols (`20 pounds` is `£20`, `15 per cent` is `15%`), and dates in any common order read as
 * one (`March 15th` is `15 March`). Two answers match when their keys are
 * equal.
 */
export const answerKey: (text: string) => string = memoizeText(computeAnswerKey);

function computeAnswerKey(text: string): string {
  const parts = splitAnswerWords(text)
    .flatMap((word) => word.split('-'))
    .filter(Boolean)
    .flatMap(splitSymbols);
  return canonicalizeDates(canonicalizeParts(parts)).join(' ');
}
