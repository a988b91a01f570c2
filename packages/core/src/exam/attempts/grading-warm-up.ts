// A fresh thread runs grading in V8's interpreter until it has run often enough to be compiled:
// measured on the bench, the worker's first batches of 100 attempts took 200 and 150 ms, the fourth
// 26 ms. The grading worker grades invented attempts before it says it is ready, so that the first
// real burst of the day is graded by compiled code. Nothing is stored or kept.
import { questionTypes } from '../question-types';
import type { GradingTest, GradingTree } from './grade-attempt';
import { gradeToStored, type GradeJob } from './grading-protocol';

/** Attempts graded at warm-up: enough calls of every grader for the optimizing compiler. */
export const WARM_UP_ATTEMPTS = 500;

// A test of one question per type (each type's own example: 40 marks at most, an IELTS band table's range).
const questions = questionTypes.map((type, index) => ({ id: index + 1, number: index + 1, type: type.id, content: type.example.content as unknown, answerKey: type.example.key as unknown, response: type.example.response as unknown }));
const exampleTree: GradingTree = { sections: [{ id: 1, groups: [{ questions: questions.map(({ response: _response, ...question }) => question) }] }] };
const exampleTest: GradingTest = { id: 0, kind: 'ielts', skill: 'reading', conversionTable: null };

/**
 * Invented attempts at the examples' test, answered in turn as the example says, not at all, and
 * with the next question's answer (so right, blank and wrong answers, and responses of the wrong
 * shape, all take their paths).
 */
export function exampleJobs(count: number, tree: GradingTree = exampleTree): GradeJob[] {
  return Array.from({ length: count }, (_, attempt) => ({
    sectionIds: [1],
    test: exampleTest,
    tree,
    responses: new Map(questions.map((question, index) => {
      const variant = (attempt + index) % 3;
      return [question.id, variant === 0 ? question.response : variant === 1 ? null : questions[(index + 1) % questions.length]!.response] as const;
    })),
  }));
}

/** The examples' test, for callers that grade `exampleJobs` against a copy of it. */
export const exampleGradingTree = exampleTree;

/** Grades `attempts` invented attempts and returns how many questions that was. */
export function warmUpGrading(attempts = WARM_UP_ATTEMPTS): number {
  for (const job of exampleJobs(attempts)) gradeToStored(job);
  return attempts * questions.length;
}
