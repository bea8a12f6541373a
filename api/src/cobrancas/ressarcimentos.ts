import { eq, sql, type SQL } from 'drizzle-orm';
import { diaUTC, hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { autorPode, registrar, type Autor } from '../auditoria/registrar';
import { queryRows, type Db } from '../db/client';
import { pagamentos } from '../db/schema';
import { badRequest, HttpException } from '../http/errors';

/** Days after an accident its charge to the driver is due. */
export const PRAZO_SINISTRO_DIAS = 7;

/** A fine or an accident charged to its driver: its charge (multa_id or sinistro_id) is kept in step with it. */
export interface Ressarcimento {
  tipo: 'multa' | 'sinistro';
  /** the fine's or the accident's id; null before it exists (a create) */
  id: number | null;
  motorista_id: number;
  veiculo_id: number;
  /** the day it happened: the one whose contract is charged */
  dia: string;
  /** the charge's due date */
  vencimento: string;
  valor: number;
}

/** A fine's days (UTC, as SPEC §2 reads fine dates): when it happened (its contract) and when it is due (its charge). */
export function ressarcimentoDaMulta(id: number | null, m: { motorista_id: number; veiculo_id: number; data_multa: string | Date; data_vencimento: string | Date; valor_cobrado_motorista: number }): Ressarcimento {
  return {
    tipo: 'multa',
    id,
    motorista_id: m.motorista_id,
    veiculo_id: m.veiculo_id,
    dia: diaUTC(m.data_multa),
    vencimento: diaUTC(m.data_vencimento),
    valor: Number(m.valor_cobrado_motorista),
  };
}

export function ressarcimentoDoSinistro(id: number | null, s: { motorista_id: number; veiculo_id: number; data_sinistro: string; valor_cobrado_motorista: number }): Ressarcimento {
  const vencimento = new Date(`${s.data_sinistro}T00:00:00Z`);
  vencimento.setUTCDate(vencimento.getUTCDate() + PRAZO_SINISTRO_DIAS);
  return {
    tipo: 'sinistro',
    id,
    motorista_id: s.motorista_id,
    veiculo_id: s.veiculo_id,
    dia: s.data_sinistro,
    vencimento: vencimento.toISOString().slice(0, 10),
    valor: Number(s.valor_cobrado_motorista),
  };
}

const colunaDe = (tipo: Ressarcimento['tipo']): SQL => (tipo === 'multa' ? sql`multa_id` : sql`sinistro_id`);

/**
 * The contract the driver had that day: not cancelled, data_inicio ≤ dia ≤ data_fim (open end: still running).
 * With several, the one of the same vehicle, then an ativo one, then the latest.
 */
export async function contratoNaData(db: Db, r: Pick<Ressarcimento, 'motorista_id' | 'veiculo_id' | 'dia'>): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from contratos
      where motorista_id = ${r.motorista_id} and status_contrato <> 'cancelado'
        and data_inicio <= ${r.dia}::date and (data_fim is null or data_fim >= ${r.dia}::date)
      order by (veiculo_id = ${r.veiculo_id}) desc, (status_contrato = 'ativo') desc, data_inicio desc, id desc
      limit 1`,
  );
  return row ? Number(row.id) : null;
}

const cents = (valor: number | string): number => Math.round(Number(valor) * 100);

/** 403: the author may not create, change or delete the charge (money moves only with the financeiro permission). */
const semPermissao = () =>
  new HttpException(403, MSG.cobrancaSoFinanceiro, { valor_cobrado_motorista: MSG.cobrancaSoFinanceiro });

/**
 * Refuses a write the charge could not follow: a value to charge with no contract of the driver that day (400
 * on motorista_id), or a value below what the driver already paid on it (400 on valor_cobrado_motorista). Whoever
 * lacks the financeiro permission (operacional) may change the rest of the fine or accident, but not who owes how
 * much: creating the charge, deleting it, or changing its value or its contract (its driver) answers 403.
 */
export async function refuseRessarcimento(tx: Db, r: Ressarcimento, autor?: Autor): Promise<void> {
  const [cobranca] =
    r.id === null
      ? []
      : await queryRows<{ recebido: string; valor: string; contrato_id: number }>(
          tx,
          sql`select valor_recebido as recebido, valor_pago as valor, contrato_id from pagamentos where ${colunaDe(r.tipo)} = ${r.id} for update`,
        );
  if (!autorPode(autor, 'financeiro')) {
    const muda = cobranca
      ? r.valor <= 0 || cents(cobranca.valor) !== cents(r.valor) || Number(cobranca.contrato_id) !== (await contratoNaData(tx, r))
      : r.valor > 0;
    if (muda) throw semPermissao();
  }
  if (cobranca && Number(cobranca.recebido) > r.valor) {
    throw badRequest({ valor_cobrado_motorista: MSG.valorMenorQueRecebido }, MSG.valorMenorQueRecebido);
  }
  if (r.valor > 0 && (await contratoNaData(tx, r)) === null) {
    throw badRequest({ motorista_id: MSG.semContratoNaData }, MSG.semContratoNaData);
  }
}

/** The fine's or accident's charge as the audit trail keeps a pagamento, or null. */
async function cobrancaDe(tx: Db, r: Pick<Ressarcimento, 'tipo'> & { id: number }): Promise<Record<string, unknown> | null> {
  const coluna = r.tipo === 'multa' ? pagamentos.multa_id : pagamentos.sinistro_id;
  const [row] = await tx.select().from(pagamentos).where(eq(coluna, r.id)).limit(1);
  return row ?? null;
}

const AUDITADOS = ['contrato_id', 'valor_pago', 'data_prevista', 'status_pagamento', 'data_pagamento'] as const;
const mudou = (antes: Record<string, unknown>, depois: Record<string, unknown>) => AUDITADOS.some((k) => String(antes[k]) !== String(depois[k]));

/**
 * Keeps the fine's or accident's charge in step with it (in the write's transaction, after refuseRessarcimento
 * passed): its value, due date and contract follow; a value of 0 takes away a charge nothing was paid on. A value
 * equal to what was received makes it pago (dated by its last receipt); above it, a paid charge is open again.
 * With an author, the charge created, changed or deleted has its own audit row (entidade pagamentos).
 */
export async function manterRessarcimento(tx: Db, r: Ressarcimento & { id: number }, autor?: Autor): Promise<void> {
  const antes = autor ? await cobrancaDe(tx, r) : null;
  await escreverRessarcimento(tx, r);
  if (!autor) return;
  const depois = await cobrancaDe(tx, r);
  if (!antes && depois) await registrar(tx, autor, { acao: 'criacao', entidade: 'pagamentos', registroId: Number(depois.id), depois });
  else if (antes && !depois) await registrar(tx, autor, { acao: 'exclusao', entidade: 'pagamentos', registroId: Number(antes.id), antes });
  else if (antes && depois && mudou(antes, depois)) {
    await registrar(tx, autor, { acao: 'alteracao', entidade: 'pagamentos', registroId: Number(depois.id), antes, depois });
  }
}

async function escreverRessarcimento(tx: Db, r: Ressarcimento & { id: number }): Promise<void> {
  const coluna = colunaDe(r.tipo);
  if (r.valor <= 0) {
    await tx.execute(sql`delete from pagamentos where ${coluna} = ${r.id} and valor_recebido = 0`);
    return;
  }
  const contratoId = await contratoNaData(tx, r);
  if (contratoId === null) throw badRequest({ motorista_id: MSG.semContratoNaData }, MSG.semContratoNaData);
  const hoje = sql`${hojeSaoPaulo()}::date`;
  // the ledger's status machine, over the charge as it will be (its new value and due date)
  const status = sql`cobranca_status(p.status_pagamento, ${r.valor}, p.valor_recebido, ${r.vencimento}::date, ${hoje})`;
  const [existente] = await queryRows<{ id: number }>(
    tx,
    sql`update pagamentos p set contrato_id = ${contratoId}, valor_pago = ${r.valor}, data_prevista = ${r.vencimento}::date,
        status_pagamento = ${status},
        data_pagamento = case
          when ${status} = 'pago' then (select max(x.data_pagamento) from recebimentos x where x.pagamento_id = p.id)
          else null end,
        updated_at = now()
      where p.${coluna} = ${r.id}
      returning p.id`,
  );
  if (existente) return;
  await tx.execute(sql`insert into pagamentos (contrato_id, tipo, ${coluna}, data_prevista, valor_pago, status_pagamento)
    values (${contratoId}, ${r.tipo}, ${r.id}, ${r.vencimento}::date, ${r.valor},
      cobranca_status('pendente', ${r.valor}, 0, ${r.vencimento}::date, ${hoje}))`);
}
