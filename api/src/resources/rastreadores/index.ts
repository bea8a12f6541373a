import { entityTexts, idParams } from '@frota/shared/domain';
import { defineResource, equalsFilter } from '../../crud/definition';
import { rastreadores } from '../../db/schema';
import { searchByPlaca, placaDoVeiculo, VEICULO_RESUMO } from '../embeds';

export const CODIGO_DUPLICADO = 'Já existe um rastreador com este código de identificação';

export const rastreadoresResource = defineResource({
  entity: 'rastreadores',
  table: rastreadores,
  searchable: [rastreadores.nome_dispositivo, rastreadores.codigo_identificacao, searchByPlaca(rastreadores.veiculo_id)],
  sortable: {
    nome_dispositivo: rastreadores.nome_dispositivo,
    codigo_identificacao: rastreadores.codigo_identificacao,
    data_compra: rastreadores.data_compra,
    km_atual: rastreadores.km_atual,
    veiculo: placaDoVeiculo(rastreadores.veiculo_id),
  },
  // a vehicle's trackers come from the server (SPEC §7's app filtered the whole list in the browser)
  filters: { veiculo_id: equalsFilter(rastreadores.veiculo_id, idParams.shape.id) },
  unique: { rastreadores_codigo_identificacao_key: { field: 'codigo_identificacao', message: CODIGO_DUPLICADO } },
  foreignKeys: { veiculo_id: entityTexts.veiculos.notFound },
  embeds: [VEICULO_RESUMO],
});
