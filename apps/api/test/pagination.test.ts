import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseIndexSchema, PaginationHeaderSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

const url = '/api/learner/Course/getCourseIndexs';

describe('the x-pagination header', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp({ seed: true }); });
  afterAll(async () => { await ctx.close(); });

  async function page(query: string) {
    const response = await ctx.app.inject({ method: 'GET', url: `${url}?${query}` });
    expect(response.statusCode).toBe(200);
    const header = PaginationHeaderSchema.parse(JSON.parse(String(response.headers['x-pagination'])));
    const rows = CourseIndexSchema.array().parse(response.json());
    return { header, rows, response };
  }

  it('describes the first, a middle and the last page', async () => {
    const first = await page('pageIndex=1&pageSize=3');
    expect(first.header).toEqual({ currentPage: 1, pageSize: 3, totalCount: 8, totalPages: 3, hasNext: true, hasPrevious: false });
    expect(first.rows).toHaveLength(3);
    const middle = await page('pageIndex=2&pageSize=3');
    expect(middle.header).toMatchObject({ currentPage: 2, hasNext: true, hasPrevious: true });
    const last = await page('pageIndex=3&pageSize=3');
    expect(last.header).toMatchObject({ currentPage: 3, hasNext: false, hasPrevious: true });
    expect(last.rows).toHaveLength(2);
    const ids = [...first.rows, ...middle.rows, ...last.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(8);
  });

  it('is exposed to browsers on other origins', async () => {
    const { response } = await page('pageSize=2');
    expect(response.headers['access-control-expose-headers']).toBe('x-pagination');
  });

  it('counts only what the search and filter keep', async () => {
    const search = await page('searchByName=ielts');
    expect(search.header.totalCount).toBe(2);
    expect(search.rows.every((row) => row.name.toLowerCase().includes('ielts'))).toBe(true);
    const toeic = await page('skill=toeic');
    expect(toeic.rows.map((row) => row.code).sort()).toEqual(['toeic-listening', 'toeic-reading']);
    const wildcard = await page('searchByName=%25');
    expect(wildcard.header.totalCount).toBe(0);
  });

  it('sorts by an allowed column in both directions', async () => {
    const ascending = await page('sort=name&pageSize=100');
    const names = ascending.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const descending = await page('sort=-sortOrder&pageSize=100');
    expect(descending.rows[0]?.sortOrder).toBe(8);
  });

  it('answers an empty page past the end with the true totals', async () => {
    const beyond = await page('pageIndex=9&pageSize=5');
    expect(beyond.rows).toEqual([]);
    expect(beyond.header).toMatchObject({ totalCount: 8, totalPages: 2, hasNext: false, hasPrevious: true });
  });
});
