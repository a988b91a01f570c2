import { describe, expect, it } from 'vitest';
import { coveredSeconds, creditBudget, isVideoWatched, mergeRanges, mergeWithinBudget, percentWatched } from './ranges';

describe('mergeRanges', () => {
  it('sorts, joins overlapping and touching ranges, and keeps gaps', () => {
    expect(mergeRanges({ watched: [[20, 30]], played: [[0, 10], [10, 12], [25, 40], [50, 55]], durationSeconds: 100 })).toEqual([[0, 12], [20, 40], [50, 55]]);
  });
  it('is idempotent: merging the same ranges again changes nothing', () => {
    const once = mergeRanges({ watched: [], played: [[3, 9], [1, 4]], durationSeconds: 60 });
    expect(mergeRanges({ watched: once, played: once, durationSeconds: 60 })).toEqual(once);
  });
  it('clamps to the duration and drops empty or out-of-range spans', () => {
    expect(mergeRanges({ watched: [], played: [[-5, 2], [58, 70], [80, 90], [7, 7]], durationSeconds: 60 })).toEqual([[0, 2], [58, 60]]);
  });
  it('joins ranges split by timer jitter but not by a real gap', () => {
    expect(mergeRanges({ watched: [[0, 10.01]], played: [[10.04, 20]], durationSeconds: 60 })).toEqual([[0, 20]]);
    expect(mergeRanges({ watched: [[0, 10]], played: [[10.5, 20]], durationSeconds: 60 })).toEqual([[0, 10], [10.5, 20]]);
  });
});

describe('the 90% rule', () => {
  it('counts distinct seconds once, however often they were replayed', () => {
    const replayed = mergeRanges({ watched: [[0, 30]], played: [[0, 30], [0, 30], [10, 20]], durationSeconds: 100 });
    expect(coveredSeconds(replayed)).toBe(30);
    expect(isVideoWatched({ watchedSeconds: coveredSeconds(replayed), durationSeconds: 100 })).toBe(false);
  });
  it('does not count a jump to the end: only the seconds played before and after it', () => {
    const jumped = mergeRanges({ watched: [], played: [[0, 5], [97, 100]], durationSeconds: 100 });
    expect(coveredSeconds(jumped)).toBe(8);
    expect(isVideoWatched({ watchedSeconds: 8, durationSeconds: 100 })).toBe(false);
    expect(percentWatched({ watchedSeconds: 8, durationSeconds: 100 })).toBe(8);
  });
  it('completes at 90% of the distinct seconds, not before', () => {
    expect(isVideoWatched({ watchedSeconds: 89.99, durationSeconds: 100 })).toBe(false);
    expect(isVideoWatched({ watchedSeconds: 90, durationSeconds: 100 })).toBe(true);
    expect(isVideoWatched({ watchedSeconds: 27, durationSeconds: 30 })).toBe(true);
    expect(isVideoWatched({ watchedSeconds: 10, durationSeconds: null })).toBe(false);
  });
  it('rounds the percentage down and caps it at 100', () => {
    expect(percentWatched({ watchedSeconds: 99.6, durationSeconds: 100 })).toBe(99);
    expect(percentWatched({ watchedSeconds: 100, durationSeconds: 100 })).toBe(100);
    expect(percentWatched({ watchedSeconds: 5, durationSeconds: 0 })).toBe(0);
  });
});

describe('creditBudget and mergeWithinBudget', () => {
  const now = new Date('2026-11-27T10:00:30Z');
  it('allows the time since the last save at twice the speed, plus a little slack', () => {
    expect(creditBudget({ lastSavedAt: new Date('2026-11-27T10:00:20Z'), now })).toBe(25);
    expect(creditBudget({ lastSavedAt: now, now })).toBe(5);
    expect(creditBudget({ lastSavedAt: null, now })).toBe(20);
  });
  it('credits what fits and cuts the range that goes over', () => {
    expect(mergeWithinBudget({ watched: [[0, 10]], played: [[5, 30]], durationSeconds: 60, budget: 8 })).toEqual([[0, 18]]);
    expect(mergeWithinBudget({ watched: [], played: [[0, 4], [10, 20], [40, 50]], durationSeconds: 60, budget: 9 })).toEqual([[0, 4], [10, 15]]);
  });
  it('credits replayed seconds without spending the budget', () => {
    expect(mergeWithinBudget({ watched: [[0, 30]], played: [[0, 30], [30, 32]], durationSeconds: 60, budget: 2 })).toEqual([[0, 32]]);
  });
  it('a claim of the whole video in one save credits only the budget', () => {
    expect(coveredSeconds(mergeWithinBudget({ watched: [], played: [[0, 600]], durationSeconds: 600, budget: 20 }))).toBeCloseTo(20, 1);
  });
});
