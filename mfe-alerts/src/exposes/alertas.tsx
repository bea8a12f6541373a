import { EmConstrucao, Route, Routes } from '@frota/shared';

export default function Alertas() {
  return (
    <Routes>
      <Route index element={<EmConstrucao titulo="Alertas" />} />
    </Routes>
  );
}
