import { Route } from '@frota/shared';
import { VeiculoScreens } from '../veiculos/veiculo-screens';
import { VeiculoRelatorio } from '../veiculos/relatorio/veiculo-relatorio';
import { VeiculoRastreadores } from '../veiculos/rastreadores/veiculo-rastreadores';

/** Mounted by the shell at /veiculos/*: list, novo, :id/editar, plus the report and trackers of a vehicle. */
export default function Veiculos() {
  return (
    <VeiculoScreens>
      <Route path=":id/relatorio" element={<VeiculoRelatorio />} />
      <Route path=":id/rastreadores" element={<VeiculoRastreadores />} />
    </VeiculoScreens>
  );
}
