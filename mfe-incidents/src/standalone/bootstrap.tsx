import { renderStandalone } from '@frota/shared';
import Manutencoes from '../exposes/manutencoes';
import Multas from '../exposes/multas';
import Sinistros from '../exposes/sinistros';

// The remote alone, at the paths the shell mounts it (shell/src/remotes/route-table.ts).
renderStandalone('frota_incidents', [
  { label: 'Manutenções', path: '/manutencoes', element: <Manutencoes /> },
  { label: 'Multas', path: '/multas', element: <Multas /> },
  { label: 'Sinistros', path: '/sinistros', element: <Sinistros /> },
]);
