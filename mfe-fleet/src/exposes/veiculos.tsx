import { EmConstrucao, Route } from '@frota/shared';
import { VeiculoScreens } from '../veiculos/veiculo-screens';

/** Mounted by the shell at /veiculos/*: list, novo, :id/editar, plus the report and trackers of a vehicle. */
export default function Veiculos() {
  return (
    <VeiculoScreens>
      <Route path=":id/relatorio" element={<EmConstrucao titulo="Relatório do veículo" />} />
      <Route path=":id/rastreadores" element={<EmConstrucao titulo="Rastreadores do veículo" />} />
    </VeiculoScreens>
  );
}
