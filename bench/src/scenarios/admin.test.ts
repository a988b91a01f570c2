import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from '@lexam/contracts';
import { adminQueries } from './admin';

const parse = (query: string) => Object.fromEntries(new URLSearchParams(query.slice(1)));

describe('adminQueries', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const users = adminQueries('users', { count: 30, rows: 100_000, now });
  const results = adminQueries('results', { count: 30, rows: 100_000, withDates: true, now });

  it('rotates searches, sorts and pages, deep pages included, all valid list queries', () => {
    expect(users).toHaveLength(30);
    expect(new Set(users).size).toBe(30);
    const parsed = users.map(parse);
    for (const query of parsed) expect(PageQuerySchema.safeParse(query).success).toBe(true);
    expect(new Set(parsed.map((query) => query.sort)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(parsed.map((query) => query.searchByName).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    const browsed = parsed.filter((query) => !query.searchByName).map((query) => Number(query.pageIndex));
    expect(Math.max(...browsed)).toBe(5_000);
    expect(browsed).toContain(1);
    expect(browsed.some((page) => page > 1 && page < 5_000)).toBe(true);
  });

  it('searches only first pages, and never asks past the last page', () => {
    for (const query of users.map(parse)) {
      if (query.searchByName) expect(Number(query.pageIndex)).toBeLessThanOrEqual(2);
      expect(Number(query.pageIndex) * Number(query.pageSize)).toBeLessThanOrEqual(100_000);
    }
    const few = adminQueries('users', { count: 12, rows: 30 }).map(parse);
    expect(Math.max(...few.map((query) => Number(query.pageIndex)))).toBe(2);
  });

  it('adds date ranges to half of the results queries, ending today', () => {
    const parsed = results.map(parse);
    const dated = parsed.filter((query) => query.startDate);
    expect(dated).toHaveLength(15);
    expect(new Set(dated.map((query) => query.endDate))).toEqual(new Set(['2026-11-21']));
    expect(new Set(dated.map((query) => query.startDate))).toEqual(new Set(['2026-10-22', '2025-11-21']));
    expect(parsed.map((query) => query.sort)).toContain('userName');
    expect(users.map(parse).every((query) => !query.startDate)).toBe(true);
  });
});
