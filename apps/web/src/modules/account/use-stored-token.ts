'use client';

import { useSyncExternalStore } from 'react';
import { readLocalStorage } from '@web/lib/api';

function subscribe(onChange: () => void) {
  // Another tab signing in or out changes the token here too.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A token of localStorage: `undefined` while rendering on the server and hydrating (nothing is
 * known yet), then the token or null.
 */
export function useStoredToken(key: string): string | null | undefined {
  return useSyncExternalStore(subscribe, () => readLocalStorage(key), () => undefined);
}
