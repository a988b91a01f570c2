'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '@web/lib/lazy-mount';
import { isToasterWanted, subscribeToaster } from './toast-queue';

const loadToaster = () => import('./toaster');
const TOASTER = [loadToaster];
const Toaster = dynamic(() => loadToaster().then((module) => module.Toaster), { ssr: false });

/**
 * The toasts of the app. The toaster (notistack and the toast card) mounts beside the page with
 * the first toast, from a chunk fetched once the page is idle: a toast shown later, even with the
 * network lost, still appears at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const isWanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  usePreloadWhenIdle(TOASTER);
  return (
    <>
      {children}
      {isWanted && <Toaster />}
    </>
  );
}
