import { defineResource } from '../../crud/define-resource';
import { alertasManutencao } from '../../db/schema';

export const veiculosResource = defineResource({
  entity: 'veiculos',
  // alerts are derived from the vehicle's data, not records anyone typed: they go with it
  derived: [{ table: alertasManutencao, column: alertasManutencao.veiculo_id }],
});
