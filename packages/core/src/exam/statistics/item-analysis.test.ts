import { describe, expect, it } from 'vitest';
import { FLAG_LIMITS, analyseItems, countBands, isItemFlagged, pearson } from './item-analysis';

/** One attempt of one-mark questions 1, 2, 3 with these marks. */
const attempt = (...marks: number[]) => ({ items: marks.map((value, index) => ({ questionId: index + 1, marks: value, maxMarks: 1 })) });

describe('pearson', () => {
  it('is 1 for a perfect rise, -1 for a perfect fall, null without variance or pairs', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([], [])).toBeNull();
  });
});

describe('analyseItems', () => {
  // By hand. Totals: A 3, B 2, C 1, D 0.
  // Q1 scores 1 1 0 0, rest 2 1 1 0: dx ±.5, dy 1 0 0 -1 → sxy 1, sxx 1, syy 2 → r = 1/√2.
  // Q2 scores 1 0 1 0, rest 2 2 0 0: dy 1 1 -1 -1 → sxy .5 - .5 - .5 + .5 = 0 → r = 0.
  // Q3 as Q1.
  const attempts = [attempt(1, 1, 1), attempt(1, 0, 1), attempt(0, 1, 0), attempt(0, 0, 0)];

  it('gives the facility (mean fraction) and the discrimination (item vs rest of test) computed by hand', () => {
    const [q1, q2, q3] = analyseItems({ questionIds: [1, 2, 3], attempts });
    expect(q1).toEqual({ questionId: 1, attemptCount: 4, facility: 0.5, discrimination: expect.closeTo(Math.SQRT1_2, 12) });
    expect(q2).toEqual({ questionId: 2, attemptCount: 4, facility: 0.5, discrimination: 0 });
    expect(q3!.discrimination).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('counts a multi-mark question by its fraction, and gives null discrimination without variance or with one attempt', () => {
    const twoMark = [
      { items: [{ questionId: 4, marks: 2, maxMarks: 2 }, { questionId: 5, marks: 1, maxMarks: 1 }] },
      { items: [{ questionId: 4, marks: 1, maxMarks: 2 }, { questionId: 5, marks: 1, maxMarks: 1 }] },
    ];
    const [q4, q5] = analyseItems({ questionIds: [4, 5], attempts: twoMark });
    // Q4: (1 + 0.5) / 2; its rest (Q5) is 1 and 1: no variance.
    expect(q4).toEqual({ questionId: 4, attemptCount: 2, facility: 0.75, discrimination: null });
    expect(q5).toEqual({ questionId: 5, attemptCount: 2, facility: 1, discrimination: null });
    expect(analyseItems({ questionIds: [1], attempts: [attempt(1, 0, 1)] })[0]).toEqual({ questionId: 1, attemptCount: 1, facility: 1, discrimination: null });
  });

  it('gives null figures to a question no attempt graded, and leaves it out of attempts that lack it', () => {
    expect(analyseItems({ questionIds: [9], attempts })[0]).toEqual({ questionId: 9, attemptCount: 0, facility: null, discrimination: null });
    const mixed = analyseItems({ questionIds: [3], attempts: [attempt(1, 1, 1), { items: [{ questionId: 1, marks: 1, maxMarks: 1 }] }] });
    expect(mixed[0]).toMatchObject({ attemptCount: 1, facility: 1 });
  });
});

describe('isItemFlagged and countBands', () => {
  it('flags facility under 0.2 or over 0.9 and discrimination under 0.2', () => {
    expect(isItemFlagged({ attemptCount: 20, facility: 0.5, discrimination: 0.4 })).toBe(false);
    expect(isItemFlagged({ attemptCount: 20, facility: 0.19, discrimination: 0.4 })).toBe(true);
    expect(isItemFlagged({ attemptCount: 20, facility: 0.91, discrimination: 0.4 })).toBe(true);
    expect(isItemFlagged({ attemptCount: 20, facility: 0.5, discrimination: 0.19 })).toBe(true);
    expect(isItemFlagged({ attemptCount: 20, facility: 0.2, discrimination: 0.2 })).toBe(false);
    expect(isItemFlagged({ attemptCount: 20, facility: null, discrimination: null })).toBe(false);
    // Below 20 attempts no question is called too easy, too hard or weak: the figures mean nothing yet.
    expect(FLAG_LIMITS.minAttempts).toBe(20);
    expect(isItemFlagged({ attemptCount: 19, facility: 0.05, discrimination: -0.5 })).toBe(false);
    expect(isItemFlagged({ attemptCount: 1, facility: 1, discrimination: null })).toBe(false);
  });

  it('counts bands lowest first, skipping attempts without one', () => {
    expect(countBands([6.5, 5, null, 6.5, 9])).toEqual([{ band: 5, count: 1 }, { band: 6.5, count: 2 }, { band: 9, count: 1 }]);
  });
});
