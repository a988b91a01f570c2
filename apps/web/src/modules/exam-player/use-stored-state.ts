'use client';

import { useCallback, useState } from 'react';

/**
 * State kept in localStorage under a key (per attempt: flags, notes, the audio's place), so a reload
 * keeps it. `parse` validates what is read; a blocked storage keeps the state in memory.
 */
export function useStoredState<T>(key: string | null, parse: (raw: string | null) => T): [T, (update: (previous: T) => T) => void] {
  const [value, setValue] = useState<T>(() => {
    if (!key) return parse(null);
    try {
      return parse(window.localStorage.getItem(key));
    } catch {
      return parse(null);
    }
  });
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
