import { sql, type SQL } from 'drizzle-orm';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { statusCobranca } from '../razao/definicoes';
import { queryRows, type Db } from '../db/client';
import { cobrarKmExcedente } from './km-excedente';
import { PRIMEIRO_VENCIMENTO, vencimentoDesde } from './semanas';

/** The scheduled job's name, also its advisory-lock key. */
export const COBRANCAS_JOB = 'cobrancas-semanais';

/** Charges are kept this many days ahead of today. */
export const DIAS_DE_ANTECEDENCIA = 7;

/**
 * A payment due within this many days of a week's due date already answers for that week (a person typed
 * the rent with the day it came, or the contract's start moved a little). Half a week, so no payment
 * answers for two weeks.
 */
export const MEIA_SEMANA = 3;

export interface ReconcileResult {
  /** untouched charges out of their contract's schedule (contract ended, cancelled, dates changed): cancelado */
  canceladas: number;
  /** charges it had cancelled that are in the schedule again (contract back to ativo, end moved later): pendente */
  reativadas: number;
}

export interface CobrancasResult extends ReconcileResult {
  /** new weekly charges */
  geradas: number;
  /** upcoming charges that took a changed rent */
  reajustadas: number;
  /** pendente charges past their due date, now atrasado */
  atrasadas: number;
}

/**
 * The scheduled run goes through the contracts this many at a time, each batch in a transaction of its own: a
 * contract write waits for the lock one batch at most, and a large backlog keeps what it charged.
 */
export const CONTRATOS_POR_LOTE = 100;

/**
 * A batch also ends before the weeks it would charge pass this many (its first contract goes in whatever it owes):
 * a hundred contracts owing 52 weeks each held the lock for a second, this many weeks take ~100 ms.
 */
export const SEMANAS_POR_LOTE = 400;

export interface CobrancasOptions {
  /** only these contracts (after one was written); every contract when absent */
  contratoIds?: readonly number[];
  /** gets the ids of the charges the run creates (POST /api/cobrancas/gerar answers them) */
  criadas?: number[];
  /** gets the ids of the alerts the run opened, to push once it committed ("Sem leitura de km na semana") */
  alertasAbertos?: number[];
}

// A rent charge the generator made and nobody touched since: it may still adjust or cancel it.
const INTOCADA = sql`p.tipo = 'aluguel' and p.gerado_automaticamente and not p.editado_manualmente and p.status_pagamento = 'pendente'`;

/**
 * Only rent answers for a week: a caução due on the start day, or a fine's charge, must not take the place of
 * the first week's rent.
 */
const deAluguel = (p: SQL) => sql`${p}.tipo = 'aluguel'`;

/** A charge the generator made and then cancelled itself, nobody touching it: it is not a record, it may come back. */
const canceladaPeloSistema = (p: SQL) =>
  sql`(${p}.gerado_automaticamente and not ${p}.editado_manualmente and ${p}.status_pagamento = 'cancelado')`;


/**
 * Where a run picks up: after the last week already generated (one index lookup), so an hourly run does
 * not walk years of weeks. Weeks before it were charged or answered for by a payment when their turn came.
 * A charge it cancelled itself does not count: its week may be billed on the contract's new dates.
 */
const PROXIMO_VENCIMENTO = vencimentoDesde(
  sql`greatest(c.cobranca_desde, (select max(g.vencimento_gerado) from pagamentos g
    where g.contrato_id = c.id and ${deAluguel(sql`g`)} and not ${canceladaPeloSistema(sql`g`)}) + 1)`,
);

/** Charge `p` falls on a week contract `c` bills: c is ativo, and p is on its weekly grid, from its first due date to its end. */
const NO_CRONOGRAMA = sql`(c.status_contrato = 'ativo'
  and p.data_prevista >= ${PRIMEIRO_VENCIMENTO}
  and (p.data_prevista - c.data_inicio) % 7 = 0
  and (c.data_fim is null or p.data_prevista <= c.data_fim))`;

function contratoScope(opcoes: CobrancasOptions, coluna: SQL): SQL {
  const ids = opcoes.contratoIds;
  if (!ids) return sql`true`;
  if (!ids.length) return sql`false`;
  return sql`${coluna} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
}

async function countAffected(db: Db, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`with afetadas as (${statement} returning 1) select count(*)::int as n from afetadas`);
  return Number(row?.n ?? 0);
}

/**
 * Keeps the charges already generated in step with their contract: an untouched `pendente` charge due after the
 * contract's end (its data_fim, or today for a finalizado or cancelado one without it), or an upcoming one off
 * its dates (its start moved), becomes `cancelado`, never deleted; one it cancelled that is in the schedule again (the contract is
 * ativo again, its end moved later) is `pendente` again, unless another payment answers for its week by then.
 * Payments a person edited are never touched. Run it in the transaction of the contract's write.
 */
export async function reconcileCobrancas(db: Db, now: Date = new Date(), opcoes: CobrancasOptions = {}): Promise<ReconcileResult> {
  const hoje = sql`${hojeSaoPaulo(now)}::date`;
  const contratos = contratoScope(opcoes, sql`c.id`);

  // due after the end: its data_fim, or today for an ended contract without one; and upcoming ones off its dates
  const canceladas = await countAffected(
    db,
    sql`update pagamentos p set status_pagamento = 'cancelado', updated_at = now()
      from contratos c
      where p.contrato_id = c.id and ${contratos} and ${INTOCADA}
        and (p.data_prevista > c.data_fim
          or (c.status_contrato <> 'ativo' and c.data_fim is null and p.data_prevista > ${hoje})
          or (c.status_contrato = 'ativo' and p.data_prevista >= ${hoje} and not ${NO_CRONOGRAMA}))`,
  );

  const reativadas = await countAffected(
    db,
    sql`update pagamentos p set status_pagamento = 'pendente', updated_at = now()
      from contratos c
      where p.contrato_id = c.id and ${contratos} and ${deAluguel(sql`p`)} and ${canceladaPeloSistema(sql`p`)} and ${NO_CRONOGRAMA}
        and not exists (
          select 1 from pagamentos o
          where o.contrato_id = c.id and o.id <> p.id and ${deAluguel(sql`o`)} and not ${canceladaPeloSistema(sql`o`)}
            and coalesce(o.vencimento_gerado, o.data_prevista) between p.data_prevista - ${MEIA_SEMANA}::int and p.data_prevista + ${MEIA_SEMANA}::int
        )`,
  );

  return { canceladas, reativadas };
}

/**
 * Keeps each `ativo` contract's weekly charges: first its generated charges in step with it (reconcileCobrancas),
 * then one `pendente` payment due on start + 7·k for the weekly rent, from its `cobranca_desde`, up to a week
 * ahead of today and never past the end date; then turns `pendente` payments due before today into `atrasado`
 * by the ledger's status machine, a charge a person edited too, since what it says of money does not depend on who
 * typed it (so the past weeks of a back-dated contract are overdue at once). Idempotent: a week that has its charge (even
 * one a person moved to another day) or any payment of the contract due within MEIA_SEMANA days of it (whatever
 * its status, but a charge the generator cancelled itself) is never charged again. Payments a person edited are
 * never touched.
 * Run it inside one transaction (the scheduler does, batch by batch), so a failure leaves no half-generated week.
 */
export async function generateCobrancas(db: Db, now: Date = new Date(), opcoes: CobrancasOptions = {}): Promise<CobrancasResult> {
  const hoje = sql`${hojeSaoPaulo(now)}::date`;
  const ultimoDia = sql`(${hoje} + ${DIAS_DE_ANTECEDENCIA}::int)`;
  const limite = sql`least(${ultimoDia}, coalesce(c.data_fim, ${ultimoDia}))`;
  const contratos = contratoScope(opcoes, sql`c.id`);

  const { canceladas, reativadas } = await reconcileCobrancas(db, now, opcoes);

  const reajustadas = await countAffected(
    db,
    sql`update pagamentos p set valor_pago = c.valor_aluguel, updated_at = now()
      from contratos c
      where p.contrato_id = c.id and ${contratos} and ${INTOCADA} and p.data_prevista >= ${hoje}
        and c.status_contrato = 'ativo' and p.valor_pago <> c.valor_aluguel`,
  );

  // `on conflict` is the last guard: the unique (contrato_id, vencimento_gerado) index never lets a week in twice
  const novas = await queryRows<{ id: number }>(
    db,
    sql`with novas as (insert into pagamentos (contrato_id, data_prevista, valor_pago, status_pagamento, gerado_automaticamente, vencimento_gerado)
      select c.id, s.dia::date, c.valor_aluguel, 'pendente', true, s.dia::date
      from contratos c
      cross join lateral generate_series(${PROXIMO_VENCIMENTO}::timestamp, ${limite}::timestamp, interval '7 days') as s(dia)
      where c.status_contrato = 'ativo' and ${contratos}
        and not exists (
          select 1 from pagamentos p
          where p.contrato_id = c.id and ${deAluguel(sql`p`)} and not ${canceladaPeloSistema(sql`p`)}
            and coalesce(p.vencimento_gerado, p.data_prevista) between s.dia::date - ${MEIA_SEMANA}::int and s.dia::date + ${MEIA_SEMANA}::int
        )
      on conflict (contrato_id, vencimento_gerado) do nothing
      returning id) select id from novas order by id`,
  );
  const geradas = novas.length;
  opcoes.criadas?.push(...novas.map((n) => Number(n.id)));

  // a week over its franchise is charged before the overdue pass, so a back-dated week's excess is overdue at once
  const km = await cobrarKmExcedente(db, now, contratoScope(opcoes, sql`c.id`));
  opcoes.criadas?.push(...km.criadas);
  opcoes.alertasAbertos?.push(...km.alertasAbertos);

  const atrasadas = await countAffected(
    db,
    sql`update pagamentos p set status_pagamento = ${statusCobranca(hoje)}, updated_at = now()
      where p.status_pagamento = 'pendente' and p.data_prevista < ${hoje}
        and ${contratoScope(opcoes, sql`p.contrato_id`)}`,
  );

  return { geradas: geradas + km.criadas.length, reajustadas, canceladas, reativadas, atrasadas };
}

/**
 * One batch of the scheduled run: the next contracts (every status, since ended ones still have charges to
 * cancel) after id `depois`, by id, up to CONTRATOS_POR_LOTE of them and SEMANAS_POR_LOTE weeks to charge (an
 * ativo contract counts the weeks from its next due date to a week ahead, any other one 1), so a write never
 * waits long for the lock. Returns the batch's last id, or null when none is left.
 */
export async function generateCobrancasDoLote(
  db: Db,
  now: Date,
  depois: number = 0,
  coleta: Pick<CobrancasOptions, 'criadas' | 'alertasAbertos'> = {},
): Promise<{ resultado: CobrancasResult; ultimo: number } | null> {
  const ultimoDia = sql`(${hojeSaoPaulo(now)}::date + ${DIAS_DE_ANTECEDENCIA}::int)`;
  const semanas = sql`case when c.status_contrato = 'ativo'
    then greatest(1, (least(${ultimoDia}, coalesce(c.data_fim, ${ultimoDia})) - ${PROXIMO_VENCIMENTO}) / 7 + 1) else 1 end`;
  const lote = await queryRows<{ id: number }>(
    db,
    sql`select id from (
        select c.id, row_number() over (order by c.id) as n, sum(${semanas}) over (order by c.id) as semanas
        from (select * from contratos where id > ${depois} order by id limit ${CONTRATOS_POR_LOTE}) c
      ) l
      where n = 1 or semanas <= ${SEMANAS_POR_LOTE}
      order by id`,
  );
  if (!lote.length) return null;
  const contratoIds = lote.map((c) => Number(c.id));
  return { resultado: await generateCobrancas(db, now, { contratoIds, ...coleta }), ultimo: contratoIds.at(-1)! };
}
