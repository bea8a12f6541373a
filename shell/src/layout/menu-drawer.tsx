import { Sheet } from '@frota/shared';
import { DRAWER_WIDTH } from './dimensions';
import { SideMenu } from './side-menu';

/** The temporary menu below `sm`. Loaded on the first tap of "Abrir menu": dialogs come with the screens' kit. */
export default function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet title="Frota" open={open} onClose={() => onOpenChange(false)} side="start" width={DRAWER_WIDTH} closeLabel="Fechar menu" flush>
      <nav aria-label="Menu principal">
        <SideMenu onNavigate={() => onOpenChange(false)} />
      </nav>
    </Sheet>
  );
}
