import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

/**
 * A small task over the page (record a receipt, settle a contract): a sheet from the bottom on a phone, where the
 * thumb is, a side panel from `md`. Open while mounted unless `open` says otherwise (closed, its content stays
 * mounted, hidden); closing it (the ×, Esc, the backdrop) calls `onClose`.
 */
export function Sheet({ title, open = true, onClose, children }: { title: string; open?: boolean; onClose: () => void; children: ReactNode }) {
  return (
    // lazyMount/unmountOnExit off: what a closed sheet holds keeps its state and its own dialogs (Chakra's default drops them)
    <Drawer.Root open={open} lazyMount={false} unmountOnExit={false} placement={{ base: 'bottom', md: 'end' }} onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ md: 'md' }} maxH="100dvh" overflowY="auto">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
