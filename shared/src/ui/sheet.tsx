import { loadOnFirstOpen } from './load-on-open';
import type { SheetProps } from './sheet-panel';

/**
 * A small task over the page (see sheet-panel.tsx); its code loads when it first opens. Until then what it holds
 * waits mounted and hidden, as in a closed sheet, so a control's own dialog (a receipt's) still opens.
 */
export const Sheet = loadOnFirstOpen<SheetProps>(
  () => import('./sheet-panel'),
  ({ children }) => <div hidden>{children}</div>,
);
