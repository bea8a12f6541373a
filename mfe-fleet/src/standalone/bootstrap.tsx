import { renderStandalone } from '@frota/shared';
import Veiculos from '../exposes/veiculos';
import Motoristas from '../exposes/motoristas';
import Rastreadores from '../exposes/rastreadores';

// The remote alone, at the paths the shell mounts it (shell/src/remotes/route-table.ts).
renderStandalone('frota_fleet', [
  { label: 'Veículos', path: '/veiculos', element: <Veiculos /> },
  { label: 'Motoristas', path: '/motoristas', element: <Motoristas /> },
  { label: 'Rastreadores', path: '/rastreadores', element: <Rastreadores /> },
]);
