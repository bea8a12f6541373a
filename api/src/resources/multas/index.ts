import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { entityTexts, idParams, MSG, type MultaData } from '@frota/shared/domain';
import { defineResource, equalsFilter } from '../../crud/definition';
import { periodFilters } from '../../crud/period';
import { multas, pagamentos } from '../../db/schema';
import { refuseRessarcimento, ressarcimentoDaMulta } from '../../cobrancas/ressarcimentos';
import { searchByMotorista, searchByPlaca, MOTORISTA_RESUMO, nomeDoMotorista, placaDoVeiculo, VEICULO_RESUMO } from '../embeds';

/** Querystrings are text: only "true" and "false" name the flag. */
const booleanQuery = z.enum(['true', 'false'], { error: MSG.opcaoInvalida }).transform((v) => v === 'true');

export const multasResource = defineResource({
  entity: 'multas',
  table: multas,
  // the columns hold instants; the input carries them as ISO strings
  toValues: (data: MultaData) => ({ ...data, data_multa: new Date(data.data_multa), data_vencimento: new Date(data.data_vencimento) }),
  searchable: [multas.motivo, searchByPlaca(multas.veiculo_id), searchByMotorista(multas.motorista_id)],
  sortable: {
    data_multa: multas.data_multa,
    data_vencimento: multas.data_vencimento,
    valor_multa: multas.valor_multa,
    motivo: multas.motivo,
    transferido_para_condutor: multas.transferido_para_condutor,
    veiculo: placaDoVeiculo(multas.veiculo_id),
    motorista: nomeDoMotorista(multas.motorista_id),
  },
  filters: {
    veiculo_id: equalsFilter(multas.veiculo_id, idParams.shape.id),
    motorista_id: equalsFilter(multas.motorista_id, idParams.shape.id),
    transferido_para_condutor: equalsFilter(multas.transferido_para_condutor, booleanQuery),
    ...periodFilters(multas.data_multa, 'timestamp'),
  },
  foreignKeys: { veiculo_id: entityTexts.veiculos.notFound, motorista_id: entityTexts.motoristas.notFound },
  embeds: [VEICULO_RESUMO, MOTORISTA_RESUMO],
  // charged to the driver: a contract that day, and never below what the driver already paid on it
  // (and only financeiro or administrador moves money through it)
  beforeWrite: (tx, data, { id, autor }) => refuseRessarcimento(tx, ressarcimentoDaMulta(id, data), autor),
  // its charge to the driver goes with it while nothing was paid on it (by financeiro or administrador, audited);
  // once paid, it is a record that blocks the delete
  derived: [
    {
      table: pagamentos,
      column: pagamentos.multa_id,
      where: eq(pagamentos.valor_recebido, 0),
      entidade: { nome: 'pagamentos', permissao: 'financeiro', semPermissao: MSG.cobrancaSoFinanceiro },
    },
  ],
  references: [{ table: pagamentos, column: pagamentos.multa_id, label: 'recebimentos' }],
});
