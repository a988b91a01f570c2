'use client';

import { useEffect, useState } from 'react';

// Helpers for the parts of a screen that are code-split and loaded on demand (menus, drawers,
// dialogs, the toaster): mounted when first wanted, and fetched ahead once the page is idle.

/**
 * True from the first time `value` is true on: a lazily loaded part mounts when it is first
 * wanted (its menu opened, its dialog asked for) and stays mounted, so it can animate closed.
 */
export function useWantedOnce(value: boolean): boolean {
  const [wasWanted, setWanted] = useState(value);
  if (value && !wasWanted) setWanted(true);
  return wasWanted || value;
}

/** Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns its cancel. */
export function whenIdle(callback: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, Math.min(timeoutMs, 2000));
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}

/**
 * Fetches code-split modules once the page is idle after its first render, so that what they draw
 * opens at once, and still opens when the network is lost later. `loaders` must be a stable
 * (module-level) list.
 */
export function usePreloadWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>, timeoutMs?: number): void {
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of loaders) load().catch(() => undefined);
      }, timeoutMs),
    [loaders, timeoutMs],
  );
}
