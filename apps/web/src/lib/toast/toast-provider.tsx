'use client';

import { SnackbarProvider } from 'notistack';
import type { HTMLAttributes, ReactNode } from 'react';
import { ToastContent } from './toast-content';

/** SPEC.md section 9: at most 5 toasts, no duplicates, 3000 ms, top right. */
export const TOAST_OPTIONS = {
  maxSnack: 5,
  preventDuplicate: true,
  autoHideDuration: 3000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

// data-testid goes on notistack's wrapper (one per toast); role="alert" is on ToastContent.
const components = { default: ToastContent, success: ToastContent, warning: ToastContent, error: ToastContent, info: ToastContent };

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider {...TOAST_OPTIONS} Components={components} SnackbarProps={{ 'data-testid': 'toast' } as HTMLAttributes<HTMLDivElement>}>
      {children}
    </SnackbarProvider>
  );
}
