import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { CONTRATO_ATIVO_DUPLICADO, dia, entityTexts, MSG, type ContratoData } from '@frota/shared/domain';
import { defineResource } from '../../crud/define-resource';
import { listFilter } from '../../crud/definition';
import { contratos, motoristas, pagamentos, planos, semanasKm, veiculos } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';

/** What deleting a contract with payments answers: the `references` 409, checked once its `derived` charges went. */
export const CONTRATO_COM_PAGAMENTOS = 'Não é possível excluir este contrato porque ele possui pagamentos.';

const SEM_FIM = '9999-12-31';

/** A car cannot be rented twice at once: no other `ativo` contract of the vehicle may overlap these dates. */
async function refuseSobreposicao(tx: Db, data: ContratoData, id: number | null): Promise<void> {
  if (data.status_contrato !== 'ativo') return;
  // writers of the same vehicle's contracts queue here, so two requests cannot both pass the check
  await tx.select({ id: veiculos.id }).from(veiculos).where(eq(veiculos.id, data.veiculo_id)).for('no key update');
  const [outro] = await tx
    .select({ id: contratos.id })
    .from(contratos)
    .where(
      and(
        eq(contratos.veiculo_id, data.veiculo_id),
        eq(contratos.status_contrato, 'ativo'),
        id === null ? undefined : ne(contratos.id, id),
        lte(contratos.data_inicio, data.data_fim ?? SEM_FIM),
        or(isNull(contratos.data_fim), gte(contratos.data_fim, data.data_inicio)),
      ),
    )
    .limit(1);
  if (outro) throw conflict(CONTRATO_ATIVO_DUPLICADO, { veiculo_id: CONTRATO_ATIVO_DUPLICADO });
}

/**
 * The contract form warns before a bad rental: a contract that is created, or stays ativo, needs a driver who is
 * ativo and whose CNH is valid on the start date. Ending or cancelling a contract is never refused for this.
 */
async function refuseMotorista(tx: Db, data: ContratoData, id: number | null): Promise<void> {
  if (id !== null && data.status_contrato !== 'ativo') return;
  const [motorista] = await tx
    .select({ status: motoristas.status, validade_cnh: motoristas.validade_cnh })
    .from(motoristas)
    .where(eq(motoristas.id, data.motorista_id))
    .limit(1);
  // an unknown driver is the foreign key's 400
  if (!motorista) return;
  if (motorista.status !== 'ativo') throw badRequest({ motorista_id: MSG.motoristaInativo }, MSG.motoristaInativo);
  if (motorista.validade_cnh < data.data_inicio) throw badRequest({ motorista_id: MSG.cnhVencida }, MSG.cnhVencida);
}

/** A contract leaves ativo only through the settlement (POST /contratos/:id/encerrar), which settles its money. */
async function refuseEncerramento(tx: Db, data: ContratoData, id: number | null): Promise<void> {
  if (id === null || data.status_contrato === 'ativo') return;
  const [atual] = await tx.select({ status: contratos.status_contrato }).from(contratos).where(eq(contratos.id, id)).limit(1);
  if (atual?.status === 'ativo') throw conflict(MSG.useEncerrarContrato, { status_contrato: MSG.useEncerrarContrato });
}

/**
 * The rent and the franchise a contract's plan gives it (issue 35): a contract keeps its own copy, taken when its plan
 * is chosen (on create, or when a PUT names another plan), so changing the plan later changes no contract made on it.
 * A rent the body gives wins over the plan's.
 */
async function valoresDoPlano(
  tx: Db,
  data: Pick<ContratoData, 'plano_id' | 'valor_aluguel'>,
  id: number | null,
): Promise<{ valor_aluguel: number; km_franquia_semanal?: number | null; valor_km_excedente?: number }> {
  const [atual] = id === null ? [] : await tx.select({ plano_id: contratos.plano_id, valor_aluguel: contratos.valor_aluguel }).from(contratos).where(eq(contratos.id, id));
  const mesmoPlano = atual !== undefined && atual.plano_id === data.plano_id;
  if (data.plano_id === null || mesmoPlano) {
    const valor = data.valor_aluguel ?? atual?.valor_aluguel;
    // the input's own rule: without a plan the rent is given
    if (valor === undefined || valor === null) throw badRequest({ valor_aluguel: MSG.obrigatorio });
    return mesmoPlano ? { valor_aluguel: valor } : { valor_aluguel: valor, km_franquia_semanal: null, valor_km_excedente: 0 };
  }
  const [plano] = await tx
    .select({ valor_semanal: planos.valor_semanal, km_franquia_semanal: planos.km_franquia_semanal, valor_km_excedente: planos.valor_km_excedente })
    .from(planos)
    .where(eq(planos.id, data.plano_id));
  if (!plano) throw badRequest({ plano_id: entityTexts.planos.notFound });
  return { valor_aluguel: data.valor_aluguel ?? plano.valor_semanal, km_franquia_semanal: plano.km_franquia_semanal, valor_km_excedente: plano.valor_km_excedente };
}

export const contratosResource = defineResource({
  entity: 'contratos',
  // an open-ended contract sorts as the latest end
  sortable: { data_fim: sql`coalesce(${contratos.data_fim}, ${SEM_FIM}::date)` },
  filters: {
    // in force that day: a cancelled contract never was, whatever its dates say (the fine form proposes its driver)
    data: listFilter(dia(), (day) =>
      and(
        ne(contratos.status_contrato, 'cancelado'),
        lte(contratos.data_inicio, day),
        or(isNull(contratos.data_fim), gte(contratos.data_fim, day)),
      ),
    ),
    // [data_inicio, data_fim or ∞] overlaps [periodo_de, periodo_ate]; either bound may be left open
    // (the contract form marks the vehicles rented over its dates)
    periodo_de: listFilter(dia(), (day) => or(isNull(contratos.data_fim), gte(contratos.data_fim, day))),
    periodo_ate: listFilter(dia(), (day) => lte(contratos.data_inicio, day)),
  },
  // cobrar_semanas_anteriores is not a column: on create it bills from the start instead of the registration day
  toValues: async ({ cobrar_semanas_anteriores, ...campos }, { operation, tx, id }) => {
    const valores = { ...campos, ...(await valoresDoPlano(tx, campos, id)) };
    return operation === 'create' && cobrar_semanas_anteriores ? { ...valores, cobranca_desde: campos.data_inicio } : valores;
  },
  beforeWrite: async (tx, data, { id }) => {
    await refuseEncerramento(tx, data, id);
    await refuseMotorista(tx, data, id);
    await refuseSobreposicao(tx, data, id);
  },
  // charges the generator made and nobody touched (upcoming ones, and the ones it cancelled itself), and the caução
  // charge while nothing was received on it, are derived from the contract: they go with it. Any other payment
  // (typed, edited, paid, overdue, cancelled by a person) is a record and blocks the delete
  derived: [
    // the franchise weeks measured go first: a week names its excess charge
    { table: semanasKm, column: semanasKm.contrato_id },
    {
      table: pagamentos,
      column: pagamentos.contrato_id,
      where: and(
        eq(pagamentos.gerado_automaticamente, true),
        eq(pagamentos.editado_manualmente, false),
        inArray(pagamentos.status_pagamento, ['pendente', 'cancelado']),
        // one paid in part is a record: a charge with receipts is never deleted
        eq(pagamentos.valor_recebido, 0),
      ),
    },
    {
      table: pagamentos,
      column: pagamentos.contrato_id,
      where: and(eq(pagamentos.tipo, 'caucao'), eq(pagamentos.valor_recebido, 0), eq(pagamentos.editado_manualmente, false)),
    },
  ],
});
