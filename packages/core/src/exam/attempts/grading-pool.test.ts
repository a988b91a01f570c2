import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradingTree } from './grade-attempt';
import { gradeJobs, isGradingWorkerReady, startGradingWorker, stopGradingWorker } from './grading-pool';
import { exampleGradingTree, exampleJobs, warmUpGrading } from './grading-warm-up';
import { gradeToStored } from './grading-protocol';
import type { GradeFn } from './types';

// The grading worker must grade exactly as the event loop does: the same scores and the same
// stored JSON, whichever side graded a batch.
beforeAll(async () => {
  expect(await startGradingWorker({ waitMs: 60_000 })).toBe(true);
}, 90_000);
afterAll(async () => { await stopGradingWorker(); });

describe('the grading worker', () => {
  it('grades a batch exactly as the event loop does', async () => {
    const jobs = exampleJobs(24);
    const graded = await gradeJobs(jobs);
    const here = jobs.map((job) => gradeToStored(job));
    expect(graded.map(({ rawScore, maxScore, band, scaledScore, json }) => ({ rawScore, maxScore, band, scaledScore, json })))
      .toEqual(here.map(({ rawScore, maxScore, band, scaledScore, json }) => ({ rawScore, maxScore, band, scaledScore, json })));
    // The worker sends the stored JSON only; a batch graded here also carries the result object.
    expect(graded.every((item) => item.result === undefined)).toBe(true);
    expect(here.some((item) => item.rawScore > 0) && here.some((item) => item.rawScore < item.maxScore)).toBe(true);
  });

  it('is sent a test’s content once, and a changed content (a new tree) again', async () => {
    const again = await gradeJobs(exampleJobs(8));
    const edited: GradingTree = structuredClone(exampleGradingTree);
    const graded = await gradeJobs(exampleJobs(8, edited));
    expect(graded.map((item) => item.json)).toEqual(again.map((item) => item.json));
  });

  it('grades a single submit there too, and leaves other graders to the event loop', async () => {
    const single = await gradeJobs(exampleJobs(1));
    expect(single[0]!.result).toBeUndefined();
    const allWrong: GradeFn = (_question, _response) => ({ marks: 0, maxMarks: 1 });
    const other = await gradeJobs(exampleJobs(16), allWrong);
    expect(other.every((item) => item.result !== undefined && item.rawScore === 0)).toBe(true);
  });

  it('answers a grading error as the event loop would, and keeps serving', async () => {
    const broken: GradingTree = { sections: [{ id: 1, groups: [{ questions: [{ ...exampleGradingTree.sections[0]!.groups[0]!.questions[0]!, answerKey: { nonsense: true } }] }] }] };
    const jobs = exampleJobs(8, broken).map((job) => ({ ...job, responses: new Map() }));
    const message = (() => { try { gradeToStored(jobs[0]!); return ''; } catch (error) { return (error as Error).message; } })();
    expect(message).not.toBe('');
    await expect(gradeJobs(jobs)).rejects.toThrow(message);
    expect(isGradingWorkerReady()).toBe(true);
    expect((await gradeJobs(exampleJobs(8))).every((item) => item.result === undefined)).toBe(true);
  });

  it('warms up on invented attempts of every question type without throwing', () => {
    expect(warmUpGrading(3)).toBeGreaterThan(3 * 10);
  });

  it('grades on the event loop once stopped', async () => {
    await stopGradingWorker();
    expect(isGradingWorkerReady()).toBe(false);
    const graded = await gradeJobs(exampleJobs(16));
    expect(graded.every((item) => item.result !== undefined)).toBe(true);
  });
});
