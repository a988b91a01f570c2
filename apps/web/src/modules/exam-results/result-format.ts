import type { ResultQuestion } from '@lexam/contracts';

/** The review filter: every question, or only those with a wrong or a skipped part. */
export type ReviewFilter = 'all' | 'wrong' | 'skipped';
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'wrong', 'skipped'];

/** Reasons that mean nothing readable was given: skipped, not wrong (as the server's score table counts them). */
const SKIPPED = new Set(['unanswered', 'invalid-response', 'empty']);

type CountedQuestion = Pick<ResultQuestion, 'parts' | 'marks' | 'maxMarks' | 'response'>;

/**
 * How a question's marks ended, right, wrong and skipped, counted as the score table counts them
 * (core `countByType`): by part when the grader gave parts, else a whole unanswered question is skipped.
 */
export function partCounts(question: CountedQuestion): { right: number; wrong: number; skipped: number } {
  const skipped = question.parts.length > 0
    ? question.parts.filter((part) => !part.isCorrect && SKIPPED.has(part.reason ?? '')).length
    : question.response === null || question.response === undefined ? question.maxMarks - question.marks : 0;
  return { right: question.marks, wrong: Math.max(0, question.maxMarks - question.marks - skipped), skipped };
}

/** Whether a question shows under a filter: `wrong` keeps questions with a wrong part, `skipped` those with a skipped one. */
export function matchesFilter(question: CountedQuestion, filter: ReviewFilter): boolean {
  if (filter === 'all') return true;
  const counts = partCounts(question);
  return filter === 'wrong' ? counts.wrong > 0 : counts.skipped > 0;
}

/**
 * The number a filter shows: the questions (marks) it covers, as the score table counts them, not
 * the blocks on screen (a block of four gaps with two skipped counts 2 under Skipped, 4 under All).
 */
export function filterCount(questions: readonly CountedQuestion[], filter: ReviewFilter): number {
  let count = 0;
  for (const question of questions) {
    const counts = partCounts(question);
    count += filter === 'all' ? question.maxMarks : filter === 'wrong' ? counts.wrong : counts.skipped;
  }
  return count;
}

/** A duration as the exam shows it: `52:13`, or `1:02:05` past an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A band as printed on a report: one decimal (`6.5`, `7.0`); null (a practice run) has none. */
export function formatBand(band: number | null): string | null {
  return band === null ? null : band.toFixed(1);
}

/** Accuracy 0..1 as a whole percentage. */
export function formatPercent(ratio: number): string {
  return `${Math.round(Math.max(0, Math.min(1, ratio)) * 100)}%`;
}

/** The `resultId` query parameter as an id, or null when missing or not a positive whole number. */
export function resultIdOf(searchParams: Record<string, string | string[] | undefined>): number | null {
  const raw = searchParams.resultId;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
