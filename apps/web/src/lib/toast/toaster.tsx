'use client';

import { SnackbarProvider } from 'notistack';
import { useEffect, useRef, type HTMLAttributes } from 'react';
import { ToastContent } from './toast-content';
import classes from './toaster.module.css';
import { setToaster } from './toast-queue';

/** SPEC.md section 9: at most 5 toasts, no duplicates, 3000 ms, top right: below the header, so its buttons stay usable. */
export const TOAST_OPTIONS = {
  maxSnack: 5,
  preventDuplicate: true,
  autoHideDuration: 3000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

// data-testid goes on notistack's wrapper (one per toast); role="alert" is on ToastContent.
const components = { default: ToastContent, success: ToastContent, warning: ToastContent, error: ToastContent, info: ToastContent };

/** notistack's provider, mounted beside the page once a toast is wanted; it shows the toasts of toast-queue.ts. */
export function Toaster() {
  const provider = useRef<SnackbarProvider>(null);
  useEffect(() => {
    setToaster({
      enqueue: (message, options) => provider.current?.enqueueSnackbar(message, options),
      close: (key) => provider.current?.closeSnackbar(key),
    });
    return () => setToaster(null);
  }, []);
  return <SnackbarProvider ref={provider} {...TOAST_OPTIONS} classes={{ containerAnchorOriginTopRight: classes.belowHeader }} Components={components} SnackbarProps={{ 'data-testid': 'toast' } as HTMLAttributes<HTMLDivElement>} />;
}
