import { createToaster } from '@chakra-ui/react';

/** Toasts stay 6 s (SPEC §9). */
export const TOAST_DURATION_MS = 6000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 5 });

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
