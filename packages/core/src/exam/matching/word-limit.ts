import { isDigitOrdinal, readNumberPhrase } from './number-words';
import { splitAnswerWords } from './normalize-answer';
import { memoizeText } from './text-memo';

/**
 * How long an answer may be, read from an IELTS instruction. Numbers are counted against
 * `maxNumbers` first and any further numbers count as words, so `ONE WORD ONLY` still accepts `3`.
 */
export interface WordLimit {
  maxWords: number;
  maxNumbers: number;
  /**
   * `ONE WORD OR A NUMBER`: a word or a number, not both. `AND/OR` (the usual wording) allows both.
   */
  isExclusive: boolean;
}

const COUNT_WORDS = new Map(Object.entries({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
}));

function readCount(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.get(word);
}

/**
 * Reads the word limit of an instruction such as `Write NO MORE THAN TWO WORDS AND/OR A NUMBER for
 * each answer.`, `ONE WORD ONLY`, `A NUMBER` or `ONE WORD AND/OR A NUMBER`, in any case and inside
 * a longer sentence. Returns null when the instruction names no limit it understands, so a caller
 * can refuse to save it rather than mark without a limit by accident.
 */
export function parseWordLimit(instruction: string): WordLimit | null {
  const text = instruction.toLowerCase().replace(/\s+/g, ' ');
  const count = '\\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+)';
  const words = new RegExp(`(?:no more than |not more than |up to |at most )?${count} words?(?: only)?\\b`).exec(text);
  const numbers = new RegExp(`(?:^|\\b(and/or|and|or) )?(?:no more than |up to )?${count} numbers?\\b`).exec(text);
  if (!words && !numbers) return null;
  const maxWords = words ? readCount(words[1] ?? '') : 0;
  const maxNumbers = numbers ? readCount(numbers[2] ?? '') : 0;
  if (maxWords === undefined || maxNumbers === undefined) return null;
  return { maxWords, maxNumbers, isExclusive: words !== null && numbers?.[1] === 'or' };
}

/**
 * Whether a whole space-separated word is a number in digits: `20`, `1,000`, `£20`, `15%`, `50p`,
 * `3rd`, `2.5`, or a range of them such as `3-4`.
 */
function isDigitNumber(word: string): boolean {
  return word.split('-').every((part) => /^[£$€]?\d[\d.,:]*(%|p)?$/.test(part) || isDigitOrdinal(part));
}

const SCALE_WORDS = new Set(['hundred', 'thousand', 'million']);

/**
 * Counts an answer's words and numbers as IELTS does: words are separated by spaces (a hyphenated
 * word is one word), a number in digits is a number, and a number in words (`twenty-one`,
 * `one hundred and five`) is one number too, since either spelling is accepted.
 */
export const countAnswerWords: (response: string) => Readonly<{ words: number; numbers: number }> = memoizeText(computeAnswerWords);

function computeAnswerWords(response: string): { words: number; numbers: number } {
  const words = splitAnswerWords(response);
  const parts: string[] = [];
  const wordStarts: number[] = [];
  for (const word of words) {
    wordStarts.push(parts.length);
    parts.push(...word.split('-').filter(Boolean));
  }
  let wordCount = 0;
  let numberCount = 0;
  for (let index = 0; index < words.length;) {
    const word = words[index] ?? '';
    if (isDigitNumber(word)) {
      numberCount += 1;
      // `2.5 million` is one number, as `two point five million` is.
      index += SCALE_WORDS.has(words[index + 1] ?? '') ? 2 : 1;
      continue;
    }
    const phrase = readNumberPhrase(parts, wordStarts[index] ?? 0);
    // A number phrase counts as a number only if it covers whole words (`twenty-one`, not `one-way`).
    const endWord = phrase ? wordStarts.indexOf(phrase.end) : -1;
    if (phrase && (endWord > index || phrase.end === parts.length)) {
      numberCount += 1;
      index = endWord > index ? endWord : words.length;
    } else {
      wordCount += 1;
      index += 1;
    }
  }
  return { words: wordCount, numbers: numberCount };
}

/** Whether an answer keeps within a word limit; an answer over the limit is wrong however right its words. */
export function isWithinWordLimit({ response, limit }: { response: string; limit: WordLimit }): boolean {
  const { words, numbers } = countAnswerWords(response);
  if (limit.isExclusive && words > 0 && numbers > 0) return words + numbers <= limit.maxWords;
  const extraNumbers = Math.max(0, numbers - limit.maxNumbers);
  return words + extraNumbers <= limit.maxWords;
}
