import { useMemo } from 'react';

/**
 * The same object for as long as its value (plain JSON data) stays the same, whatever identity
 * each render gives it: for props that a component compares by identity (DataGrid's models).
 */
export function useSameValue<T>(value: T): T {
  const key = JSON.stringify(value);
  return useMemo(() => (key === undefined ? undefined : JSON.parse(key)) as T, [key]);
}
