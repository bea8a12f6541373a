import { BrowserRouter, FrotaProvider, Navigate, Route, Routes } from '@frota/shared';
import Motoristas from '../exposes/motoristas';
import Rastreadores from '../exposes/rastreadores';
import Veiculos from '../exposes/veiculos';
import { DevFrame, DevLogin } from './dev-frame';

const PAGES = [
  { label: 'Veículos', to: '/veiculos' },
  { label: 'Motoristas', to: '/motoristas' },
  { label: 'Rastreadores', to: '/rastreadores' },
];

/** The remote's exposes at the same paths the shell mounts them (shell/src/remotes/route-table.ts). */
export function StandaloneApp() {
  return (
    <FrotaProvider>
      <BrowserRouter>
        <DevFrame name="frota_fleet" pages={PAGES}>
          <Routes>
            <Route path="/login" element={<DevLogin home="/veiculos" />} />
            <Route path="/veiculos/*" element={<Veiculos />} />
            <Route path="/motoristas/*" element={<Motoristas />} />
            <Route path="/rastreadores/*" element={<Rastreadores />} />
            <Route path="*" element={<Navigate to="/veiculos" replace />} />
          </Routes>
        </DevFrame>
      </BrowserRouter>
    </FrotaProvider>
  );
}
