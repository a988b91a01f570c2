import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { NOTIFY_STORAGE_KEY } from '../config';

export type NotifyWish = { email: string; savedAt: string };

const CHANGE_EVENT = 'lexam:notify-wish';

function subscribe(onChange: () => void) {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === NOTIFY_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', handleStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', handleStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(NOTIFY_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseWish(raw: string | null): NotifyWish | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<NotifyWish>;
    return typeof value.email === 'string' && typeof value.savedAt === 'string' ? { email: value.email, savedAt: value.savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * The "tell me when it opens" wish of this browser. There is no mailing list behind it yet: the
 * address stays in this device's storage, and the coming-soon page reads it back.
 */
export function useNotifyWish() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const wish = useMemo(() => parseWish(raw), [raw]);

  const save = useCallback((email: string): boolean => {
    try {
      const value: NotifyWish = { email, savedAt: new Date().toISOString() };
      window.localStorage.setItem(NOTIFY_STORAGE_KEY, JSON.stringify(value));
      window.dispatchEvent(new Event(CHANGE_EVENT));
      return true;
    } catch {
      return false;
    }
  }, []);

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(NOTIFY_STORAGE_KEY);
    } finally {
      window.dispatchEvent(new Event(CHANGE_EVENT));
    }
  }, []);

  return { wish, save, clear };
}
