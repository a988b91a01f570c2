import { CONTRACTIONS } from './contractions';
import { numberTokenWords } from './number-words';

/**
 * The one rule for a dictation, shared by the learner's screen and the server's `Listening/SaveSyslog`:
 * the typed text and the transcript are cut into words, each word read in a normal form (case,
 * accents, punctuation and curly quotes do not count; hyphens part words; numbers are read as words;
 * contractions are expanded, "don't" and "do not" are the same), then the two word sequences are
 * aligned with the fewest edits (Levenshtein): a kept word is `right`, a changed one `wrong`, a
 * dropped one `missing`, an added one `extra`.
 */

export type DictationWordStatus = 'right' | 'wrong' | 'missing' | 'extra';
export interface DictationWord {
  /** The transcript's word as written (absent for an extra word). */
  expected?: string;
  /** What the learner typed in its place (absent for a missing word). */
  typed?: string;
  status: DictationWordStatus;
}
export interface DictationCheck {
  /** The transcript's words in order, with the extra typed words where they were typed. */
  words: DictationWord[];
  /** Right words over the transcript's words, 0 to 1. */
  accuracy: number;
  /** Every word right and nothing extra. */
  isComplete: boolean;
}
export type ContractionList = ReadonlyArray<readonly [string, string]>;

/** One normalized token: the readings it accepts (the first is its usual one) and the written word it comes from. */
interface Token {
  readings: string[];
  word: number;
}

const SUFFIXES: ReadonlyArray<readonly [RegExp, string[][]]> = [
  [/^(.+)n't$/, [['not']]],
  [/^(.+)'re$/, [['are']]],
  [/^(.+)'ve$/, [['have']]],
  [/^(.+)'ll$/, [['will']]],
  [/^(.+)'m$/, [['am']]],
  [/^(.+)'d$/, [['would', 'had']]],
];

const expansionCache = new WeakMap<ContractionList, Map<string, string[][]>>();
/** A contraction's expansion, position by position, with every reading of each position. */
function expansions(list: ContractionList): Map<string, string[][]> {
  let map = expansionCache.get(list);
  if (map) return map;
  map = new Map();
  for (const [contraction, expansion] of list) {
    const key = normalizeSurface(contraction);
    const words = normalizeSurface(expansion).split(/\s+/).filter(Boolean);
    const known = map.get(key);
    if (!known) map.set(key, words.map((word) => [word]));
    else if (known.length === words.length) words.forEach((word, i) => known[i]!.includes(word) || known[i]!.push(word));
  }
  expansionCache.set(list, map);
  return map;
}

/** Case, accents, curly quotes and the many dashes made plain. */
function normalizeSurface(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[‐‑‒–—―]/g, '-');
}

/** The readings of one written word (one run without spaces), position by position. */
function readWord(surface: string, contractions: Map<string, string[][]>): string[][] {
  const out: string[][] = [];
  for (const piece of normalizeSurface(surface).split(/[-/]+/)) {
    const part = piece.replace(/^[^\p{L}\p{N}$]+/u, '').replace(/[^\p{L}\p{N}%]+$/u, '');
    if (!part) continue;
    const number = numberTokenWords(part);
    if (number) {
      out.push(...number.map((word) => [word]));
      continue;
    }
    const word = part.replace(/[^\p{L}\p{N}']/gu, '');
    if (!word) continue;
    const known = contractions.get(word);
    if (known) {
      out.push(...known.map((readings) => [...readings]));
      continue;
    }
    const suffix = SUFFIXES.find(([pattern]) => pattern.test(word));
    if (suffix) out.push([word.replace(suffix[0], '$1')], ...suffix[1].map((readings) => [...readings]));
    else out.push([word]);
  }
  return out;
}

/** The written words of a text (split at spaces) and their tokens; a word of punctuation alone has none. */
function tokenize(text: string, contractions: Map<string, string[][]>) {
  const words: string[] = [];
  const tokens: Token[] = [];
  for (const surface of text.split(/\s+/)) {
    const readings = readWord(surface, contractions);
    if (readings.length === 0) continue;
    const word = words.push(surface) - 1;
    for (const reading of readings) tokens.push({ readings: reading, word });
  }
  return { words, tokens };
}

const same = (a: Token, b: Token) => a.readings.some((reading) => b.readings.includes(reading));

type Step = { kind: 'match' | 'sub'; e: number; t: number } | { kind: 'del'; e: number } | { kind: 'ins'; t: number };

/** The fewest edits from the expected tokens to the typed ones, in reading order. */
function align(expected: Token[], typed: Token[]): Step[] {
  const n = expected.length;
  const m = typed.length;
  const cost = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const diagonal = cost[i - 1]![j - 1]! + (same(expected[i - 1]!, typed[j - 1]!) ? 0 : 1);
      cost[i]![j] = Math.min(diagonal, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const steps: Step[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && same(expected[i - 1]!, typed[j - 1]!) && here === cost[i - 1]![j - 1]!) {
      steps.push({ kind: 'match', e: i - 1, t: j - 1 });
      i -= 1;
      j -= 1;
    } else if (i > 0 && j > 0 && here === cost[i - 1]![j - 1]! + 1) {
      steps.push({ kind: 'sub', e: i - 1, t: j - 1 });
      i -= 1;
      j -= 1;
    } else if (i > 0 && here === cost[i - 1]![j]! + 1) {
      steps.push({ kind: 'del', e: i - 1 });
      i -= 1;
    } else {
      steps.push({ kind: 'ins', t: j - 1 });
      j -= 1;
    }
  }
  return steps.reverse();
}

interface Entry {
  expectedWord?: number;
  typedWords: number[];
  kinds: Set<Step['kind']>;
  /** A typed word of this entry also gave an extra token ("don't" typed for "do"). */
  overlong: boolean;
  dropped: boolean;
}

/** Checks a dictation: every transcript word right, wrong or missing, and the extra words typed. */
export function checkDictation(typed: string, transcript: string, contractions: ContractionList = CONTRACTIONS): DictationCheck {
  const list = expansions(contractions);
  const expected = tokenize(transcript, list);
  const given = tokenize(typed, list);
  const entries: Entry[] = [];
  const byExpected = new Map<number, Entry>();
  const byTyped = new Map<number, Entry>();

  for (const step of align(expected.tokens, given.tokens)) {
    if (step.kind === 'ins') {
      const typedWord = given.tokens[step.t]!.word;
      const owner = byTyped.get(typedWord);
      if (owner) owner.overlong ||= owner.expectedWord !== undefined;
      else {
        const extra: Entry = { typedWords: [typedWord], kinds: new Set(['ins']), overlong: false, dropped: false };
        entries.push(extra);
        byTyped.set(typedWord, extra);
      }
      continue;
    }
    const expectedWord = expected.tokens[step.e]!.word;
    let entry = byExpected.get(expectedWord);
    if (!entry) {
      entry = { expectedWord, typedWords: [], kinds: new Set(), overlong: false, dropped: false };
      entries.push(entry);
      byExpected.set(expectedWord, entry);
    }
    entry.kinds.add(step.kind);
    if (step.kind === 'del') continue;
    const typedWord = given.tokens[step.t]!.word;
    const owner = byTyped.get(typedWord);
    if (owner && owner.expectedWord === undefined) {
      owner.dropped = true;
      entry.overlong = true;
      byTyped.set(typedWord, entry);
    } else if (!owner) byTyped.set(typedWord, entry);
    if (!entry.typedWords.includes(typedWord)) entry.typedWords.push(typedWord);
  }

  const words: DictationWord[] = entries
    .filter((entry) => !entry.dropped)
    .map((entry) => {
      const typedText = entry.typedWords.length ? entry.typedWords.map((word) => given.words[word]).join(' ') : undefined;
      if (entry.expectedWord === undefined) return { typed: typedText, status: 'extra' };
      const expectedText = expected.words[entry.expectedWord];
      const status: DictationWordStatus =
        entry.typedWords.length === 0 ? 'missing' : !entry.overlong && [...entry.kinds].every((kind) => kind === 'match') ? 'right' : 'wrong';
      return typedText === undefined ? { expected: expectedText, status } : { expected: expectedText, typed: typedText, status };
    });
  const right = words.filter((word) => word.status === 'right').length;
  const total = expected.words.length;
  return {
    words,
    accuracy: total === 0 ? (given.words.length === 0 ? 1 : 0) : right / total,
    isComplete: words.every((word) => word.status === 'right'),
  };
}

/** A transcript word without the punctuation around it ("station." -> "station"). */
export function bareWord(surface: string): string {
  return surface.replace(/^[^\p{L}\p{N}$]+/u, '').replace(/[^\p{L}\p{N}%]+$/u, '');
}

/** The next transcript word not yet right (its place among the transcript's words), or null when all are. */
export function hintFor(typed: string, transcript: string, contractions: ContractionList = CONTRACTIONS): { index: number; word: string } | null {
  let index = -1;
  for (const word of checkDictation(typed, transcript, contractions).words) {
    if (word.expected === undefined) continue;
    index += 1;
    if (word.status !== 'right') return { index, word: bareWord(word.expected) };
  }
  return null;
}
