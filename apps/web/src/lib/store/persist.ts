import type { Storage } from 'redux-persist';

/** localStorage behind redux-persist's promise interface; a no-op on the server or when blocked. */
export function createPersistStorage(): Storage {
  const local = (): globalThis.Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem: (key: string) => Promise.resolve(local()?.getItem(key) ?? null),
    setItem: (key: string, value: string) => Promise.resolve(local()?.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(local()?.removeItem(key)),
  };
}

/**
 * SPEC.md section 4: the store is restored on start, nothing is persisted (empty whitelist) and the
 * restoration gives up after 5000 ms.
 */
export const PERSIST_TIMEOUT_MS = 5000;

export const persistConfig = {
  key: 'lexam',
  version: 1,
  storage: createPersistStorage(),
  whitelist: [] as string[],
  timeout: PERSIST_TIMEOUT_MS,
};
