import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionTypes } from '../question-types';
import type { GradingTest, GradingTree } from './grade-attempt';
import { gradeJobs, isGradingWorkerReady, startGradingWorker, stopGradingWorker, WORKER_MIN_JOBS } from './grading-pool';
import { gradeToStored, type GradeJob } from './grading-protocol';
import type { GradeFn } from './types';

// The grading worker must grade exactly as the event loop does: the same scores and the same
// stored JSON, whichever side graded a batch.
const questions = questionTypes.map((type, index) => ({ id: index + 1, number: index + 1, type: type.id, content: type.example.content as unknown, answerKey: type.example.key as unknown, response: type.example.response as unknown }));
const tree: GradingTree = { sections: [{ id: 1, groups: [{ questions: questions.map(({ response: _response, ...question }) => question) }] }] };
const test: GradingTest = { id: 1, kind: 'ielts', skill: 'reading', conversionTable: null };

/** Attempts answered in turn as the examples say, not at all, and with the next question's answer. */
function jobsOf(count: number, atTree: GradingTree = tree): GradeJob[] {
  return Array.from({ length: count }, (_, attempt) => ({
    sectionIds: [1],
    test,
    tree: atTree,
    responses: new Map(questions.map((question, index) => {
      const variant = (attempt + index) % 3;
      return [question.id, variant === 0 ? question.response : variant === 1 ? null : questions[(index + 1) % questions.length]!.response] as const;
    })),
  }));
}

beforeAll(async () => {
  expect(await startGradingWorker({ waitMs: 60_000 })).toBe(true);
}, 90_000);
afterAll(async () => { await stopGradingWorker(); });

describe('the grading worker', () => {
  it('grades a batch exactly as the event loop does', async () => {
    const jobs = jobsOf(WORKER_MIN_JOBS * 3);
    const graded = await gradeJobs(jobs);
    const here = jobs.map((job) => gradeToStored(job));
    expect(graded.map(({ rawScore, maxScore, band, scaledScore, json }) => ({ rawScore, maxScore, band, scaledScore, json })))
      .toEqual(here.map(({ rawScore, maxScore, band, scaledScore, json }) => ({ rawScore, maxScore, band, scaledScore, json })));
    // The worker sends the stored JSON only; a batch graded here also carries the result object.
    expect(graded.every((item) => item.result === undefined)).toBe(true);
    expect(here.some((item) => item.rawScore > 0) && here.some((item) => item.rawScore < item.maxScore)).toBe(true);
  });

  it('is sent a test’s content once, and a changed content (a new tree) again', async () => {
    const again = await gradeJobs(jobsOf(WORKER_MIN_JOBS));
    const edited: GradingTree = structuredClone(tree);
    const graded = await gradeJobs(jobsOf(WORKER_MIN_JOBS, edited));
    expect(graded.map((item) => item.json)).toEqual(again.map((item) => item.json));
  });

  it('leaves small batches and other graders to the event loop', async () => {
    const small = await gradeJobs(jobsOf(WORKER_MIN_JOBS - 1));
    expect(small.every((item) => item.result !== undefined)).toBe(true);
    const allWrong: GradeFn = (_question, _response) => ({ marks: 0, maxMarks: 1 });
    const other = await gradeJobs(jobsOf(WORKER_MIN_JOBS * 2), allWrong);
    expect(other.every((item) => item.result !== undefined && item.rawScore === 0)).toBe(true);
  });

  it('answers a grading error as the event loop would, and keeps serving', async () => {
    const broken: GradingTree = { sections: [{ id: 1, groups: [{ questions: [{ ...tree.sections[0]!.groups[0]!.questions[0]!, answerKey: { nonsense: true } }] }] }] };
    const jobs = jobsOf(WORKER_MIN_JOBS, broken).map((job) => ({ ...job, responses: new Map() }));
    const message = (() => { try { gradeToStored(jobs[0]!); return ''; } catch (error) { return (error as Error).message; } })();
    expect(message).not.toBe('');
    await expect(gradeJobs(jobs)).rejects.toThrow(message);
    expect(isGradingWorkerReady()).toBe(true);
    expect((await gradeJobs(jobsOf(WORKER_MIN_JOBS))).every((item) => item.result === undefined)).toBe(true);
  });

  it('grades on the event loop once stopped', async () => {
    await stopGradingWorker();
    expect(isGradingWorkerReady()).toBe(false);
    const graded = await gradeJobs(jobsOf(WORKER_MIN_JOBS * 2));
    expect(graded.every((item) => item.result !== undefined)).toBe(true);
  });
});
