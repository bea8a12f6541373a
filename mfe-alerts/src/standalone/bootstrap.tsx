import { renderStandalone } from '@frota/shared';
import Alertas from '../exposes/alertas';

// The remote alone, at the paths the shell mounts it (shell/src/remotes/route-table.ts).
renderStandalone('frota_alerts', [
  { label: 'Alertas', path: '/alertas', element: <Alertas /> },
]);
