import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, textoAlerta, type AlertaManutencao, type ORDENACOES_ALERTA, type StatusAlerta } from '@frota/shared/domain';
import { keysetBatches, orderByOf, POSITION, positionOf, type ListOrder } from '../crud/keyset';
import type { Db } from '../db/client';
import { alertasManutencao, veiculos } from '../db/schema';

export interface AlertasFilter {
  status?: StatusAlerta;
  veiculoId?: number;
  ids?: readonly number[];
}

export interface AlertasPage {
  page?: number;
  pageSize?: number;
  sort?: (typeof ORDENACOES_ALERTA)[number];
  order?: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<(typeof ORDENACOES_ALERTA)[number], AnyPgColumn> = {
  id: alertasManutencao.id,
  placa: veiculos.placa,
  tipo_alerta: alertasManutencao.tipo_alerta,
  quilometragem_alerta: alertasManutencao.quilometragem_alerta,
  dias_alerta: alertasManutencao.dias_alerta,
};

function whereOf(filtro: AlertasFilter): SQL | undefined {
  const partes: SQL[] = [];
  if (filtro.status) partes.push(eq(alertasManutencao.status, filtro.status));
  if (filtro.veiculoId !== undefined) partes.push(eq(alertasManutencao.veiculo_id, filtro.veiculoId));
  if (filtro.ids) partes.push(inArray(alertasManutencao.id, [...filtro.ids]));
  return and(...partes);
}

function ordemDe(pagina: Omit<AlertasPage, 'page' | 'pageSize'>): ListOrder {
  const coluna = SORT_COLUMNS[pagina.sort ?? 'id'];
  // with no sort chosen, the newest alert first, as every list
  const direction = pagina.order ?? (pagina.sort ? 'asc' : 'desc');
  return { key: coluna === alertasManutencao.id ? null : coluna, direction, id: alertasManutencao.id };
}

const ALERTA = {
  id: alertasManutencao.id,
  versao: alertasManutencao.versao,
  veiculo_id: alertasManutencao.veiculo_id,
  contrato_id: alertasManutencao.contrato_id,
  motorista_id: alertasManutencao.motorista_id,
  tipo_alerta: alertasManutencao.tipo_alerta,
  mensagem: alertasManutencao.mensagem,
  quilometragem_alerta: alertasManutencao.quilometragem_alerta,
  dias_alerta: alertasManutencao.dias_alerta,
  status: alertasManutencao.status,
  veiculo: { id: veiculos.id, placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca },
};

// the enums' columns are text in the table, checked there; a maintenance alert's text is made from its figures
const comMensagem = (rows: readonly Record<string, unknown>[]): AlertaManutencao[] =>
  (rows as unknown as AlertaManutencao[]).map((a) => ({ ...a, mensagem: a.mensagem ?? textoAlerta(a) }));

/** Every alert of the filter in the list's order, `size` at a time (the CSV export). */
export async function* lotesDeAlertas(db: Db, filtro: AlertasFilter, ordenacao: Omit<AlertasPage, 'page' | 'pageSize'>, size: number): AsyncGenerator<AlertaManutencao[]> {
  const where = whereOf(filtro);
  const ordem = ordemDe(ordenacao);
  const read = (after: SQL | undefined) =>
    db
      .select({ ...ALERTA, [POSITION]: positionOf(ordem) })
      .from(alertasManutencao)
      .leftJoin(veiculos, eq(veiculos.id, alertasManutencao.veiculo_id))
      .where(and(where, after))
      .orderBy(...orderByOf(ordem))
      .limit(size);
  for await (const rows of keysetBatches(ordem, size, read)) yield comMensagem(rows);
}

/** Alerts with their embedded vehicle, in one query; a page of them when `page`/`pageSize` are given. */
export async function listAlertas(db: Db, filtro: AlertasFilter = {}, pagina: AlertasPage = {}): Promise<{ rows: AlertaManutencao[]; total: number }> {
  if (filtro.ids && !filtro.ids.length) return { rows: [], total: 0 };
  const where = whereOf(filtro);
  const query = db
    .select(ALERTA)
    .from(alertasManutencao)
    .leftJoin(veiculos, eq(veiculos.id, alertasManutencao.veiculo_id))
    .where(where)
    .orderBy(...orderByOf(ordemDe(pagina)))
    .$dynamic();
  if (pagina.page === undefined && pagina.pageSize === undefined) {
    const rows = comMensagem(await query);
    return { rows, total: rows.length };
  }
  const pageSize = pagina.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, [contagem]] = await Promise.all([
    query.limit(pageSize).offset(((pagina.page ?? 1) - 1) * pageSize),
    db.select({ total: count() }).from(alertasManutencao).where(where),
  ]);
  return { rows: comMensagem(rows), total: Number(contagem?.total ?? 0) };
}
