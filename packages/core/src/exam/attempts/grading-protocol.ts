// The messages between the event loop and the grading worker (grading-pool.ts, grading-worker.ts),
// and the grading both sides do: a batch's attempts graded, each result as the JSON it is stored as.
import type { AttemptResult, GradeFn } from './types';
import { gradeAttempt, type GradingTest, type GradingTree } from './grade-attempt';
import { gradeWithParts } from './grade-with-parts';

/** One attempt to grade: its sections, its test, its content (by id, see `GradeRequest.trees`) and its latest responses. */
export interface GradeJobMessage {
  treeId: number;
  sectionIds: number[];
  test: GradingTest;
  responses: Array<[number, unknown]>;
}

export interface GradeRequest {
  id: number;
  /** Contents the worker has not been sent yet (each is sent once; both sides keep the same last `TREES_KEPT`). */
  trees: Array<[number, GradingTree]>;
  jobs: GradeJobMessage[];
}

/** An attempt's scores and its whole result as stored (jsonb). */
export interface GradedAttempt {
  rawScore: number;
  maxScore: number;
  band: number | null;
  scaledScore: number | null;
  json: string;
  /** The result itself when it was graded on this thread (a worker's comes as `json` only). */
  result?: AttemptResult;
}

/** `lost`: the worker lacked a content the pool had sent (the two sides no longer agree: the worker is replaced). */
export type GradeReply = { id: number; ok: true; graded: GradedAttempt[] } | { id: number; ok: false; message: string; lost?: boolean };

/** How many contents each side keeps; the oldest sent leaves first, on both sides alike. */
export const TREES_KEPT = 64;

/** One attempt to grade, on either side. */
export interface GradeJob {
  sectionIds: number[];
  test: GradingTest;
  tree: GradingTree;
  responses: ReadonlyMap<number, unknown>;
}

/** Grades one attempt (with the registry's grader unless told otherwise). */
export function gradeToStored(job: GradeJob, grade: GradeFn = gradeWithParts): GradedAttempt {
  const result = gradeAttempt({ sectionIds: job.sectionIds }, { grade, tree: job.tree, test: job.test, responses: job.responses });
  return { rawScore: result.rawScore, maxScore: result.maxScore, band: result.band, scaledScore: result.scaledScore ?? null, json: JSON.stringify(result), result };
}

/** Keeps `id → tree` with at most `TREES_KEPT` entries, the oldest inserted leaving first. */
export function keepTree<T>(trees: Map<number, T>, id: number, tree: T): void {
  trees.delete(id);
  trees.set(id, tree);
  if (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!);
}
