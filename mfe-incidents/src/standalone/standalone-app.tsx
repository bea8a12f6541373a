import { BrowserRouter, FrotaProvider, Navigate, Route, Routes } from '@frota/shared';
import Manutencoes from '../exposes/manutencoes';
import Multas from '../exposes/multas';
import Sinistros from '../exposes/sinistros';
import { DevFrame, DevLogin } from './dev-frame';

const PAGES = [
  { label: 'Manutenções', to: '/manutencoes' },
  { label: 'Multas', to: '/multas' },
  { label: 'Sinistros', to: '/sinistros' },
];

/** The remote's exposes at the same paths the shell mounts them (shell/src/remotes/route-table.ts). */
export function StandaloneApp() {
  return (
    <FrotaProvider>
      <BrowserRouter>
        <DevFrame name="frota_incidents" pages={PAGES}>
          <Routes>
            <Route path="/login" element={<DevLogin home="/manutencoes" />} />
            <Route path="/manutencoes/*" element={<Manutencoes />} />
            <Route path="/multas/*" element={<Multas />} />
            <Route path="/sinistros/*" element={<Sinistros />} />
            <Route path="*" element={<Navigate to="/manutencoes" replace />} />
          </Routes>
        </DevFrame>
      </BrowserRouter>
    </FrotaProvider>
  );
}
