import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianOutcome, performanceScores, scoreRange } from './median-run';

/** A Lighthouse result with only what the median rule reads. */
const lhr = (fcp: number, interactive: number) =>
  ({ audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: interactive } } }) as unknown as Result;

describe('the median of several Lighthouse runs', () => {
  it('keeps the run closest to the median FCP and time to interactive, whatever the order', () => {
    const fast = { name: 'fast', lhr: lhr(800, 2000) };
    const middle = { name: 'middle', lhr: lhr(900, 2600) };
    const slow = { name: 'slow', lhr: lhr(1400, 6000) };
    expect(medianOutcome([slow, fast, middle]).name).toBe('middle');
    expect(medianOutcome([middle, slow, fast]).name).toBe('middle');
  });

  it('keeps the only run, and refuses none', () => {
    const only = { lhr: lhr(1000, 3000) };
    expect(medianOutcome([only])).toBe(only);
    expect(() => medianOutcome([])).toThrow(/no Lighthouse run/);
  });

  it('lists every run’s score and their spread', () => {
    const scores = performanceScores([{ audit: { performance: 93 } }, { audit: { performance: null } }, { audit: { performance: 88 } }]);
    expect(scores).toEqual([93, 88]);
    expect(scoreRange(scores)).toBe('88-93');
    expect(scoreRange([97])).toBe('97');
    expect(scoreRange([])).toBeNull();
    expect(scoreRange(undefined)).toBeNull();
  });
});
