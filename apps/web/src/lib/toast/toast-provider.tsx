'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterWanted, subscribeToaster } from './toast-queue';

const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

/**
 * The toasts of the app. The toaster (notistack and the toast card) mounts beside the page with
 * the first toast, from a chunk fetched once the page is idle: a toast shown later, even with the
 * network lost, still appears at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const isWanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  useEffect(() => {
    const preload = () => void import('./toaster').catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return (
    <>
      {children}
      {isWanted && <Toaster />}
    </>
  );
}
