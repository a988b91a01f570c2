'use client';

import { useEffect } from 'react';

// Whether the page's server HTML is still being hydrated. State that the server cannot know (what
// this browser keeps in localStorage) must start as the server rendered it while hydrating, and be
// read after; on a later, client-side mount it can be read at once. A module flag, not a
// useSyncExternalStore of the same question: that one re-renders every component that asks,
// synchronously, right after hydration (the whole exam screen).

let isPageHydrated = false;

/**
 * For a useState initializer: true on the server and during the page's first hydration, false in
 * any render after it. Inside a Suspense boundary that hydrates after the page (HydrationUnit) it
 * is already false: read browser-only state there in an effect instead.
 */
export function isHydrating(): boolean {
  return typeof window === 'undefined' || !isPageHydrated;
}

/** Rendered once at the root: its effect runs after the page's first hydration (children's effects run before it). */
export function HydrationMark(): null {
  useEffect(() => {
    isPageHydrated = true;
  }, []);
  return null;
}
