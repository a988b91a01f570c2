import type { tables } from '@lexam/db';

export type AttemptMode = (typeof tables.EXAM_ATTEMPT_MODES)[number];

/** What the grader is given of a question: everything it needs to mark it, answer key included. */
export interface GradableQuestion {
  id: number;
  number: number;
  type: string;
  content: unknown;
  answerKey: unknown;
}

/** The verdict on one markable part of a question (a gap, a statement, a letter to choose). */
export interface PartMark {
  id: string;
  isCorrect: boolean;
  /** Why the part earned nothing (`unanswered`, `wrong`, `too-many-words`, …). */
  reason?: string;
}

/** The marks one response earns; `maxMarks` is what the question is worth. */
export interface QuestionMarks {
  marks: number;
  maxMarks: number;
  /** The verdict per part, when the grader gives one; stored with the result so a review never regrades. */
  parts?: PartMark[];
}

/**
 * Marks one response. Injected so that attempts do not depend on the question-type registry; the
 * caller passes the registry's dispatcher. `response` is null for an unanswered (or cleared) question.
 */
export type GradeFn = (question: GradableQuestion, response: unknown) => QuestionMarks;

/** An attempt as its learner may see it; no answer key. */
export interface AttemptSummary {
  id: number;
  testId: number;
  mode: AttemptMode;
  sectionIds: number[];
  startedAt: string;
  /** Server time; null for untimed practice. */
  deadlineAt: string | null;
  /** A clock that starts with the audio (TOEIC listening) and has not yet: its time limit in seconds; null otherwise. */
  clockWaitsSeconds: number | null;
  submittedAt: string | null;
}

export interface QuestionResult {
  questionId: number;
  number: number;
  response: unknown;
  marks: number;
  maxMarks: number;
  /** As the grader gave them (see `QuestionMarks.parts`). */
  parts?: PartMark[];
}

/** Stored in `exam_attempts.result` by the first submit and returned unchanged by every later one. */
export interface AttemptResult {
  rawScore: number;
  maxScore: number;
  /** The IELTS band; null when the attempt covers only some sections of the test (a band needs the whole test) and outside IELTS. */
  band: number | null;
  /** The TOEIC scaled score (5–495) of the test's skill; null or absent for a part of the test and outside TOEIC (results stored before #5 have none). */
  scaledScore?: number | null;
  questions: QuestionResult[];
}

export interface SubmittedAttempt extends AttemptSummary {
  submittedAt: string;
  result: AttemptResult;
}

export interface SubmitAttemptInput {
  userId: number;
  attemptId: number;
  grade: GradeFn;
  /** The exam the caller serves; an attempt at a test of another kind is the 404 of a missing one. */
  kind?: string;
}
