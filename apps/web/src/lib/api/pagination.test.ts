import { PaginationHeaderSchema } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { parsePagination } from './pagination';

/** The web app checks the header by hand (no zod in the first load); the contract's schema is the reference. */
const valid = { currentPage: 2, pageSize: 20, totalCount: 45, totalPages: 3, hasNext: true, hasPrevious: true };
const samples: unknown[] = [
  valid,
  { ...valid, extra: 'dropped' },
  { ...valid, currentPage: 1.5 },
  { ...valid, totalCount: '45' },
  { ...valid, hasNext: 'true' },
  { ...valid, hasPrevious: undefined },
  { currentPage: 1 },
  [],
  null,
  42,
  'text',
];

describe('parsePagination against the contract', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('answers %s as PaginationHeaderSchema does', (_label, sample) => {
    const expected = PaginationHeaderSchema.safeParse(sample);
    expect(parsePagination(new Headers({ 'x-pagination': JSON.stringify(sample) }))).toEqual(expected.success ? expected.data : null);
  });

  it('answers null to a missing or broken header', () => {
    expect(parsePagination(new Headers())).toBeNull();
    expect(parsePagination(new Headers({ 'x-pagination': '{not json' }))).toBeNull();
  });
});
