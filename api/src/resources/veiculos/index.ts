import { defineResource } from '../../crud/define-resource';
import { alertasManutencao, leiturasKm } from '../../db/schema';
import { DOCUMENTO_VENCIDO, DOCUMENTO_VENCIDO_EM } from '../../db/queries/documentos';
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
  // and whether a licenciamento or seguro past due keeps it off the road (issue 35)
  computed: {
    quilometragem_atual: QUILOMETRAGEM_ATUAL,
    situacao: SITUACAO_VEICULO,
    motorista_atual: MOTORISTA_ATUAL,
    documento_vencido: DOCUMENTO_VENCIDO,
    documento_vencido_em: DOCUMENTO_VENCIDO_EM,
  },
});
