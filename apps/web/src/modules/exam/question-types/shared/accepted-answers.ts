/**
 * Readable accepted answers for the review screens. The key is written in the matcher syntax of
 * `packages/core/src/exam/matching` (README there): `(the) tool shed`, `bus/coach station`,
 * `car park / parking lot`, `colo(u)r`. A learner should read the answers it accepts, not the syntax:
 * `(the) tool shed` → `the tool shed / tool shed`. The core parser cannot be imported into the web
 * app (its package pulls server code), so this is a small, forgiving re-reading of the same syntax:
 * it never throws, and a key it cannot read is shown as written.
 */

/** Past this many spellings a list stops helping the reader; the rest are summarised. */
const MAX_SHOWN = 6;

/** Splits at a slash with a space beside it, outside brackets: `car park / parking lot`. */
function splitWholeAnswers(source: string): string[] {
  const answers: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const spaced = /\s/.test(source.charAt(index - 1)) || /\s/.test(source.charAt(index + 1));
    if (char === '/' && depth === 0 && spaced) {
      answers.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  answers.push(current);
  return answers.map((answer) => answer.trim()).filter(Boolean);
}

/** `(a/the) map` → `a map`, `the map`, `map` (the fullest spelling first, as an author writes it). */
function expandOptional(answer: string): string[] {
  const open = answer.indexOf('(');
  const close = answer.indexOf(')', open);
  if (open === -1 || close === -1) return [answer];
  const choices = answer.slice(open + 1, close).split('/').map((choice) => choice.trim()).filter(Boolean);
  const before = answer.slice(0, open);
  const rest = expandOptional(answer.slice(close + 1));
  return [...choices, ''].flatMap((choice) => rest.map((after) => `${before}${choice}${after}`));
}

/** `bus/coach station` → `bus station`, `coach station`. */
function expandWordAlternatives(answer: string): string[] {
  let results = [''];
  for (const word of answer.split(/\s+/).filter(Boolean)) {
    const choices = word.split('/').filter(Boolean);
    results = results.flatMap((result) => choices.map((choice) => (result ? `${result} ${choice}` : choice)));
  }
  return results;
}

/** Every answer one accepted-answer entry (or a list of them) stands for, written out, in order, without repeats. */
export function expandAcceptedAnswers(accepted: string | readonly string[]): string[] {
  const sources = typeof accepted === 'string' ? [accepted] : [...accepted];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const source of sources) {
    for (const whole of splitWholeAnswers(source)) {
      for (const optional of expandOptional(whole)) {
        for (const spelled of expandWordAlternatives(optional)) {
          const clean = spelled.replace(/\s+/g, ' ').trim();
          const key = clean.toLowerCase();
          if (clean && !seen.has(key)) {
            seen.add(key);
            out.push(clean);
          }
        }
      }
    }
  }
  return out;
}

/**
 * The accepted answers as one readable line: `(the) tool shed` → `the tool shed / tool shed`,
 * `bus/coach` → `bus / coach`. Long lists end with `…` after the first few spellings.
 */
export function formatAcceptedAnswers(accepted: string | readonly string[] | undefined | null): string {
  if (accepted === undefined || accepted === null) return '';
  const all = expandAcceptedAnswers(accepted);
  if (all.length === 0) return typeof accepted === 'string' ? accepted : accepted.join(' / ');
  const shown = all.slice(0, MAX_SHOWN).join(' / ');
  return all.length > MAX_SHOWN ? `${shown} / …` : shown;
}
