import type { PartVerdict } from '@lexam/contracts';

/** How one part ended, as the review shows it. */
export type PartMark = 'right' | 'wrong' | 'skipped';

/** Verdict reasons that mean the learner gave nothing readable for the part. */
const SKIPPED_REASONS = new Set(['unanswered', 'invalid-response']);

/** The mark of one verdict: right, skipped (nothing answered) or wrong. */
export function markOf(verdict: PartVerdict | undefined): PartMark {
  if (!verdict) return 'skipped';
  if (verdict.isCorrect) return 'right';
  return verdict.reason && SKIPPED_REASONS.has(verdict.reason) ? 'skipped' : 'wrong';
}

/** The mark of the part with this id, or undefined outside review. */
export function markOfPart(parts: readonly PartVerdict[] | undefined, id: string): PartMark | undefined {
  if (!parts) return undefined;
  return markOf(parts.find((part) => part.id === id));
}

/** A record of per-part strings read from an unknown response (`{ answers: {...} }`), safely. */
export function recordOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The question numbers whose part has a non-blank answer: part `ids[i]` is numbered `numbers[i]`
 * (the interface's rule), so the answer's id finds its number by position.
 */
export function answeredByPosition({ ids, numbers, answers }: { ids: readonly string[]; numbers: readonly number[]; answers: Record<string, string> }): number[] {
  return ids.flatMap((id, index) => {
    const number = numbers[index];
    return number !== undefined && (answers[id] ?? '').trim() ? [number] : [];
  });
}

/** The number to show for part `index`: `numbers[index]`, else counting on from the last one given. */
export function numberAt(numbers: readonly number[], index: number): number {
  const given = numbers[index];
  if (given !== undefined) return given;
  const last = numbers[numbers.length - 1] ?? 0;
  return last + index - (numbers.length - 1);
}
