'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { doneProgress, loadProgress, startProgress } from './nprogress';
import { whenIdle } from '@web/lib/lazy-mount';
import { shouldStartProgress } from './should-start';

// The URL of the last rendered route: back/forward to a mere #hash change must not start the bar.
let renderedHref = '';

/** Ends the bar when the route (path or query) has changed, i.e. the new page is rendered. */
function ProgressDone() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    renderedHref = window.location.href;
    doneProgress();
  }, [pathname, searchParams]);
  return null;
}

/**
 * The navigation progress bar (SPEC.md section 2). The App Router has no route events, so it starts
 * on clicks on internal links (listened to in the capture phase, before next/link handles them) and
 * on back/forward, or via `useProgressRouter()` for programmatic pushes; it ends when the URL changes.
 */
export function ProgressBar() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const start = shouldStartProgress({
        href: anchor.href,
        currentHref: window.location.href,
        target: anchor.getAttribute('target'),
        hasDownload: anchor.hasAttribute('download'),
        button: event.button,
        hasModifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      });
      if (start) startProgress();
    };
    const onPopState = () => {
      if (renderedHref && shouldStartProgress({ href: window.location.href, currentHref: renderedHref })) startProgress();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    // The bar's module is fetched once the page is idle, so the first navigation shows it at once.
    const cancelPreload = whenIdle(() => void loadProgress());
    return () => {
      cancelPreload();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      <ProgressDone />
    </Suspense>
  );
}
