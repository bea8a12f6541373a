import { defineResource } from '../../crud/define-resource';
import { alertasManutencao, leiturasKm } from '../../db/schema';
import { MOTORISTA_ATUAL, QUILOMETRAGEM_ATUAL, SITUACAO_VEICULO } from '../../db/queries/veiculos';

export const veiculosResource = defineResource({
  entity: 'veiculos',
  // alerts are derived from the vehicle's data, not records anyone typed: they go with it
  // and so are its km readings (its maintenance and vistorias, which keep it from being deleted, have their own)
  derived: [
    { table: alertasManutencao, column: alertasManutencao.veiculo_id },
    { table: leiturasKm, column: leiturasKm.veiculo_id },
  ],
  // the list says where each car is: the km the report and the alerts call current, today's situação and its driver
  computed: { quilometragem_atual: QUILOMETRAGEM_ATUAL, situacao: SITUACAO_VEICULO, motorista_atual: MOTORISTA_ATUAL },
});
