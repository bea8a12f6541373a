import { createToaster } from '@chakra-ui/react';

/** Toasts stay 6 s (SPEC §9). */
export const TOAST_DURATION_MS = 6000;

/**
 * Where a toast never covers a sheet's title: from `md` a sheet opens at the right edge, so toasts go to the bottom
 * left, over the menu; on a phone a sheet rises from the bottom and stops below the top strip the toasts use.
 */
const toastPlacement = (desktop: boolean) => (desktop ? 'bottom-start' : 'top');

const desktop = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches;

export const toaster = createToaster({ placement: toastPlacement(desktop), duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 5 });

/** The success and error toasts of every list and form. */
export const notify = {
  success(text: string): string {
    return toaster.create({ title: text, type: 'success', duration: TOAST_DURATION_MS });
  },
  error(text: string): string {
    return toaster.create({ title: text, type: 'error', duration: TOAST_DURATION_MS });
  },
  info(text: string): string {
    return toaster.create({ title: text, type: 'info', duration: TOAST_DURATION_MS });
  },
};
