import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

export interface SheetProps {
  title: string;
  open?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** 'start': the app's menu, from the left edge; by default a sheet from the bottom on a phone, a side panel from `md`. */
  side?: 'start';
  /** The × button's name; "Fechar" unless the sheet needs to say what it closes. */
  closeLabel?: string;
  /** The panel's width from the side; `md` by default. */
  width?: string;
  /** No padding around the content, which brings its own (a menu). */
  flush?: boolean;
}

/**
 * A small task over the page (record a receipt, settle a contract) or the phone's menu. Open while mounted unless
 * `open` says otherwise (closed, its content stays mounted, hidden); closing it (the ×, Esc, the backdrop) calls `onClose`.
 */
export default function SheetPanel({ title, open = true, onClose, children, side, closeLabel = 'Fechar', width = 'md', flush = false }: SheetProps) {
  return (
    // lazyMount/unmountOnExit off: what a closed sheet holds keeps its state and its own dialogs (Chakra's default drops them)
    <Drawer.Root
      open={open}
      lazyMount={false}
      unmountOnExit={false}
      placement={side ?? { base: 'bottom', md: 'end' }}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* a phone's sheet from the bottom leaves the top strip to the toasts (ui/notify.ts), so none covers its title */}
          <Drawer.Content maxW={side ? width : { md: width }} maxH={side ? '100dvh' : { base: 'calc(100dvh - 5rem)', md: '100dvh' }} overflowY="auto">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p={flush ? '0' : undefined}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
