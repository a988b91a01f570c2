'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch } from '@web/lib/store/hooks';
import { lessonTestFilterSlice, type TestFilterState } from '@web/lib/store/slices/filter-slice';
import { changeTestFilter, mergeTestFilter, readTestFilter } from './test-filter';

/**
 * The lesson-online-test filter of SPEC.md 3, held in the address (a reload or a shared link shows
 * the same tests) and mirrored into its Redux slice. Changes replace the history entry.
 */
export function useTestFilter() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  const query = searchParams.toString();
  const filter = useMemo(() => readTestFilter(new URLSearchParams(query)), [query]);

  useEffect(() => {
    dispatch(lessonTestFilterSlice.actions.setFilter(filter));
  }, [dispatch, filter]);

  const update = useCallback(
    (change: Partial<TestFilterState>) => {
      const search = window.location.search;
      const next = changeTestFilter(readTestFilter(new URLSearchParams(search)), change);
      window.history.replaceState(null, '', `${pathname}${mergeTestFilter({ search, filter: next })}`);
    },
    [pathname],
  );

  return { filter, update };
}
