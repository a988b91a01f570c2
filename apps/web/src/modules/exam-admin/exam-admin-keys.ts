/** The skills of the IELTS and TOEIC online tests (ROUTES.md `{skill}`). */
export const IELTS_SKILLS = ['reading', 'listening'] as const;
export type IeltsSkill = (typeof IELTS_SKILLS)[number];

/** The skill of a route segment, or undefined for anything else (the page answers 404). */
export function parseSkill(segment: string): IeltsSkill | undefined {
  return (IELTS_SKILLS as readonly string[]).includes(segment) ? (segment as IeltsSkill) : undefined;
}

/** The resource tag of tests and everything inside them: a change anywhere refreshes the tree. */
export const TEST_KEY = 'ielts-online-test';
/** The resource tag of the lessons; lessons show their test counts, so tests invalidate it too. */
export const LESSON_KEY = 'ielts-online-test-lesson';

/** Swaps an id with its neighbour: the new order of a list after an up (-1) or down (+1) button. */
export function movedIds(ids: number[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (index < 0 || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** `number`..`last` as the numbers an item covers; a last below the first means just the first. */
export function numbersFrom(first: number, last: number): number[] {
  const end = Math.max(first, last);
  return Array.from({ length: Math.min(end - first + 1, 200) }, (_, index) => first + index);
}
