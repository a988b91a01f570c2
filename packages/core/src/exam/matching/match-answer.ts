import { cachedAcceptedAnswer, type AcceptedAnswer } from './accepted-answer';
import { answerKey } from './normalize-answer';
import { isWithinWordLimit, type WordLimit } from './word-limit';

/** Why a typed answer earned no mark. */
export type MatchReason = 'empty' | 'over-limit' | 'mismatch';

/** The verdict on one typed answer; `reason` is set only when the answer is wrong. */
export interface MatchResult {
  isCorrect: boolean;
  reason?: MatchReason;
}

/**
 * Marks one typed answer (sentence completion, short answer, labelling) against its accepted
 * answers. The word limit is checked before the words, because IELTS marks an answer over the limit
 * wrong even when it contains the right words. `accepted` may be pre-parsed with
 * `parseAcceptedAnswer`; a string or list is parsed once and remembered (`cachedAcceptedAnswer`).
 */
export function matchAnswer({ response, accepted, limit }: {
  response: string;
  accepted: string | readonly string[] | AcceptedAnswer;
  limit?: WordLimit | null;
}): MatchResult {
  const key = answerKey(response);
  if (!key) return { isCorrect: false, reason: 'empty' };
  if (limit && !isWithinWordLimit({ response, limit })) return { isCorrect: false, reason: 'over-limit' };
  // `variants`, not `keys`: every array has a `keys` method.
  const { keys } = typeof accepted === 'string' || !('variants' in accepted) ? cachedAcceptedAnswer(accepted) : accepted;
  return keys.has(key) ? { isCorrect: true } : { isCorrect: false, reason: 'mismatch' };
}
