import { describe, expect, it } from 'vitest';
import { PageQuerySchema, buildPagination } from './pagination';

describe('buildPagination', () => {
  it('matches the example of API.md', () => {
    expect(buildPagination({ pageIndex: 1, pageSize: 100, totalCount: 250 })).toEqual({
      currentPage: 1, pageSize: 100, totalCount: 250, totalPages: 3, hasNext: true, hasPrevious: false,
    });
  });
  it('has no next page on the last page and none at all when empty', () => {
    expect(buildPagination({ pageIndex: 3, pageSize: 100, totalCount: 250 })).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(buildPagination({ pageIndex: 1, pageSize: 20, totalCount: 0 })).toMatchObject({ totalPages: 0, hasNext: false, hasPrevious: false });
  });
});

describe('PageQuerySchema', () => {
  it('coerces query strings and applies defaults', () => {
    expect(PageQuerySchema.parse({ pageIndex: '2' })).toMatchObject({ pageIndex: 2, pageSize: 20 });
  });
  it('refuses pages below 1, sizes above the maximum and odd sort keys', () => {
    expect(PageQuerySchema.safeParse({ pageIndex: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ pageSize: '100000' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ sort: 'name; drop table users' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ sort: '-name' }).success).toBe(true);
  });
});
