import { eq, sql, type SQL } from 'drizzle-orm';
import { idParams, MSG, type PagamentoData } from '@frota/shared/domain';
import { defineResource } from '../../crud/define-resource';
import { equalsFilter, listFilter, type Search } from '../../crud/definition';
import type { Db } from '../../db/client';
import { contratos, motoristas, pagamentos, veiculos } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { fieldContains } from '../../crud/registry';
import { encargos } from '../../razao/definicoes';

/** Payments of a vehicle's contracts, through the contracts' vehicle index and the payments' contract index. */
export const doVeiculo = (veiculoId: number): SQL =>
  sql`${pagamentos.contrato_id} in (select ${contratos.id} from ${contratos} where ${contratos.veiculo_id} = ${veiculoId})`;

/** Payments of the contracts whose vehicle's plate or driver's name contains the search. */
const porContrato: Search = (pattern) =>
  sql`${pagamentos.contrato_id} in (select ${contratos.id} from ${contratos}
    join ${veiculos} on ${veiculos.id} = ${contratos.veiculo_id}
    join ${motoristas} on ${motoristas.id} = ${contratos.motorista_id}
    where ${fieldContains('veiculos', 'placa', pattern)} or ${motoristas.nome} ilike ${pattern})`;

const cents = (valor: number | string | null | undefined): number => Math.round(Number(valor ?? 0) * 100);

/**
 * A charge made from a fine or an accident follows its origin (value, due date, contract): changed only there (409).
 * What a PUT may not do to a charge with receipts: ask less than was received, cancel it (estorno first), reopen
 * it while it is paid in full, or move it to another tipo or contract (its receipts were counted as that income and
 * on that driver's account). The row is locked, so a receipt cannot slip in between.
 */
async function refuseAgainstReceipts(tx: Db, data: PagamentoData, { id }: { id: number | null }): Promise<void> {
  if (id === null) return;
  const [atual] = await tx
    .select({ valor_recebido: pagamentos.valor_recebido, tipo: pagamentos.tipo, contrato_id: pagamentos.contrato_id, multa_id: pagamentos.multa_id, sinistro_id: pagamentos.sinistro_id })
    .from(pagamentos)
    .where(eq(pagamentos.id, id))
    .for('update');
  if (atual?.multa_id != null) throw conflict(MSG.cobrancaDaMulta);
  if (atual?.sinistro_id != null) throw conflict(MSG.cobrancaDoSinistro);
  const recebido = cents(atual?.valor_recebido);
  if (!atual || recebido === 0) return;
  if (data.tipo !== atual.tipo) throw badRequest({ tipo: MSG.tipoComRecebimentos });
  if (data.contrato_id !== atual.contrato_id) throw badRequest({ contrato_id: MSG.contratoComRecebimentos });
  if (cents(data.valor_pago) < recebido) throw badRequest({ valor_pago: MSG.valorMenorQueRecebido });
  if (data.status_pagamento === 'cancelado') throw badRequest({ status_pagamento: MSG.estorneAntesDeCancelar });
  if ((data.status_pagamento === 'pendente' || data.status_pagamento === 'atrasado') && cents(data.valor_pago) === recebido) {
    throw badRequest({ status_pagamento: MSG.cobrancaJaPaga });
  }
}

/**
 * Open is pendente or atrasado as the ledger's status machine says from the due date, whatever was typed: a person
 * picks "open", not which of the two. Pago (the quitação receipt follows) and cancelado are kept as asked.
 */
function statusPedido(data: PagamentoData, operation: 'create' | 'update'): PagamentoData['status_pagamento'] | SQL {
  if (data.status_pagamento !== 'pendente' && data.status_pagamento !== 'atrasado') return data.status_pagamento;
  const recebido = operation === 'update' ? sql`${pagamentos.valor_recebido}` : sql`0`;
  return sql`cobranca_status('pendente', ${data.valor_pago}, ${recebido}, ${data.data_prevista}::date, hoje_sao_paulo())`;
}

export const pagamentosResource = defineResource({
  entity: 'pagamentos',
  // "abc1d23" finds the payments of ABC-1D23; a name finds the driver's
  searchable: [porContrato],
  // payments are the rental's ledger: corrected or cancelled, never deleted (SPEC §7)
  operations: ['list', 'get', 'create', 'update'],
  // a vehicle's or a contract's payments are one prepared statement each
  filters: {
    contrato_id: equalsFilter(pagamentos.contrato_id, idParams.shape.id, { preparable: true }),
    veiculo_id: listFilter(idParams.shape.id, doVeiculo, { preparable: true }),
  },
  // an overdue rent's late charges today, from the ledger's one definition (issue 36)
  computed: {
    encargos: sql`coalesce((select x.encargos from ${encargos(sql`hoje_sao_paulo()`)} x where x.pagamento_id = ${pagamentos.id}), 0)::float8`,
  },
  beforeWrite: refuseAgainstReceipts,
  // a person changed it: the weekly charges leave it as they set it
  toValues: (data, { operation }) => {
    const values = { ...data, status_pagamento: statusPedido(data, operation) };
    return operation === 'update' ? { ...values, editado_manualmente: true } : values;
  },
});
