/**
 * Forgetting one person's data when the session changes, without the store's code: the auth
 * provider lives at the root and calls `resetSessionData()`, while the store (Redux Toolkit, RTK
 * Query), which only some areas load, registers how to reset itself when it is made. Nothing is
 * registered on a page that has no store, and then there is nothing to forget.
 */
let reset: (() => void) | null = null;

/** The browser's store tells how to empty itself (make-store.ts). */
export function registerSessionReset(fn: () => void): void {
  reset = fn;
}

/**
 * Empties what the store keeps of the person who was signed in: RTK Query's cache of both APIs and
 * the app's slices. Called on every sign-out and sign-in, before the new person's screens render, so
 * a learner on a shared computer never sees the last one's profile, results or lists.
 */
export function resetSessionData(): void {
  reset?.();
}
