import { describe, expect, it } from 'vitest';
import { breakRange, emptyTracker, recordTime, restoreRanges, takeRanges } from './played-ranges';

const play = (tracker: ReturnType<typeof emptyTracker>, from: number, to: number, step = 0.25) => {
  let played = 0;
  for (let time = from; time <= to + 1e-9; time += step) played += recordTime(tracker, Math.round(time * 100) / 100);
  return played;
};

describe('played ranges', () => {
  it('extends one range while playing and counts the seconds played', () => {
    const tracker = emptyTracker();
    expect(play(tracker, 0, 5)).toBeCloseTo(5);
    expect(takeRanges(tracker)).toEqual([[0, 5]]);
  });
  it('starts a new range on a jump, so the seconds skipped are not played', () => {
    const tracker = emptyTracker();
    play(tracker, 0, 3);
    expect(recordTime(tracker, 50)).toBe(0);
    play(tracker, 50.25, 52);
    expect(takeRanges(tracker)).toEqual([[0, 3], [50, 52]]);
  });
  it('treats a step backwards and an explicit seek as a break', () => {
    const tracker = emptyTracker();
    play(tracker, 10, 12);
    recordTime(tracker, 4);
    play(tracker, 4.25, 5);
    breakRange(tracker);
    recordTime(tracker, 5.25);
    play(tracker, 5.5, 6);
    expect(takeRanges(tracker)).toEqual([[10, 12], [4, 5], [5.25, 6]]);
  });
  it('hands each second to one save only, and keeps what a failed save did not deliver', () => {
    const tracker = emptyTracker();
    play(tracker, 0, 10);
    const first = takeRanges(tracker);
    play(tracker, 10.25, 12);
    expect(first).toEqual([[0, 10]]);
    const second = takeRanges(tracker);
    expect(second).toEqual([[10, 12]]);
    restoreRanges(tracker, second);
    play(tracker, 12.25, 13);
    expect(takeRanges(tracker)).toEqual([[10, 12], [12, 13]]);
  });
});
