import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AlertaManutencao, StatusAlerta } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { alertasManutencao, veiculos } from '../db/schema';

export interface FiltroAlertas {
  status?: StatusAlerta;
  veiculoId?: number;
  ids?: readonly number[];
}

/** Alerts with their embedded vehicle, in one query. */
export async function listarAlertas(db: Db, filtro: FiltroAlertas = {}): Promise<AlertaManutencao[]> {
  const condicoes: SQL[] = [];
  if (filtro.status) condicoes.push(eq(alertasManutencao.status, filtro.status));
  if (filtro.veiculoId !== undefined) condicoes.push(eq(alertasManutencao.veiculo_id, filtro.veiculoId));
  if (filtro.ids) {
    if (!filtro.ids.length) return [];
    condicoes.push(inArray(alertasManutencao.id, [...filtro.ids]));
  }
  const rows = await db
    .select({
      id: alertasManutencao.id,
      veiculo_id: alertasManutencao.veiculo_id,
      tipo_alerta: alertasManutencao.tipo_alerta,
      quilometragem_alerta: alertasManutencao.quilometragem_alerta,
      dias_alerta: alertasManutencao.dias_alerta,
      status: alertasManutencao.status,
      veiculo: { id: veiculos.id, placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca },
    })
    .from(alertasManutencao)
    .innerJoin(veiculos, eq(veiculos.id, alertasManutencao.veiculo_id))
    .where(and(...condicoes))
    .orderBy(asc(veiculos.placa), asc(alertasManutencao.tipo_alerta), asc(alertasManutencao.id));
  return rows as AlertaManutencao[];
}
