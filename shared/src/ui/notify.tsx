import { CloseButton, Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

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

/** Rendered once by FrotaProvider. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar notificação" />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
