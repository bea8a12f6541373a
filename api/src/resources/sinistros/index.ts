import { entityTexts, idParams } from '@frota/shared/domain';
import { defineResource, equalsFilter } from '../../crud/definition';
import { periodFilters } from '../../crud/period';
import { sinistros } from '../../db/schema';
import { refuseRessarcimento, ressarcimentoDoSinistro } from '../../cobrancas/ressarcimentos';
import { searchByMotorista, searchByPlaca, MOTORISTA_RESUMO, nomeDoMotorista, placaDoVeiculo, VEICULO_RESUMO } from '../embeds';

/** Accidents are a record of what happened: they are corrected, never deleted (SPEC §2, §7). */
export const sinistrosResource = defineResource({
  entity: 'sinistros',
  table: sinistros,
  operations: ['list', 'get', 'create', 'update'],
  searchable: [sinistros.descricao, searchByPlaca(sinistros.veiculo_id), searchByMotorista(sinistros.motorista_id)],
  sortable: {
    data_sinistro: sinistros.data_sinistro,
    descricao: sinistros.descricao,
    custo_reparo: sinistros.custo_reparo,
    veiculo: placaDoVeiculo(sinistros.veiculo_id),
    motorista: nomeDoMotorista(sinistros.motorista_id),
  },
  filters: {
    veiculo_id: equalsFilter(sinistros.veiculo_id, idParams.shape.id),
    motorista_id: equalsFilter(sinistros.motorista_id, idParams.shape.id),
    ...periodFilters(sinistros.data_sinistro, 'date'),
  },
  foreignKeys: { veiculo_id: entityTexts.veiculos.notFound, motorista_id: entityTexts.motoristas.notFound },
  embeds: [VEICULO_RESUMO, MOTORISTA_RESUMO],
  // charged to the driver: a contract that day, and never below what the driver already paid on it
  // (and only financeiro or administrador moves money through it)
  beforeWrite: (tx, data, { id, autor }) => refuseRessarcimento(tx, ressarcimentoDoSinistro(id, data), autor),
});
