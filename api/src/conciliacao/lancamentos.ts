import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CONCILIACAO_MSG, formatBRL, formatDate, type LancamentoBancario, type StatusLancamento } from '@frota/shared/domain';
import type { Write } from '../crud/write-path';
import { countRows, queryRows, type Db } from '../db/client';
import { lancamentosBancarios, motoristas, recebimentosLotes } from '../db/schema';
import { conflict, HttpException, notFound } from '../http/errors';
import type { CobrancaMudou } from '../razao/cobranca-alterada';
import { registrarLote } from '../razao/recebimentos-lotes';
import type { CreditoOfx, IlegivelOfx } from './ofx';
import { propor, type Indice } from './proposta';

type Row = typeof lancamentosBancarios.$inferSelect;

const INSERT_LOTE = 2500;

/**
 * The credits stored, each once per account and FITID: answers how many were new. Each batch goes as one JSON text
 * (json_to_recordset), not 7 parameters a row: a 5,000-line statement was 1.9 s of parameters on PGlite.
 */
export async function guardarCreditos(tx: Db, creditos: readonly CreditoOfx[]): Promise<number> {
  let novos = 0;
  for (let i = 0; i < creditos.length; i += INSERT_LOTE) {
    const parte = JSON.stringify(creditos.slice(i, i + INSERT_LOTE).map(({ centavos, ...c }) => ({ ...c, valor: (centavos / 100).toFixed(2) })));
    const inseridos = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${lancamentosBancarios} (conta, fitid, data, valor, memo, nome)
        select conta, fitid, data, valor, memo, nome
        from json_to_recordset(${parte}::json) as x(conta varchar, fitid varchar, data date, valor numeric, memo text, nome text)
        on conflict (conta, fitid) do nothing
        returning id`,
    );
    novos += inseridos.length;
  }
  return novos;
}

/**
 * The unreadable lines stored as suspeito, each once per account and FITID like the others: answers the accounts
 * that got a new one (whose alert opens or grows).
 */
export async function guardarIlegiveis(tx: Db, ilegiveis: readonly IlegivelOfx[]): Promise<string[]> {
  if (!ilegiveis.length) return [];
  const parte = JSON.stringify(ilegiveis.map(({ centavos, ...l }) => ({ ...l, valor: centavos === null ? null : (centavos / 100).toFixed(2) })));
  const inseridos = await queryRows<{ conta: string }>(
    tx,
    sql`insert into ${lancamentosBancarios} (conta, fitid, data, valor, data_bruta, valor_bruto, memo, nome, status)
      select conta, fitid, data, valor, data_bruta, valor_bruto, memo, nome, 'suspeito'
      from json_to_recordset(${parte}::json)
        as x(conta varchar, fitid varchar, data date, valor numeric, data_bruta varchar, valor_bruto varchar, memo text, nome text)
      on conflict (conta, fitid) do nothing
      returning conta`,
  );
  return [...new Set(inseridos.map((l) => l.conta))];
}

/** How many suspeito lines of the account are still waiting for a person. */
export async function suspeitosDaConta(tx: Db, conta: string): Promise<number> {
  return countRows(tx, sql`(select 1 from ${lancamentosBancarios} where conta = ${conta} and status = 'suspeito') as t`);
}

/** A line whose date or amount could not be read: only a person may set it aside, nobody confirms it. */
export const ilegivel = (linha: Pick<Row, 'data' | 'valor'>) => linha.data === null || linha.valor === null;

/** The statuses of the list of lines to reconcile: the suspeito ones too, which a person must look at. */
const A_CONCILIAR = ['aberto', 'suspeito'] as const;

const linhaComMotorista = {
  linha: lancamentosBancarios,
  motorista_id: recebimentosLotes.motorista_id,
  motorista_nome: motoristas.nome,
};

/** A page of bank lines: the open ones oldest first (each with a fresh proposal), or the reconciled ones newest first. */
export async function listarLancamentos(
  db: Db,
  indice: () => Promise<Indice>,
  { status, page, pageSize }: { status: 'aberto' | 'conferido' | undefined; page: number; pageSize: number },
): Promise<{ rows: LancamentoBancario[]; total: number }> {
  const filtro =
    status === 'aberto'
      ? inArray(lancamentosBancarios.status, [...A_CONCILIAR])
      : status === 'conferido'
        ? notInArray(lancamentosBancarios.status, [...A_CONCILIAR])
        : undefined;
  // the suspeito lines first: they are the ones a person must not miss
  const ordem =
    status === 'conferido'
      ? [desc(lancamentosBancarios.updated_at), desc(lancamentosBancarios.id)]
      : [desc(sql`${lancamentosBancarios.status} = 'suspeito'`), asc(lancamentosBancarios.data), asc(lancamentosBancarios.id)];
  const linhas = await db
    .select(linhaComMotorista)
    .from(lancamentosBancarios)
    .leftJoin(recebimentosLotes, eq(recebimentosLotes.id, lancamentosBancarios.lote_id))
    .leftJoin(motoristas, eq(motoristas.id, recebimentosLotes.motorista_id))
    .where(filtro)
    .orderBy(...ordem)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total =
    linhas.length < pageSize && (page === 1 || linhas.length > 0)
      ? (page - 1) * pageSize + linhas.length
      : await countRows(db, sql`(select 1 from ${lancamentosBancarios} ${filtro ? sql`where ${filtro}` : sql``}) as t`);
  const abertas = linhas.some((l) => l.linha.status === 'aberto') ? await indice() : null;
  return {
    total,
    rows: linhas.map(({ linha, motorista_id, motorista_nome }) => ({
      ...json(linha),
      motorista_id: motorista_id ?? null,
      motorista_nome: motorista_nome ?? null,
      proposta: abertas && linha.status === 'aberto' && !ilegivel(linha) ? propor(abertas, { ...linha, data: linha.data!, valor: Number(linha.valor) }) : null,
    })),
  };
}

function json(linha: Row): Omit<LancamentoBancario, 'motorista_id' | 'motorista_nome' | 'proposta'> {
  return {
    id: linha.id,
    versao: linha.versao,
    conta: linha.conta,
    fitid: linha.fitid,
    data: linha.data,
    valor: linha.valor === null ? null : Number(linha.valor),
    data_bruta: linha.data_bruta,
    valor_bruto: linha.valor_bruto,
    memo: linha.memo,
    nome: linha.nome,
    status: linha.status as StatusLancamento,
    lote_id: linha.lote_id,
  };
}

/** The lines, locked in id order for the rest of the transaction; 404 for one that is not there. */
export async function travarLinhas(tx: Db, ids: readonly number[]): Promise<Row[]> {
  const unicos = [...new Set(ids)].sort((a, b) => a - b);
  const linhas = await tx.select().from(lancamentosBancarios).where(inArray(lancamentosBancarios.id, unicos)).orderBy(asc(lancamentosBancarios.id)).for('update');
  if (linhas.length !== unicos.length) throw notFound(CONCILIACAO_MSG.naoEncontrado);
  return linhas;
}

const descricao = (linha: Row) => `O lançamento de ${formatDate(linha.data ?? '')} (${formatBRL(Number(linha.valor)).replace(/\u00a0/g, ' ')})`;

/**
 * Confirms an open line: its amount, on the bank's day, by Pix, over the charges given or, without them, the ones
 * Frota proposes; one lote through the lump-sum rule. A charge paid meanwhile is refused (409), never paid twice.
 */
export async function confirmarLinha(write: Write, cobrancaMudou: CobrancaMudou, indice: Indice, linha: Row, escolhidas?: readonly number[]): Promise<Row> {
  // its money was never read: it moves none
  if (linha.status === 'suspeito' || ilegivel(linha)) throw conflict(CONCILIACAO_MSG.suspeito);
  if (linha.status !== 'aberto') throw conflict(`${descricao(linha)} já foi conferido. Atualize a tela.`);
  const pagamentoIds = escolhidas ?? propor(indice, { ...linha, data: linha.data!, valor: Number(linha.valor) }).pagamento_ids;
  if (!pagamentoIds.length) throw new HttpException(422, `${descricao(linha)}: ${CONCILIACAO_MSG.semProposta}`);
  const fechada = pagamentoIds.find((id) => !indice.cobrancas.has(id));
  if (fechada !== undefined) throw conflict(CONCILIACAO_MSG.jaPaga(fechada));
  const donos = new Set(pagamentoIds.map((id) => indice.cobrancas.get(id)!.motorista_id));
  if (donos.size > 1) throw new HttpException(422, CONCILIACAO_MSG.outroMotorista);
  const lote = await registrarLote(write, cobrancaMudou, {
    motoristaId: [...donos][0]!,
    valor: Number(linha.valor),
    data_pagamento: linha.data!,
    forma_pagamento: 'pix',
    pagamentoIds,
    fechada: (id) => conflict(CONCILIACAO_MSG.jaPaga(id)),
  });
  return mudarStatus(write, linha, { status: 'confirmado', lote_id: lote.id });
}

/** The line's new status, audited as a change of the line. */
export async function mudarStatus(write: Write, linha: Row, novo: { status: StatusLancamento; lote_id: number | null }): Promise<Row> {
  const [depois] = await write.tx
    .update(lancamentosBancarios)
    .set({ ...novo, updated_at: new Date() })
    .where(and(eq(lancamentosBancarios.id, linha.id)))
    .returning();
  await write.audit({
    acao: 'alteracao',
    entidade: 'lancamentos_bancarios',
    registroId: linha.id,
    antes: { status: linha.status, lote_id: linha.lote_id },
    depois: { status: depois!.status, lote_id: depois!.lote_id },
  });
  return depois!;
}

/** One line as the API answers it (after a write: no proposal, its driver from its lote). */
export async function lancamentoPorId(db: Db, id: number): Promise<LancamentoBancario> {
  const [row] = await db
    .select(linhaComMotorista)
    .from(lancamentosBancarios)
    .leftJoin(recebimentosLotes, eq(recebimentosLotes.id, lancamentosBancarios.lote_id))
    .leftJoin(motoristas, eq(motoristas.id, recebimentosLotes.motorista_id))
    .where(eq(lancamentosBancarios.id, id));
  if (!row) throw notFound(CONCILIACAO_MSG.naoEncontrado);
  return { ...json(row.linha), motorista_id: row.motorista_id ?? null, motorista_nome: row.motorista_nome ?? null, proposta: null };
}
