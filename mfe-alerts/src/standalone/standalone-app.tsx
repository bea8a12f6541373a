import { BrowserRouter, FrotaProvider, Navigate, Route, Routes } from '@frota/shared';
import Alertas from '../exposes/alertas';
import { DevFrame, DevLogin } from './dev-frame';

const PAGES = [{ label: 'Alertas', to: '/alertas' }];

/** The remote's exposes at the same paths the shell mounts them (shell/src/remotes/route-table.ts). */
export function StandaloneApp() {
  return (
    <FrotaProvider>
      <BrowserRouter>
        <DevFrame name="frota_alerts" pages={PAGES}>
          <Routes>
            <Route path="/login" element={<DevLogin home="/alertas" />} />
            <Route path="/alertas/*" element={<Alertas />} />
            <Route path="*" element={<Navigate to="/alertas" replace />} />
          </Routes>
        </DevFrame>
      </BrowserRouter>
    </FrotaProvider>
  );
}
