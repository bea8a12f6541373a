import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { loadOnFirstOpen } from './load-on-open';

/** Asks before a step that cannot be undone; its code loads on the first ask. */
export const ConfirmDialog = loadOnFirstOpen<ConfirmDialogProps>(() => import('./confirm-dialog-panel'));
