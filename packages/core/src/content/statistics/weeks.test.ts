import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, weekPage, weekRange, weeksBetween } from './weeks';

describe('week bucketing', () => {
  it('names a week by its Monday, in UTC', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    // 00:30 on Monday in Hanoi is still Sunday in UTC.
    expect(mondayOf(new Date('2026-11-30T00:30:00+07:00'))).toBe('2026-11-23');
    // Across a year: 2027-01-01 is a Friday of the week starting 2026-12-28.
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('counts the weeks between two Mondays, both included', () => {
    expect(weeksBetween('2026-11-23', '2026-11-23')).toBe(1);
    expect(weeksBetween('2026-11-02', '2026-11-23')).toBe(4);
    // Through the October daylight-saving change (UTC has none).
    expect(weeksBetween('2026-10-19', '2026-11-02')).toBe(3);
  });

  it('pages the weeks newest first', () => {
    const range = { first: '2026-10-05', last: '2026-11-23' }; // 8 weeks
    expect(weekPage({ ...range, pageIndex: 1, pageSize: 3 })).toEqual({ totalWeeks: 8, weeks: ['2026-11-23', '2026-11-16', '2026-11-09'] });
    expect(weekPage({ ...range, pageIndex: 3, pageSize: 3 })).toEqual({ totalWeeks: 8, weeks: ['2026-10-12', '2026-10-05'] });
    expect(weekPage({ ...range, pageIndex: 4, pageSize: 3 }).weeks).toEqual([]);
  });

  it('runs from the start date or the first activity to the end date or today', () => {
    const today = new Date('2026-11-27T12:00:00Z');
    expect(weekRange({ today })).toEqual({ first: '2026-11-23', last: '2026-11-23' });
    expect(weekRange({ today, firstActivity: new Date('2026-11-04T10:00:00Z') })).toEqual({ first: '2026-11-02', last: '2026-11-23' });
    expect(weekRange({ today, startDate: '2026-11-11', endDate: '2026-11-18', firstActivity: '2026-01-01' })).toEqual({ first: '2026-11-09', last: '2026-11-16' });
    expect(weekRange({ today, startDate: '2027-01-06' })).toEqual({ first: '2027-01-04', last: '2027-01-04' });
  });
});
