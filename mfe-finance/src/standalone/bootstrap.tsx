import { renderStandalone } from '@frota/shared';
import Contratos from '../exposes/contratos';
import Pagamentos from '../exposes/pagamentos';
import VehiclePayments from '../exposes/VehiclePayments';

// The remote alone, at the paths the shell mounts it (shell/src/remotes/route-table.ts).
renderStandalone('frota_finance', [
  { label: 'Contratos', path: '/contratos', element: <Contratos /> },
  { label: 'Pagamentos', path: '/pagamentos', element: <Pagamentos /> },
  { label: 'Pagamentos do veículo 1', path: '/veiculos/:id/pagamentos', link: '/veiculos/1/pagamentos', element: <VehiclePayments /> },
]);
