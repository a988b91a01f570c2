import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** What the mounted toaster (toaster.tsx) does with a toast. */
export interface ToasterHandle {
  enqueue: (message: SnackbarMessage, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key?: SnackbarKey) => void;
}

// The toasts asked for before the toaster is mounted: notistack, its styles and the toast card are
// a chunk of their own (toast-provider.tsx), not a part of every page's first load.
let pending: Array<{ message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } }> = [];
let toaster: ToasterHandle | null = null;
let isWanted = false;
let counter = 0;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for: the provider then mounts the toaster. */
export function isToasterWanted(): boolean {
  return isWanted;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the toaster once mounted (and with null when it unmounts): shows what waited for it. */
export function setToaster(handle: ToasterHandle | null): void {
  toaster = handle;
  if (!handle) return;
  const waiting = pending;
  pending = [];
  for (const toast of waiting) handle.enqueue(toast.message, toast.options);
}

/** Shows a toast (at once, or as soon as the toaster is there); returns its key. */
export function showToast(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${(counter += 1)}`;
  const withKey = { ...options, key };
  if (toaster) {
    toaster.enqueue(message, withKey);
    return key;
  }
  pending.push({ message, options: withKey });
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  return key;
}

/** Closes one toast (or all of them), shown or still waiting. */
export function closeToast(key?: SnackbarKey): void {
  if (toaster) toaster.close(key);
  else pending = key === undefined ? [] : pending.filter((toast) => toast.options.key !== key);
}
