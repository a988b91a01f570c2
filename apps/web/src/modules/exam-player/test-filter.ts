import { initialTestFilter, type TestFilterState } from '@web/lib/store/slices/filter-slice';

function readCount(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : 0;
}

/** The lesson-online-test filter (SPEC.md 3) from the address: lessonId, testId, searchByName, pageIndex; 0 / empty when absent or odd. */
export function readTestFilter(params: URLSearchParams): TestFilterState {
  return {
    lessonId: readCount(params.get('lessonId')),
    testId: readCount(params.get('testId')),
    searchByName: (params.get('searchByName') ?? '').slice(0, 200),
    pageIndex: readCount(params.get('pageIndex')),
  };
}

/** The address's query of a filter (`?lessonId=2&pageIndex=1`); values at their initial state are left out. */
export function writeTestFilter(filter: TestFilterState): string {
  const params = new URLSearchParams();
  for (const key of ['lessonId', 'testId', 'searchByName', 'pageIndex'] as const) {
    const value = filter[key];
    if (value !== initialTestFilter[key] && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filter after a change, with the slice's rules: another lesson clears the test and goes back to
 * the first page; another test or search goes back to the first page.
 */
export function changeTestFilter(filter: TestFilterState, change: Partial<TestFilterState>): TestFilterState {
  const next = { ...filter, ...change };
  if (change.lessonId !== undefined && change.lessonId !== filter.lessonId && change.testId === undefined) next.testId = 0;
  const isNarrowed = (['lessonId', 'testId', 'searchByName'] as const).some((key) => change[key] !== undefined && change[key] !== filter[key]);
  if (isNarrowed && change.pageIndex === undefined) next.pageIndex = 0;
  return next;
}

const FILTER_KEYS = ['lessonId', 'testId', 'searchByName', 'pageIndex'] as const;

/**
 * The address's query after a filter change, keeping the parameters that are not the filter's (the
 * TOEIC list's `edition`): `?edition=ets2023&lessonId=2`.
 */
export function mergeTestFilter({ search, filter }: { search: string; filter: TestFilterState }): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) params.delete(key);
  for (const [key, value] of new URLSearchParams(writeTestFilter(filter))) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
