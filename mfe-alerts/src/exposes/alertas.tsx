import { Route, Routes } from '@frota/shared';
import { EmConstrucao } from '../em-construcao';

export default function Alertas() {
  return (
    <Routes>
      <Route index element={<EmConstrucao titulo="Alertas" />} />
    </Routes>
  );
}
