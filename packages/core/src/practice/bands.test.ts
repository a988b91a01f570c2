import { describe, expect, it } from 'vitest';
import { bandOf, roundBand, speakingBand, taskBand, writingBand } from './bands';

describe('roundBand (the published overall rounding)', () => {
  it.each([
    [6.0, 6.0], [6.125, 6.0], [6.24, 6.0], [6.249, 6.0], [6.25, 6.5], [6.375, 6.5], [6.5, 6.5],
    [6.625, 6.5], [6.74, 6.5], [6.75, 7.0], [6.875, 7.0], [0, 0], [0.25, 0.5], [8.75, 9], [9, 9],
  ])('%f → %f', (mean, band) => expect(roundBand(mean)).toBe(band));

  it('refuses a non-finite mean', () => expect(() => roundBand(Number.NaN)).toThrow(RangeError));
});

const w2 = (tr: number, cc: number, lr: number, gra: number) => ({ tr, cc, lr, gra });
const w1 = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

describe('taskBand', () => {
  it('rounds the mean of four whole bands at every quarter', () => {
    expect(taskBand('task2', w2(6, 6, 6, 6))).toBe(6); // x.0
    expect(taskBand('task2', w2(7, 6, 6, 6))).toBe(6.5); // x.25 → x.5
    expect(taskBand('task2', w2(7, 7, 6, 6))).toBe(6.5); // x.5
    expect(taskBand('task2', w2(7, 7, 7, 6))).toBe(7); // x.75 → x+1
    expect(taskBand('task1', w1(5, 6, 5, 5))).toBe(5.5);
    expect(taskBand('task1', w1(0, 0, 0, 0))).toBe(0);
    expect(taskBand('task1', w1(9, 9, 9, 8))).toBe(9);
  });
  it('refuses a missing, fractional or out-of-range criterion', () => {
    expect(() => taskBand('task2', { tr: 6, cc: 6, lr: 6 })).toThrow(/gra/);
    expect(() => taskBand('task2', w2(6.5, 6, 6, 6))).toThrow(/whole band/);
    expect(() => taskBand('task2', w2(10, 6, 6, 6))).toThrow(RangeError);
    expect(() => taskBand('task2', w2(-1, 6, 6, 6))).toThrow(RangeError);
  });
});

describe('writingBand (Task 2 counts twice)', () => {
  // (ΣT1 + 2ΣT2) / 12, rounded once.
  it.each([
    [[6, 6, 6, 6], [6, 6, 6, 6], 6], // 6.0
    [[7, 6, 6, 6], [6, 6, 6, 6], 6], // 73/12 = 6.083
    [[7, 7, 6, 6], [6, 6, 6, 6], 6], // 6.167 → 6
    [[6, 6, 6, 6], [7, 6, 6, 6], 6], // 74/12 = 6.167
    [[7, 7, 7, 6], [6, 6, 6, 6], 6.5], // 75/12 = 6.25 → 6.5
    [[6, 6, 6, 6], [7, 7, 7, 7], 6.5], // 80/12 = 6.667 → 6.5
    [[7, 7, 7, 7], [7, 7, 6, 6], 6.5], // 80/12
    [[6, 6, 6, 6], [7, 7, 7, 8], 7], // 6.75 → 7 (81/12)
    [[9, 9, 9, 9], [0, 0, 0, 0], 3], // 36/12
    [[5, 5, 5, 5], [6, 6, 7, 7], 6], // 72/12 = 6.0
    [[5, 5, 5, 6], [6, 6, 6, 6], 6], // 69/12 = 5.75 → 6
    [[5, 5, 5, 5], [6, 6, 6, 5], 5.5], // 66/12 = 5.5
    [[5, 5, 5, 5], [5, 6, 6, 6], 5.5], // 5.583 → 5.5
    [[5, 5, 5, 5], [5, 5, 6, 6], 5.5], // 64/12 = 5.333 → 5.5
    [[5, 5, 5, 5], [5, 5, 5, 6], 5], // 62/12 = 5.167 → 5
  ])('Task 1 %j, Task 2 %j → %f', (t1, t2, band) => {
    expect(writingBand(w1(...(t1 as [number, number, number, number])), w2(...(t2 as [number, number, number, number])))).toBe(band);
  });
  it('weights Task 2 twice: a weak Task 1 costs less than a weak Task 2', () => {
    expect(writingBand(w1(4, 4, 4, 4), w2(7, 7, 7, 7))).toBe(6); // 72/12
    expect(writingBand(w1(7, 7, 7, 7), w2(4, 4, 4, 4))).toBe(5); // 60/12
  });
});

describe('speakingBand and bandOf', () => {
  it('rounds the speaking criteria the same way', () => {
    expect(speakingBand({ fc: 6, lr: 6, gra: 6, p: 7 })).toBe(6.5);
    expect(speakingBand({ fc: 5, lr: 6, gra: 6, p: 6 })).toBe(6);
    expect(speakingBand({ fc: 7, lr: 7, gra: 7, p: 6 })).toBe(7);
  });
  it('is null until every criterion of the kind is given', () => {
    expect(bandOf('speaking', null, { fc: 6, lr: 6, gra: 6 })).toBeNull();
    expect(bandOf('writing', 'task1', { tr: 6, cc: 6, lr: 6, gra: 6 })).toBeNull();
    expect(bandOf('writing', 'task1', w1(6, 6, 6, 7))).toBe(6.5);
  });
});
