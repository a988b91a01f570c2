import { isDomainError } from '../../errors';
import { answerKey, matchAnswer, parseAcceptedAnswer, parseWordLimit } from '../matching';
import type { WordLimit } from '../matching';
import type { PartResult } from './define-question-type';
import { memoizeText } from '../matching/text-memo';

/** Letters and roman numerals compare without case or surrounding spaces: `b` is `B`, `IV` is `iv`. */
export function letterKey(value: string): string {
  return value.trim().toLowerCase();
}

/** An instruction's word limit, parsed once per author string: marking reads the same keys for every attempt. */
const cachedWordLimit = memoizeText(parseWordLimit, { maxLength: Number.POSITIVE_INFINITY });

/** The word limit of a typed question: the key's own instruction first, else the printed one (shared: do not change it). */
export function limitFor({ wordLimit, instruction }: { wordLimit?: string; instruction?: string }): WordLimit | null {
  if (wordLimit) return cachedWordLimit(wordLimit);
  return instruction ? cachedWordLimit(instruction) : null;
}

/** Problems of a key whose answers do not cover exactly the parts of its content. */
export function checkCoverage({ ids, answers, what }: { ids: readonly string[]; answers: Record<string, unknown>; what: string }): string[] {
  const problems = ids.filter((id) => !(id in answers)).map((id) => `The key has no answer for ${what} ${id}.`);
  const known = new Set(ids);
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) problems.push(`The key answers ${what} ${id}, which the content does not have.`);
  }
  return problems;
}

/** Problems of accepted answers the matcher cannot read (an open bracket, an empty alternative). */
export function checkAcceptedAnswers(answers: Record<string, string | string[]>): string[] {
  const problems: string[] = [];
  for (const [id, accepted] of Object.entries(answers)) {
    try {
      parseAcceptedAnswer(accepted);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      problems.push(`Answer ${id}: ${error.message}`);
    }
  }
  return problems;
}

/** Problems of a key instruction that names no limit the matcher understands. */
export function checkWordLimit(wordLimit: string | undefined): string[] {
  return wordLimit && !parseWordLimit(wordLimit) ? [`The word limit "${wordLimit}" names no limit (try "NO MORE THAN TWO WORDS").`] : [];
}

/** Marks typed answers part by part with the matcher; a missing part is unanswered. */
export function gradeTypedParts({ ids, accepted, responses, limit }: {
  ids: readonly string[];
  accepted: Record<string, string | string[]>;
  responses: Record<string, string> | undefined;
  limit: WordLimit | null;
}): PartResult[] {
  return ids.map((id) => {
    const response = responses?.[id];
    const key = accepted[id];
    if (response === undefined) return { id, isCorrect: false, reason: 'unanswered' };
    if (key === undefined) return { id, isCorrect: false, reason: 'mismatch' };
    const result = matchAnswer({ response, accepted: key, limit });
    return result.isCorrect ? { id, isCorrect: true } : { id, isCorrect: false, reason: result.reason ?? 'mismatch' };
  });
}

/** Marks letters picked from a list part by part; a letter not in the list is told apart from a wrong one. */
export function gradeLetterParts({ ids, correct, optionIds, responses }: {
  ids: readonly string[];
  correct: Record<string, string | string[]>;
  optionIds: readonly string[];
  responses: Record<string, string> | undefined;
}): PartResult[] {
  const options = new Set(optionIds.map(letterKey));
  return ids.map((id) => {
    const response = responses?.[id];
    if (response === undefined || !response.trim()) return { id, isCorrect: false, reason: 'unanswered' };
    const picked = letterKey(response);
    if (!options.has(picked)) return { id, isCorrect: false, reason: 'not-an-option' };
    const accepted = [correct[id] ?? []].flat().map(letterKey);
    return accepted.includes(picked) ? { id, isCorrect: true } : { id, isCorrect: false, reason: 'wrong' };
  });
}

/**
 * Resolves a word-box answer to the box item it names: by its letter, or by its words compared as
 * the matcher compares them (case, spaces, hyphens). Undefined when it names no item.
 */
export function boxItemFor({ response, box }: { response: string; box: readonly { id: string; text: string }[] }): string | undefined {
  const byLetter = box.find((item) => letterKey(item.id) === letterKey(response));
  if (byLetter) return byLetter.id;
  const words = answerKey(response);
  return words ? box.find((item) => answerKey(item.text) === words)?.id : undefined;
}
