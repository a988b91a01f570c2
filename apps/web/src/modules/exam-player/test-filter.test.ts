import { describe, expect, it } from 'vitest';
import { changeTestFilter, mergeTestFilter, readTestFilter, writeTestFilter } from './test-filter';

const initial = { lessonId: 0, testId: 0, searchByName: '', pageIndex: 0 };

describe('test filter', () => {
  it('starts at 0, 0, empty, 0 and ignores odd values', () => {
    expect(readTestFilter(new URLSearchParams(''))).toEqual(initial);
    expect(readTestFilter(new URLSearchParams('lessonId=-2&testId=x&pageIndex=1.5'))).toEqual(initial);
  });

  it('round-trips through the address, leaving initial values out', () => {
    const filter = { lessonId: 3, testId: 0, searchByName: 'demo test', pageIndex: 2 };
    expect(writeTestFilter(filter)).toBe('?lessonId=3&searchByName=demo+test&pageIndex=2');
    expect(readTestFilter(new URLSearchParams(writeTestFilter(filter)))).toEqual(filter);
    expect(writeTestFilter(initial)).toBe('');
  });

  it('another lesson clears the test and the page; a search goes back to the first page; paging keeps the rest', () => {
    const filter = { lessonId: 3, testId: 8, searchByName: 'x', pageIndex: 2 };
    expect(changeTestFilter(filter, { lessonId: 4 })).toEqual({ lessonId: 4, testId: 0, searchByName: 'x', pageIndex: 0 });
    expect(changeTestFilter(filter, { searchByName: 'y' })).toEqual({ lessonId: 3, testId: 8, searchByName: 'y', pageIndex: 0 });
    expect(changeTestFilter(filter, { pageIndex: 5 })).toEqual({ ...filter, pageIndex: 5 });
    expect(changeTestFilter(filter, { lessonId: 3 })).toEqual(filter);
  });
});

describe('mergeTestFilter', () => {
  it('keeps the parameters that are not the filter and replaces the filter ones', () => {
    expect(mergeTestFilter({ search: '?edition=ets2023&lessonId=3&pageIndex=2', filter: { lessonId: 4, testId: 0, searchByName: '', pageIndex: 0 } })).toBe('?edition=ets2023&lessonId=4');
    expect(mergeTestFilter({ search: '', filter: { lessonId: 0, testId: 0, searchByName: 'demo', pageIndex: 1 } })).toBe('?searchByName=demo&pageIndex=1');
    expect(mergeTestFilter({ search: '?lessonId=1', filter: { lessonId: 0, testId: 0, searchByName: '', pageIndex: 0 } })).toBe('');
  });
});
