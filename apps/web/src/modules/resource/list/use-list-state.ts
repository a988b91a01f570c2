'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import { readListState, writeListState, type ListDefaults, type ListState } from './list-query';

/** Where the last list address of a resource is kept, so a form can return to the same page. */
export const listAddressKey = (resourceKey: string) => `resource-list:${resourceKey}`;

/** The address a form goes back to: the list as it was left, or the list itself. */
export function lastListAddress(resourceKey: string, listPath: string): string {
  try {
    const saved = window.sessionStorage.getItem(listAddressKey(resourceKey));
    return saved && saved.startsWith(`${listPath}?`) ? saved : listPath;
  } catch {
    return listPath;
  }
}

/**
 * How a change enters the history: a new page, size, sort or tab is a step "back" returns from;
 * a search typed (and a correction after a deletion) replaces the current entry, so typing does not
 * fill the history.
 */
export type HistoryMode = 'push' | 'replace';

/**
 * A list's page, size, sort, search and tab, held in the address (`?page=2&sort=-name&q=ann`):
 * reloading, back and forward, or coming back from a form show the same rows. The address is the
 * only copy of the state, so nothing can pull it back to an older page. Changes go through the
 * History API without a server round trip (Next.js syncs `useSearchParams` with it).
 */
export function useListState({ resourceKey, defaults }: { resourceKey: string; defaults: ListDefaults }) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const { sort: defaultSort, tab: defaultTab, pageSize: defaultSize } = defaults;
  const filterKeys = defaults.filterKeys?.join(',') ?? '';
  const state = useMemo(
    () => readListState(new URLSearchParams(searchParams.toString()), { sort: defaultSort, tab: defaultTab, pageSize: defaultSize, filterKeys: filterKeys ? filterKeys.split(',') : undefined }),
    [searchParams, defaultSort, defaultTab, defaultSize, filterKeys],
  );

  const update = useCallback(
    (changes: Partial<ListState>, mode: HistoryMode = 'push') => {
      const listDefaults = { sort: defaultSort, tab: defaultTab, pageSize: defaultSize, filterKeys: filterKeys ? filterKeys.split(',') : undefined };
      const current = readListState(new URLSearchParams(window.location.search), listDefaults);
      const address = `${pathname}${writeListState({ ...current, ...changes, filters: { ...current.filters, ...changes.filters } }, listDefaults)}`;
      if (address === `${window.location.pathname}${window.location.search}`) return;
      if (mode === 'push') window.history.pushState(null, '', address);
      else window.history.replaceState(null, '', address);
    },
    [pathname, defaultSort, defaultTab, defaultSize, filterKeys],
  );

  const query = searchParams.toString();
  useEffect(() => {
    try {
      window.sessionStorage.setItem(listAddressKey(resourceKey), query ? `${pathname}?${query}` : pathname);
    } catch {
      // Storage may be blocked; the form then returns to the list's first page.
    }
  }, [resourceKey, pathname, query]);

  return { state, update };
}
