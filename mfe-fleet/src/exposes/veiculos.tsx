import { lazy, Suspense } from 'react';
import { Loading, Route } from '@frota/shared';
import { VeiculoScreens } from '../veiculos/veiculo-screens';
import { VeiculoRelatorio } from '../veiculos/relatorio/veiculo-relatorio';
import { VeiculoRastreadores } from '../veiculos/rastreadores/veiculo-rastreadores';

// the vistoria, used at a hand-over, loads on its own: the list and the report do not carry it
const VistoriaPage = lazy(() => import('../vistorias/vistoria-page').then((m) => ({ default: m.VistoriaPage })));

/** Mounted by the shell at /veiculos/*: list, novo, :id/editar, plus the report, trackers and vistoria of a vehicle. */
export default function Veiculos() {
  return (
    <VeiculoScreens>
      <Route path=":id/relatorio" element={<VeiculoRelatorio />} />
      <Route path=":id/rastreadores" element={<VeiculoRastreadores />} />
      <Route
        path=":id/vistoria"
        element={
          <Suspense fallback={<Loading />}>
            <VistoriaPage />
          </Suspense>
        }
      />
    </VeiculoScreens>
  );
}
