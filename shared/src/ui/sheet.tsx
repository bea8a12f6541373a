import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

/**
 * A small task over the page (record a receipt, settle a contract): a sheet from the bottom on a phone, where the
 * thumb is, a side panel from `md`. Open while mounted; closing it (the ×, Esc, the backdrop) calls `onClose`.
 */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer.Root open placement={{ base: 'bottom', md: 'end' }} onOpenChange={(d) => (d.open ? undefined : onClose())}>
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
