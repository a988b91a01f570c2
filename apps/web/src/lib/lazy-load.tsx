'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from '@web/components/loading-screen';
import { LAZY_DELAY_MS } from './animate/config';

/**
 * Renders `children` (a spinner by default) only after `delay` ms: a screen that loads faster than
 * that shows nothing instead of a flash of spinner (SPEC.md section 9: 200 ms).
 */
export function DelayedFallback({ delay = LAZY_DELAY_MS, children }: { delay?: number; children?: ReactNode }) {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return isVisible ? <>{children ?? <LoadingScreen />}</> : null;
}

/**
 * `const Editor = lazyLoad(() => import('./editor'))`: a code-split component behind a Suspense
 * boundary whose fallback appears after 200 ms. The module must default-export the component.
 */
export function lazyLoad<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>, { fallback, delay = LAZY_DELAY_MS }: { fallback?: ReactNode; delay?: number } = {}) {
  const Lazy = lazy(loader);
  function LazyLoaded(props: P) {
    return (
      <Suspense fallback={<DelayedFallback delay={delay}>{fallback}</DelayedFallback>}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyLoaded;
}
