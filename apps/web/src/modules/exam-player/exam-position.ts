import type { QuestionSlot } from './question-index';

/** Which pane a phone shows: the passage or the questions (wide screens show both). */
export type ExamPane = 'passage' | 'questions';

/** Where the learner is in an attempt: kept per attempt so that a reload comes back to it. */
export interface ExamPosition {
  sectionIndex: number;
  /** The question last gone to or answered; null when only a part was opened. */
  current: number | null;
  pane: ExamPane;
}

/** The key of an attempt's position in localStorage. */
export function positionStorageKey(attemptKey: string): string {
  return `lexam.exam.position.${attemptKey}`;
}

export function serializePosition(position: ExamPosition): string {
  return JSON.stringify(position);
}

/**
 * The stored position, checked against the test as it is now: a part that no longer exists or a
 * number outside the part gives null (the screen then starts at the beginning), so a stale or
 * hand-edited value never opens a part that is not there.
 */
export function parsePosition(raw: string | null, slots: readonly QuestionSlot[], sectionCount: number): ExamPosition | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { sectionIndex, current, pane } = value as Record<string, unknown>;
  if (typeof sectionIndex !== 'number' || !Number.isInteger(sectionIndex) || sectionIndex < 0 || sectionIndex >= sectionCount) return null;
  const slot = typeof current === 'number' ? slots.find((item) => item.number === current) : undefined;
  if (current !== null && (!slot || slot.sectionIndex !== sectionIndex)) return null;
  return { sectionIndex, current: slot ? slot.number : null, pane: pane === 'questions' ? 'questions' : 'passage' };
}
