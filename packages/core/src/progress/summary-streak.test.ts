import { describe, expect, it } from 'vitest';
import { computeStreak, groupAccuracy, localDay } from './summary-streak';

const at = (iso: string) => new Date(iso);

describe('computeStreak', () => {
  it('counts the run ending today and the longest run', () => {
    const streak = computeStreak(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25', '2026-11-26', '2026-11-27'], at('2026-11-27T12:00:00Z'), 0);
    expect(streak).toMatchObject({ current: 3, longest: 3, activeToday: true, today: '2026-11-27', daysActiveLast30: 6 });
  });

  it('keeps a streak that ran until yesterday while today has no activity yet', () => {
    const streak = computeStreak(['2026-11-25', '2026-11-26'], at('2026-11-27T08:00:00Z'), 0);
    expect(streak).toMatchObject({ current: 2, activeToday: false });
  });

  it('breaks on a gap of a whole day', () => {
    const streak = computeStreak(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25'], at('2026-11-27T08:00:00Z'), 0);
    expect(streak).toMatchObject({ current: 0, longest: 3, activeToday: false });
  });

  it('reads today in the learner time zone', () => {
    // 23:30 UTC on the 26th is already the 27th at UTC+7.
    const now = at('2026-11-26T23:30:00Z');
    expect(computeStreak(['2026-11-27'], now, 420)).toMatchObject({ today: '2026-11-27', current: 1, activeToday: true });
    expect(computeStreak(['2026-11-27'], now, 0)).toMatchObject({ today: '2026-11-26', current: 0, activeToday: false });
    expect(localDay(at('2026-11-27T03:00:00Z'), -300)).toBe('2026-11-26');
  });

  it('ignores repeats and days in the future, and lists the recent days oldest first', () => {
    const streak = computeStreak(['2026-11-27', '2026-11-27', '2026-11-26', '2026-12-01', '2026-09-01'], at('2026-11-27T10:00:00Z'), 0);
    expect(streak).toMatchObject({ current: 2, longest: 2, daysActiveLast30: 2, recentDays: ['2026-11-26', '2026-11-27'] });
  });

  it('is all zeros for a learner who has done nothing', () => {
    expect(computeStreak([], at('2026-11-27T10:00:00Z'), 0)).toMatchObject({ current: 0, longest: 0, activeToday: false, daysActiveLast30: 0, recentDays: [] });
  });
});

describe('groupAccuracy', () => {
  it('sums marks by type with counts, the weakest first', () => {
    const rows = groupAccuracy([
      { type: 'true-false-not-given', marks: 1, maxMarks: 1 },
      { type: 'true-false-not-given', marks: 0, maxMarks: 1 },
      { type: 'completion', marks: 3, maxMarks: 4 },
      { type: 'multiple-choice-one', marks: 1, maxMarks: 1 },
      { type: 'labelling', marks: 0, maxMarks: 0 },
    ]);
    expect(rows).toEqual([
      { type: 'true-false-not-given', questions: 2, marks: 1, maxMarks: 2, percent: 50 },
      { type: 'completion', questions: 1, marks: 3, maxMarks: 4, percent: 75 },
      { type: 'multiple-choice-one', questions: 1, marks: 1, maxMarks: 1, percent: 100 },
      { type: 'labelling', questions: 1, marks: 0, maxMarks: 0, percent: null },
    ]);
  });

  it('rounds to one decimal', () => {
    expect(groupAccuracy([{ type: 'a', marks: 1, maxMarks: 3 }])[0]!.percent).toBe(33.3);
  });
});
