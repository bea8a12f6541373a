import { sql, type SQL } from 'drizzle-orm';
import { avisoDeCnh, avisoDeDocumento, hojeSaoPaulo, type TipoDocumento } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { DOCUMENTO_EM_ABERTO } from '../db/queries/documentos';
import { abrirAlerta, resolverAlerta, type TipoAlertaDeEvento } from './eventos';

// Deadlines (issue 35): a vehicle's paper due within ALERTA_DOCUMENTO_DIAS days, or past due, and not paid nor
// renewed, has an alert "IPVA de ABC-1D23 vence em …" (then "… vencido em …"); a driver's CNH too. Evaluated in the
// write that changes a paper or a driver, and daily for the passing of time.

export interface Escopo {
  /** the day it is (tests move it); today in São Paulo by default */
  now?: Date;
  /** days before the due date the alert opens */
  dias: number;
}

interface Devido {
  chave: string;
  /** whom it is about: its vehicle, or its driver */
  de: number;
  mensagem: string;
}

/**
 * Resolves the open alerts of `tipo` in scope that are no longer due (or are about another vehicle now), then opens or
 * refreshes the due ones. Answers the ids of the alerts opened now: only those are pushed.
 */
async function acertar(tx: Db, tipo: TipoAlertaDeEvento, coluna: 'veiculo_id' | 'motorista_id', doEscopo: SQL, devidos: readonly Devido[]): Promise<number[]> {
  const esperados = new Set(devidos.map((d) => `${d.chave}@${String(d.de)}`));
  const abertos = await queryRows<{ chave: string; de: number }>(
    tx,
    sql`select chave, ${sql.identifier(coluna)} as de from alertas_manutencao where status = 'ativo' and tipo_alerta = ${tipo} and ${doEscopo} order by id`,
  );
  for (const { chave, de } of abertos) if (!esperados.has(`${chave}@${String(de)}`)) await resolverAlerta(tx, { tipo_alerta: tipo, chave });
  const ids: number[] = [];
  for (const d of devidos) {
    const { id, aberto } = await abrirAlerta(tx, { tipo_alerta: tipo, chave: d.chave, [coluna]: d.de, mensagem: d.mensagem });
    if (aberto) ids.push(id);
  }
  return ids;
}

const limiteDe = (hoje: string, dias: number) => sql`${hoje}::date + ${dias}::int`;

/**
 * The papers' alerts of these vehicles (all without `veiculoIds`): opened or refreshed for each paper due, resolved
 * for the rest (paid, renewed, deleted, moved to another car). Answers the ids of the alerts opened now.
 */
export async function avaliarDocumentos(tx: Db, escopo: Escopo & { veiculoIds?: readonly number[] }): Promise<number[]> {
  const hoje = hojeSaoPaulo(escopo.now);
  const ids = escopo.veiculoIds ? sql.join(escopo.veiculoIds.map((id) => sql`${id}`), sql`, `) : null;
  if (ids !== null && !escopo.veiculoIds?.length) return [];
  const devidos = await queryRows<{ id: number; veiculo_id: number; tipo: TipoDocumento; vencimento: string; placa: string }>(
    tx,
    sql`select d.id, d.veiculo_id, d.tipo, to_char(d.vencimento, 'YYYY-MM-DD') as vencimento, v.placa
      from documentos_veiculo d join veiculos v on v.id = d.veiculo_id
      where d.vencimento <= ${limiteDe(hoje, escopo.dias)} and ${DOCUMENTO_EM_ABERTO} ${ids ? sql`and d.veiculo_id in (${ids})` : sql``}
      order by d.vencimento, d.id`,
  );
  return acertar(
    tx,
    'documento',
    'veiculo_id',
    ids ? sql`veiculo_id in (${ids})` : sql`true`,
    devidos.map((d) => ({ chave: `documento:${String(d.id)}`, de: Number(d.veiculo_id), mensagem: avisoDeDocumento(d.tipo, d.placa, d.vencimento, hoje) })),
  );
}

/** The CNH alerts of these drivers (all without `motoristaIds`): an active driver whose CNH is due soon or past due. */
export async function avaliarCnh(tx: Db, escopo: Escopo & { motoristaIds?: readonly number[] }): Promise<number[]> {
  const hoje = hojeSaoPaulo(escopo.now);
  const ids = escopo.motoristaIds ? sql.join(escopo.motoristaIds.map((id) => sql`${id}`), sql`, `) : null;
  if (ids !== null && !escopo.motoristaIds?.length) return [];
  // an inactive or suspended driver drives none of the cars: his CNH is no one's task
  const devidos = await queryRows<{ id: number; nome: string; validade: string }>(
    tx,
    sql`select m.id, m.nome, to_char(m.validade_cnh, 'YYYY-MM-DD') as validade from motoristas m
      where m.status = 'ativo' and m.validade_cnh <= ${limiteDe(hoje, escopo.dias)} ${ids ? sql`and m.id in (${ids})` : sql``}
      order by m.validade_cnh, m.id`,
  );
  return acertar(
    tx,
    'cnh',
    'motorista_id',
    ids ? sql`motorista_id in (${ids})` : sql`true`,
    devidos.map((m) => ({ chave: `cnh:${String(m.id)}`, de: Number(m.id), mensagem: avisoDeCnh(m.nome, m.validade, hoje) })),
  );
}
