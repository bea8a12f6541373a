import { CloseButton, Drawer, Portal } from '@frota/shared';
import { DRAWER_WIDTH } from './dimensions';
import { SideMenu } from './side-menu';

/** The temporary menu below `sm`. Loaded on the first tap of "Abrir menu": dialogs come with the screens' kit. */
export default function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={DRAWER_WIDTH}>
            <Drawer.Header>
              <Drawer.Title>Frota</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0" asChild>
              <nav aria-label="Menu principal">
                <SideMenu onNavigate={() => onOpenChange(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
