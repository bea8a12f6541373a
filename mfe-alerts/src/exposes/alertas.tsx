import { Route, Routes } from '@frota/shared';
import { AlertasPage } from '../alertas/alertas-page';

export default function Alertas() {
  return (
    <Routes>
      <Route index element={<AlertasPage />} />
    </Routes>
  );
}
