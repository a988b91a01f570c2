import { describe, expect, it } from 'vitest';
import { autosaveStep } from './exam';
import { selectScenarios, apiScenarios } from './index';

describe('autosaveStep', () => {
  it('visits every learner once per round, each with the next clientSeq', () => {
    const learners = 1_000;
    const steps = Array.from({ length: 3 * learners }, (_, counter) => autosaveStep(counter, learners, 23));
    const seqsOf = new Map<number, number[]>();
    for (const step of steps) seqsOf.set(step.learner, [...(seqsOf.get(step.learner) ?? []), step.clientSeq]);
    expect(seqsOf.size).toBe(learners);
    for (const seqs of seqsOf.values()) expect(seqs).toEqual([0, 1, 2]);
    // At 200 saves/s, a learner comes round every 1,000 / 200 = 5 s.
    expect(steps[learners]).toMatchObject({ learner: 0, clientSeq: 1 });
    expect(new Set(steps.map((step) => step.question)).size).toBe(23);
    expect(steps.every((step) => step.question >= 0 && step.question < 23)).toBe(true);
  });
});

describe('selectScenarios', () => {
  it('runs every scenario but the optional page by default', () => {
    const names = selectScenarios(undefined).map((scenario) => scenario.name);
    expect(names).toEqual(['health', 'course-index', 'test-fetch', 'start-spike', 'autosave', 'submit-burst', 'admin-users', 'admin-results']);
    expect(apiScenarios.map((scenario) => scenario.name)).toContain('learner-home');
  });

  it('picks scenarios by name and refuses unknown ones', () => {
    expect(selectScenarios('submit-burst, learner-home').map((scenario) => scenario.name)).toEqual(['submit-burst', 'learner-home']);
    expect(() => selectScenarios('test-fetch,nope')).toThrow(/no scenario nope/);
  });
});
