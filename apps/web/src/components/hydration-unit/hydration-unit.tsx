import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that React hydrates on its own (a Suspense boundary; nothing in it needs to
 * suspend): the page's first screen is hydrated first, then each such part in a task of its own,
 * instead of the whole page in one long task that keeps the main thread from the learner's input.
 * Server-rendered as usual; for sections below the first screen.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
