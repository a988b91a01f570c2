import { describe, expect, it } from 'vitest';
import { fromPaginationModel, readListState, selectedIds, sortFromModel, sortToModel, toListArgs, toPaginationModel, writeListState } from './list-query';

const defaults = { sort: 'sortOrder', tab: 'admin' };

describe('list state in the address', () => {
  it('falls back to the defaults', () => {
    expect(readListState(new URLSearchParams(''), defaults)).toEqual({ page: 1, pageSize: 20, sort: 'sortOrder', search: '', tab: 'admin' });
  });

  it('reads page, size, sort, search and tab, refusing odd values', () => {
    expect(readListState(new URLSearchParams('page=3&pageSize=50&sort=-name&q=ann&tab=site'), defaults)).toEqual({ page: 3, pageSize: 50, sort: '-name', search: 'ann', tab: 'site' });
    expect(readListState(new URLSearchParams('page=-2&pageSize=7'), defaults)).toMatchObject({ page: 1, pageSize: 20 });
    expect(readListState(new URLSearchParams('page=1.5&pageSize=abc'), defaults)).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeListState({ page: 1, pageSize: 20, sort: 'sortOrder', search: '', tab: 'admin' }, defaults)).toBe('');
    const state = { page: 2, pageSize: 50, sort: '', search: 'a b', tab: 'site' };
    const text = writeListState(state, defaults);
    expect(text).toBe('?tab=site&q=a+b&sort=&page=2&pageSize=50');
    expect(readListState(new URLSearchParams(text), defaults)).toEqual(state);
  });
});

describe("a list's own default page size", () => {
  it('reads and writes the page size against the default of that list', () => {
    const members = { pageSize: 100 };
    expect(readListState(new URLSearchParams(''), members)).toMatchObject({ page: 1, pageSize: 100 });
    expect(readListState(new URLSearchParams('pageSize=7'), members)).toMatchObject({ pageSize: 100 });
    expect(writeListState({ page: 2, pageSize: 100, sort: '', search: '', tab: '' }, members)).toBe('?page=2');
    expect(writeListState({ page: 1, pageSize: 20, sort: '', search: '', tab: '' }, members)).toBe('?pageSize=20');
  });
});

describe('the list call query', () => {
  it('sends pageIndex from 1, the sort and a trimmed search; empty values are left out', () => {
    expect(toListArgs({ page: 2, pageSize: 20, sort: '-createdAt', search: '  ann ', tab: 'site' })).toEqual({ pageIndex: 2, pageSize: 20, sort: '-createdAt', searchByName: 'ann', tab: 'site' });
    expect(toListArgs({ page: 1, pageSize: 10, sort: '', search: '   ', tab: '' })).toEqual({ pageIndex: 1, pageSize: 10, sort: undefined, searchByName: undefined, tab: undefined });
  });
});

describe('DataGrid models', () => {
  it('turns the 1-based page into the grid 0-based page and back', () => {
    const state = { page: 3, pageSize: 20, sort: '', search: '', tab: '' };
    expect(toPaginationModel(state)).toEqual({ page: 2, pageSize: 20 });
    expect(fromPaginationModel(state, { page: 3, pageSize: 20 })).toEqual({ page: 4, pageSize: 20 });
  });

  it('starts again at page 1 when the page size changes', () => {
    expect(fromPaginationModel({ page: 3, pageSize: 20, sort: '', search: '', tab: '' }, { page: 2, pageSize: 50 })).toEqual({ page: 1, pageSize: 50 });
  });

  it('maps the sort model to the API sort: column, leading - for descending', () => {
    expect(sortFromModel([{ field: 'name', sort: 'asc' }])).toBe('name');
    expect(sortFromModel([{ field: 'name', sort: 'desc' }])).toBe('-name');
    expect(sortFromModel([])).toBe('');
    expect(sortFromModel([{ field: 'name', sort: null }])).toBe('');
    expect(sortFromModel([{ field: 'created', sort: 'desc' }], { created: 'createdAt' })).toBe('-createdAt');
  });

  it('maps the API sort back to the model', () => {
    expect(sortToModel('-name')).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(sortToModel('sortOrder')).toEqual([{ field: 'sortOrder', sort: 'asc' }]);
    expect(sortToModel('')).toEqual([]);
    expect(sortToModel('-createdAt', { created: 'createdAt' })).toEqual([{ field: 'created', sort: 'desc' }]);
  });

  it('reads the chosen ids of an include selection', () => {
    expect(selectedIds({ type: 'include', ids: new Set([3, '7', 0]) })).toEqual([3, 7]);
    expect(selectedIds({ type: 'exclude', ids: new Set([1]) })).toEqual([]);
  });
});

describe('list filters in the address', () => {
  const withParent = { sort: 'sortOrder', filterKeys: ['lessonId'] };
  it('reads and writes the declared filter keys only, refusing odd values', () => {
    expect(readListState(new URLSearchParams('lessonId=3&other=1'), withParent)).toMatchObject({ filters: { lessonId: '3' } });
    expect(readListState(new URLSearchParams('lessonId=a%20b'), withParent).filters).toEqual({});
    expect(writeListState({ page: 2, pageSize: 20, sort: 'sortOrder', search: '', tab: '', filters: { lessonId: '3' } }, withParent)).toBe('?lessonId=3&page=2');
    expect(writeListState({ page: 1, pageSize: 20, sort: 'sortOrder', search: '', tab: '', filters: { lessonId: '' } }, withParent)).toBe('');
  });

  it('sends the chosen filters with the fixed ones, which win', () => {
    expect(toListArgs({ page: 1, pageSize: 20, sort: '', search: '', tab: '', filters: { lessonId: '3', source: 'x' } }, { source: 'cambridge' })).toMatchObject({ filters: { lessonId: '3', source: 'cambridge' } });
    expect(toListArgs({ page: 1, pageSize: 20, sort: '', search: '', tab: '' })).not.toHaveProperty('filters');
  });
});
