import { Route } from '@frota/shared';
import { VeiculoScreens } from '../veiculos/veiculo-screens';
import { VeiculoRelatorio } from '../veiculos/relatorio/veiculo-relatorio';
import { VeiculoRastreadores } from '../veiculos/rastreadores/veiculo-rastreadores';
import { VistoriaPage } from '../vistorias/vistoria-page';

/** Mounted by the shell at /veiculos/*: list, novo, :id/editar, plus the report, trackers and vistoria of a vehicle. */
export default function Veiculos() {
  return (
    <VeiculoScreens>
      <Route path=":id/relatorio" element={<VeiculoRelatorio />} />
      <Route path=":id/rastreadores" element={<VeiculoRastreadores />} />
      <Route path=":id/vistoria" element={<VistoriaPage />} />
    </VeiculoScreens>
  );
}
