import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { entityTexts, idParams, MSG, STATUS_PAGAMENTO } from '@frota/shared/domain';
import { defineResource, equalsFilter, listFilter, type Search, type Row } from '../../crud/definition';
import { embed } from '../../crud/embed';
import { periodFilters } from '../../crud/period';
import type { Db } from '../../db/client';
import { contratos, motoristas, pagamentos, veiculos } from '../../db/schema';
import { MOTORISTA_RESUMO, placaContains, VEICULO_RESUMO } from '../embeds';

/** Payments of a vehicle's contracts, through the contracts' vehicle index and the payments' contract index. */
export const doVeiculo = (veiculoId: number): SQL =>
  sql`${pagamentos.contrato_id} in (select ${contratos.id} from ${contratos} where ${contratos.veiculo_id} = ${veiculoId})`;

/** Payments of the contracts whose vehicle's plate or driver's name contains the search. */
const porContrato: Search = (pattern) =>
  sql`${pagamentos.contrato_id} in (select ${contratos.id} from ${contratos}
    join ${veiculos} on ${veiculos.id} = ${contratos.veiculo_id}
    join ${motoristas} on ${motoristas.id} = ${contratos.motorista_id}
    where ${placaContains(pattern)} or ${motoristas.nome} ilike ${pattern})`;

/** Whose rent each payment is and for which car: the contract with its driver and vehicle, in two queries for all rows. */
async function withContrato(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.contrato_id as number))];
  const encontrados = await db
    .select({ id: contratos.id, motorista_id: contratos.motorista_id, veiculo_id: contratos.veiculo_id })
    .from(contratos)
    .where(inArray(contratos.id, ids));
  const resumos = await embed(db, encontrados, [MOTORISTA_RESUMO, VEICULO_RESUMO]);
  const porId = new Map(resumos.map((c) => [c.id as number, { id: c.id, motorista: c.motorista, veiculo: c.veiculo }]));
  return rows.map((row) => ({ ...row, contrato: porId.get(row.contrato_id as number) }));
}

export const pagamentosResource = defineResource({
  entity: 'pagamentos',
  table: pagamentos,
  // "abc1d23" finds the payments of ABC-1D23; a name finds the driver's
  searchable: [porContrato],
  // payments are the rental's ledger: corrected or cancelled, never deleted (SPEC §7)
  operations: ['list', 'get', 'create', 'update'],
  sortable: {
    data_prevista: pagamentos.data_prevista,
    data_pagamento: pagamentos.data_pagamento,
    valor_pago: pagamentos.valor_pago,
    status_pagamento: pagamentos.status_pagamento,
    contrato_id: pagamentos.contrato_id,
  },
  filters: {
    contrato_id: equalsFilter(pagamentos.contrato_id, idParams.shape.id),
    veiculo_id: listFilter(idParams.shape.id, doVeiculo),
    status_pagamento: equalsFilter(pagamentos.status_pagamento, z.enum(STATUS_PAGAMENTO, { error: MSG.opcaoInvalida })),
    // the period is of the due date, the week the rent is for
    ...periodFilters(pagamentos.data_prevista, 'date'),
  },
  foreignKeys: { contrato_id: entityTexts.contratos.notFound },
  expand: withContrato,
  // a person changed it: the weekly charges and the overdue job leave it as they set it
  toValues: (data, { operation }) => (operation === 'update' ? { ...data, editado_manualmente: true } : data),
});
