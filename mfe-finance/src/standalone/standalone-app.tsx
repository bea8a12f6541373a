import { BrowserRouter, FrotaProvider, Navigate, Route, Routes } from '@frota/shared';
import Contratos from '../exposes/contratos';
import Pagamentos from '../exposes/pagamentos';
import VehiclePayments from '../exposes/VehiclePayments';
import { DevFrame, DevLogin } from './dev-frame';

const PAGES = [
  { label: 'Contratos', to: '/contratos' },
  { label: 'Pagamentos', to: '/pagamentos' },
  { label: 'Pagamentos do veículo 1', to: '/veiculos/1/pagamentos' },
];

/** The remote's exposes at the same paths the shell mounts them (shell/src/remotes/route-table.ts). */
export function StandaloneApp() {
  return (
    <FrotaProvider>
      <BrowserRouter>
        <DevFrame name="frota_finance" pages={PAGES}>
          <Routes>
            <Route path="/login" element={<DevLogin home="/contratos" />} />
            <Route path="/contratos/*" element={<Contratos />} />
            <Route path="/pagamentos/*" element={<Pagamentos />} />
            <Route path="/veiculos/:id/pagamentos" element={<VehiclePayments />} />
            <Route path="*" element={<Navigate to="/contratos" replace />} />
          </Routes>
        </DevFrame>
      </BrowserRouter>
    </FrotaProvider>
  );
}
