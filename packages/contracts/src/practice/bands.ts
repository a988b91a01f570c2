/**
 * IELTS bands of the writing and speaking practice, from the four criteria a teacher scores.
 *
 * What IELTS publishes (ielts.org, "How IELTS is scored" / "IELTS scoring in detail"; the IELTS Guide
 * for Teachers; the public band descriptors for Writing and Speaking):
 * - Each criterion is scored in whole bands, 0–9, and the four criteria of a task (Writing: Task
 *   Achievement for Task 1 or Task Response for Task 2, Coherence and Cohesion, Lexical Resource,
 *   Grammatical Range and Accuracy; Speaking: Fluency and Coherence, Lexical Resource, Grammatical
 *   Range and Accuracy, Pronunciation) are equally weighted.
 * - "Task 2 contributes twice as much as Task 1 to the Writing score."
 * - Scores are reported in whole and half bands. For the overall band, the mean of the parts is
 *   "rounded to the nearest whole or half band": a mean ending in .25 is rounded up to the next half
 *   band, one ending in .75 up to the next whole band (so x.125 → x, x.25 → x.5, x.625 → x.5,
 *   x.75 → x+1).
 *
 * Where the public sources are silent, and what we chose:
 * - How a task's or a part's band is rounded from its criteria: IELTS does not publish it. We apply
 *   the same published overall rounding (nearest half band, .25 and .75 rounding up).
 * - Whether the Writing band rounds the tasks first: not published. We weight the eight criteria
 *   (Task 1's once, Task 2's twice) and round once, from the unrounded means, so no rounding is
 *   applied twice: (ΣT1 + 2·ΣT2) / 12.
 */

export type WritingTask = 'task1' | 'task2';
export type PracticeKind = 'writing' | 'speaking';

/** The criteria keys of each kind of task, in the order of the public descriptors. */
export const CRITERIA = {
  task1: ['ta', 'cc', 'lr', 'gra'],
  task2: ['tr', 'cc', 'lr', 'gra'],
  speaking: ['fc', 'lr', 'gra', 'p'],
} as const;

export type CriteriaSet = keyof typeof CRITERIA;

/** The criteria a submission is graded on: its writing task's, or speaking's. */
export function criteriaOf(kind: PracticeKind, task?: WritingTask | null): readonly string[] {
  return kind === 'speaking' ? CRITERIA.speaking : CRITERIA[task ?? 'task2'];
}

/**
 * The published overall rounding: to the nearest half band, a quarter rounding up (.25 → .5,
 * .75 → next whole band). The tiny epsilon keeps a mean like 6.25 computed as 6.2499999 on the
 * right side; means of whole bands over 4 or 12 never fall within it of a boundary otherwise.
 */
export function roundBand(mean: number): number {
  if (!Number.isFinite(mean)) throw new RangeError('A band mean must be a finite number.');
  return Math.floor(mean * 2 + 0.5 + 1e-9) / 2;
}

function checkedScores(criteria: Record<string, number>, keys: readonly string[]): number[] {
  return keys.map((key) => {
    const score = criteria[key];
    if (score === undefined) throw new RangeError(`The criterion ${key} has no band.`);
    if (!Number.isInteger(score) || score < 0 || score > 9) throw new RangeError(`The criterion ${key} must be a whole band from 0 to 9.`);
    return score;
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The band of one writing task or one speaking part: the mean of its four criteria, rounded. */
export function taskBand(set: CriteriaSet, criteria: Record<string, number>): number {
  return roundBand(sum(checkedScores(criteria, CRITERIA[set])) / 4);
}

/** The Writing band: Task 2 counts twice Task 1; the eight criteria weighted, rounded once. */
export function writingBand(task1: Record<string, number>, task2: Record<string, number>): number {
  return roundBand((sum(checkedScores(task1, CRITERIA.task1)) + 2 * sum(checkedScores(task2, CRITERIA.task2))) / 12);
}

/** The Speaking band from its four criteria. */
export function speakingBand(criteria: Record<string, number>): number {
  return taskBand('speaking', criteria);
}

/** Whether every criterion of the set has a band (a grade may be released only then). */
export function hasAllCriteria(set: readonly string[], criteria: Record<string, number> | null | undefined): boolean {
  return !!criteria && set.every((key) => Number.isInteger(criteria[key]));
}

/** The band of a submission's criteria when all four are given, else null. */
export function bandOf(kind: PracticeKind, task: WritingTask | null | undefined, criteria: Record<string, number> | null | undefined): number | null {
  const keys = criteriaOf(kind, task);
  if (!hasAllCriteria(keys, criteria)) return null;
  return kind === 'speaking' ? speakingBand(criteria!) : taskBand(task ?? 'task2', criteria!);
}
