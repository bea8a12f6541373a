import { sql } from 'drizzle-orm';
import { notificacoesDeAlertas, type PushNotification, type TipoAlerta } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { listAlertas } from './repository';

/** The alert kinds an event raises (a reading, a silent tracker, a paper's date); the maintenance kinds are evaluated. */
export type TipoAlertaDeEvento = Exclude<TipoAlerta, 'quilometragem' | 'tempo'>;

export interface AlertaDeEvento {
  tipo_alerta: TipoAlertaDeEvento;
  /** what the alert is about, e.g. `documento:12`: one open alert per kind and key */
  chave: string;
  mensagem: string;
  veiculo_id?: number | null;
  contrato_id?: number | null;
  motorista_id?: number | null;
}

/**
 * Opens the alert, or refreshes the text of the one already open for its kind and key. Answers the id and whether
 * it was opened now: only a new alert is pushed (`notificacoesDosAlertas`), so each goes out once.
 */
export async function abrirAlerta(tx: Db, alerta: AlertaDeEvento): Promise<{ id: number; aberto: boolean }> {
  const [row] = await queryRows<{ id: number; aberto: boolean }>(
    tx,
    sql`insert into alertas_manutencao (veiculo_id, contrato_id, motorista_id, tipo_alerta, chave, mensagem, status)
      values (${alerta.veiculo_id ?? null}, ${alerta.contrato_id ?? null}, ${alerta.motorista_id ?? null}, ${alerta.tipo_alerta}, ${alerta.chave}, ${alerta.mensagem}, 'ativo')
      on conflict (tipo_alerta, chave) where status = 'ativo' and chave is not null
      do update set mensagem = excluded.mensagem, updated_at = now()
      returning id, (xmax = 0) as aberto`,
  );
  return { id: Number(row!.id), aberto: Boolean(row!.aberto) };
}

/** Resolves the open alert of that kind and key, if any; answers the ids resolved. */
export async function resolverAlerta(tx: Db, alerta: { tipo_alerta: TipoAlertaDeEvento; chave: string }, agora = new Date()): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update alertas_manutencao set status = 'resolvido', resolvido_em = ${agora.toISOString()}::timestamptz, updated_at = now()
      where status = 'ativo' and tipo_alerta = ${alerta.tipo_alerta} and chave = ${alerta.chave}
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The push notifications of alerts just opened (SPEC §7: one per vehicle). */
export async function notificacoesDosAlertas(db: Db, ids: readonly number[]): Promise<PushNotification[]> {
  return ids.length ? notificacoesDeAlertas((await listAlertas(db, { ids })).rows) : [];
}
