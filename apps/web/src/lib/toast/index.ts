'use client';

import { useSnackbar, type OptionsObject, type SnackbarMessage } from 'notistack';
import { useMemo } from 'react';

export { useSnackbar, enqueueSnackbar, closeSnackbar } from 'notistack';
export type { VariantType, SnackbarKey, OptionsObject } from 'notistack';
export { ToastProvider, TOAST_OPTIONS } from './toast-provider';

type Show = (message: SnackbarMessage, options?: OptionsObject) => ReturnType<ReturnType<typeof useSnackbar>['enqueueSnackbar']>;

/** Toasts by variant: `const toast = useToast(); toast.success(t('saved'))`. */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: OptionsObject['variant']): Show => (message, options) => enqueueSnackbar(message, { ...options, variant });
    return {
      show: show('default'),
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
      error: show('error'),
      close: closeSnackbar,
    };
  }, [enqueueSnackbar, closeSnackbar]);
}
