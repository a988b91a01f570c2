'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startProgress } from './nprogress';
import { shouldStartProgress } from './should-start';

/** next/navigation's router whose push and replace also start the progress bar. */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(() => {
    const withProgress =
      <A extends unknown[]>(navigate: (href: string, ...rest: A) => void) =>
      (href: string, ...rest: A) => {
        if (shouldStartProgress({ href, currentHref: window.location.href })) startProgress();
        navigate(href, ...rest);
      };
    return { ...router, push: withProgress(router.push), replace: withProgress(router.replace) };
  }, [router]);
}
