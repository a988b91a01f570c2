'use client';

import { startTransition, useCallback, useEffect, useState } from 'react';
import { readLocalStorage } from '@web/lib/api/http-client';
import { isHydrating } from '@web/lib/hydration';

const readStored = (key: string | null) => (key ? readLocalStorage(key) : null);

/**
 * State kept in localStorage under a key (per attempt: flags, notes, the audio's place), so a reload
 * keeps it. `parse` validates what is read; a blocked storage keeps the state in memory. A screen the
 * server rendered (it has no localStorage) is hydrated with `parse(null)`, as the server rendered it,
 * and gets the stored value right after, in a transition (only when something is stored).
 */
export function useStoredState<T>(key: string | null, parse: (raw: string | null) => T): [T, (update: (previous: T) => T) => void] {
  const [wasHydrating] = useState(isHydrating);
  const [value, setValue] = useState<T>(() => parse(wasHydrating ? null : readStored(key)));
  useEffect(() => {
    if (!wasHydrating) return;
    const raw = readStored(key);
    if (raw !== null) startTransition(() => setValue(parse(raw)));
    // Once, after hydration: later changes of the value go through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = useCallback(
    (change: (previous: T) => T) => {
      setValue((previous) => {
        const next = change(previous);
        if (key) {
          try {
            window.localStorage.setItem(key, JSON.stringify(next));
          } catch {
            // Storage full or blocked: the value still lives for this page.
          }
        }
        return next;
      });
    },
    [key],
  );
  return [value, update];
}

/** A stored list of numbers (the flagged questions). */
export function parseNumberList(raw: string | null): number[] {
  try {
    const value = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}
