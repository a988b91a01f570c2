'use client';

import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { closeToast, showToast } from './toast-queue';

export type { VariantType, SnackbarKey, OptionsObject } from 'notistack';
export { ToastProvider } from './toast-provider';

type Show = (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;

const show = (variant: OptionsObject['variant']): Show => (message, options) => showToast(message, { ...options, variant });

const TOAST = {
  show: show('default'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  close: closeToast,
};

/** Toasts by variant: `const toast = useToast(); toast.success(t('saved'))`. */
export function useToast() {
  return TOAST;
}
