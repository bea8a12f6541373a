import { z } from 'zod';
import { entityTexts, idParams, MSG, STATUS_MANUTENCAO, TIPOS_MANUTENCAO } from '@frota/shared/domain';
import { defineResource, equalsFilter } from '../../crud/definition';
import { periodFilters } from '../../crud/period';
import { manutencoes } from '../../db/schema';
import { searchByPlaca, placaDoVeiculo, VEICULO_RESUMO } from '../embeds';

export const manutencoesResource = defineResource({
  entity: 'manutencoes',
  table: manutencoes,
  searchable: [manutencoes.descricao, searchByPlaca(manutencoes.veiculo_id)],
  sortable: {
    data_manutencao: manutencoes.data_manutencao,
    tipo_manutencao: manutencoes.tipo_manutencao,
    descricao: manutencoes.descricao,
    quilometragem: manutencoes.quilometragem,
    custo: manutencoes.custo,
    status_atual: manutencoes.status_atual,
    veiculo: placaDoVeiculo(manutencoes.veiculo_id),
  },
  filters: {
    veiculo_id: equalsFilter(manutencoes.veiculo_id, idParams.shape.id),
    status_atual: equalsFilter(manutencoes.status_atual, z.enum(STATUS_MANUTENCAO, { error: MSG.opcaoInvalida })),
    tipo_manutencao: equalsFilter(manutencoes.tipo_manutencao, z.enum(TIPOS_MANUTENCAO, { error: MSG.opcaoInvalida })),
    ...periodFilters(manutencoes.data_manutencao, 'date'),
  },
  foreignKeys: { veiculo_id: entityTexts.veiculos.notFound },
  embeds: [VEICULO_RESUMO],
});
