import { badRequest } from '../../errors';
import { answerKey } from './normalize-answer';
import { memoizeText } from './text-memo';

/** More spellings than any real key needs; past it an author has most likely made a typo. */
const MAX_VARIANTS = 256;

/**
 * An author's accepted answer, expanded into every answer it accepts.
 *
 * The syntax (see README.md in this folder):
 * - `colour/color`: a slash touching words on both sides separates one-word alternatives, and binds
 *   only the word it touches: `bus/coach station` accepts `bus station` and `coach station`.
 * - `bus station / train station`: a slash with a space on either side separates whole answers;
 *   an array of strings does the same.
 * - `(the) river bank`: round brackets make their content optional. Inside brackets a slash
 *   separates whole alternatives of the content: `(a/the) map`, `(the red/a blue) car`.
 * - `colo(u)r`, `(£)20`, `20(-)minute`: brackets touching a word make characters optional.
 * - Case, spacing, hyphen-or-space, numbers in words or digits and unit words are not written
 *   out; `answerKey` treats them the same on both sides.
 */
export interface AcceptedAnswer {
  /** Every accepted answer written out, as the author's syntax expands (for review screens). */
  variants: string[];
  /** The comparison keys (`answerKey`) of the variants. */
  keys: ReadonlySet<string>;
}

function syntaxError(source: string, problem: string) {
  return badRequest(`The accepted answer "${source}" ${problem}.`, [{ field: 'accepted', message: problem }]);
}

/** Splits at ` / ` outside brackets, so `(a / the) map` stays one answer. */
function splitWholeAnswers(source: string): string[] {
  const answers: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) throw syntaxError(source, 'closes a bracket it never opened');
    const isSpacedSlash = char === '/' && depth === 0 && (/\s/.test(source[index - 1] ?? '') || /\s/.test(source[index + 1] ?? ''));
    if (isSpacedSlash) {
      answers.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0) throw syntaxError(source, 'leaves a bracket open');
  answers.push(current);
  return answers.map((answer) => answer.trim());
}

/** `(a/the) map` gives `a map`, `the map` and ` map`; nested brackets are refused as unreadable. */
function expandOptional(answer: string, source: string): string[] {
  const open = answer.indexOf('(');
  if (open === -1) return [answer];
  const close = answer.indexOf(')', open);
  const content = answer.slice(open + 1, close);
  if (content.includes('(')) throw syntaxError(source, 'nests brackets, which is not supported');
  const choices = content.split('/').map((choice) => choice.trim());
  if (choices.some((choice) => choice === '')) throw syntaxError(source, 'has an empty choice in brackets');
  const before = answer.slice(0, open);
  const rest = expandOptional(answer.slice(close + 1), source);
  return [...choices, ''].flatMap((choice) => rest.map((after) => `${before}${choice}${after}`));
}

/** `bus/coach station` gives `bus station` and `coach station`. */
function expandWordAlternatives(answer: string, source: string): string[] {
  let results = [''];
  for (const word of answer.split(/\s+/).filter(Boolean)) {
    const choices = word.split('/');
    if (choices.some((choice) => choice === '')) throw syntaxError(source, 'has a slash with nothing on one side');
    results = results.flatMap((result) => choices.map((choice) => (result ? `${result} ${choice}` : choice)));
    if (results.length > MAX_VARIANTS) throw syntaxError(source, `expands to more than ${MAX_VARIANTS} answers`);
  }
  return results;
}

/**
 * Expands an author's accepted answer (one string in the syntax above, or several strings each
 * accepted on its own) into its variants and their comparison keys. Throws a 400 `DomainError`
 * naming the problem when the syntax is broken or a variant would accept an empty answer.
 */
export function parseAcceptedAnswer(accepted: string | readonly string[]): AcceptedAnswer {
  const sources = typeof accepted === 'string' ? [accepted] : accepted;
  const variants = new Set<string>();
  const keys = new Set<string>();
  for (const source of sources) {
    for (const answer of splitWholeAnswers(source)) {
      if (!answer) throw syntaxError(source, 'has an empty alternative');
      for (const optional of expandOptional(answer, source)) {
        for (const variant of expandWordAlternatives(optional, source)) {
          const key = answerKey(variant);
          if (!key) throw syntaxError(source, 'would accept an empty answer');
          variants.add(variant);
          keys.add(key);
        }
        if (variants.size > MAX_VARIANTS) throw syntaxError(source, `expands to more than ${MAX_VARIANTS} answers`);
      }
    }
  }
  if (variants.size === 0) throw badRequest('An accepted answer is required.', [{ field: 'accepted', message: 'required' }]);
  return { variants: [...variants], keys };
}

const cachedByString = memoizeText(parseAcceptedAnswer, { maxLength: Number.POSITIVE_INFINITY });
const cachedByList = new WeakMap<readonly string[], AcceptedAnswer>();

/**
 * `parseAcceptedAnswer` remembered per key string (or per key array object): marking reads the same
 * keys for every attempt. The result is shared, so callers must not change it. A broken key is not
 * kept: it throws every time.
 */
export function cachedAcceptedAnswer(accepted: string | readonly string[]): AcceptedAnswer {
  if (typeof accepted !== 'string') {
    let parsed = cachedByList.get(accepted);
    if (!parsed) cachedByList.set(accepted, (parsed = parseAcceptedAnswer(accepted)));
    return parsed;
  }
  return cachedByString(accepted);
}
