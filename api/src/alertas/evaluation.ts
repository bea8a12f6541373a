import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config';
import { arrayQueryOf } from '../db/array-query';
import { queryRows, type Db } from '../db/client';
import { handWritten, preparedStatements } from '../db/prepared';
import { manutencoes, veiculos } from '../db/schema';
import { todaySql } from '../db/queries/today';
import { QUILOMETRAGEM_ATUAL } from '../db/queries/veiculos';

export interface IntervalosAlerta {
  /** km driven since the last service that make a vehicle due (ALERTA_KM) */
  km: number;
  /** days since the last service that make a vehicle due (ALERTA_DIAS) */
  dias: number;
}

export interface EvaluationOptions {
  /** only these vehicles (after a change to them); the whole fleet when absent */
  veiculoIds?: number[];
  /** the instant of the evaluation; days count in São Paulo */
  now?: Date;
  /** defaults to ALERTA_KM / ALERTA_DIAS from the environment */
  intervalos?: IntervalosAlerta;
}

export interface EvaluationResult {
  /** ids of alerts opened by this evaluation */
  abertos: number[];
  /** ids of alerts resolved by this evaluation */
  resolvidos: number[];
}

export function intervalosFromConfig(): IntervalosAlerta {
  const config = loadConfig();
  return { km: config.alertKm, dias: config.alertDays };
}

/**
 * Each vehicle's service state, one row per vehicle: current km, the reference point (last finalizada
 * revisão/preventiva, else the initial km and the acquisition date), km driven and days since it.
 */
export function estadoServicoSql(now: Date | Placeholder, veiculoIds?: number[] | Placeholder): SQL {
  const escopo = veiculoIds === undefined ? sql`` : Array.isArray(veiculoIds) ? sql`where ${inArray(veiculos.id, veiculoIds)}` : sql`where ${veiculos.id} = ${veiculoIds}`;
  return sql`
    select ${veiculos.id} as veiculo_id, k.km_atual,
      coalesce(s.quilometragem, ${veiculos.quilometragem_inicial}) as km_referencia,
      k.km_atual - coalesce(s.quilometragem, ${veiculos.quilometragem_inicial}) as km_rodados,
      greatest(${todaySql(now)} - coalesce(s.data_manutencao, ${veiculos.data_aquisicao}), 0) as dias
    from ${veiculos}
    cross join lateral (select ${QUILOMETRAGEM_ATUAL} as km_atual) k
    left join lateral (
      select m.quilometragem, m.data_manutencao from ${manutencoes} m
      where m.veiculo_id = ${veiculos.id} and m.status_atual = 'finalizada' and m.tipo_manutencao in ('revisao', 'preventiva')
      order by m.data_manutencao desc, m.quilometragem desc, m.id desc
      limit 1
    ) s on true
    ${escopo}`;
}

/** (vehicle, alert kind) pairs that are due now, with the figures the alert carries. */
function devidosSql(now: Date | Placeholder, intervalos: { km: number | Placeholder; dias: number | Placeholder }, veiculoIds?: number[] | Placeholder): SQL {
  return sql`
    with estado as (${estadoServicoSql(now, veiculoIds)})
    select veiculo_id, 'quilometragem' as tipo_alerta, km_rodados, dias from estado where km_rodados >= ${intervalos.km}
    union all
    select veiculo_id, 'tempo' as tipo_alerta, km_rodados, dias from estado where dias >= ${intervalos.dias}`;
}

/**
 * The one function that decides maintenance alerts. A vehicle is due when the km since its last finalizada
 * revisão/preventiva (or since its initial km) reaches the km interval, or the days since it (or since
 * acquisition) reach the day interval. An open alert keeps its id while its vehicle stays due (its figures are
 * refreshed) and is resolved once the vehicle is no longer due. Run it inside the transaction of the change.
 */
/** The evaluation's statement: `ids` a list or one vehicle's placeholder, none for the whole fleet. */
function avaliacaoSql(p: { now: Date | Placeholder; instante: string | Placeholder; km: number | Placeholder; dias: number | Placeholder; ids?: number[] | Placeholder }): SQL {
  const devidos = devidosSql(p.now, { km: p.km, dias: p.dias }, p.ids);
  const noEscopo =
    p.ids === undefined ? sql`` : Array.isArray(p.ids) ? sql`and a.veiculo_id in (${sql.join(p.ids.map((id) => sql`${id}`), sql`, `)})` : sql`and a.veiculo_id = ${p.ids}`;
  // one statement (issue 20: three round trips were most of a vehicle write's wait): its three writes touch disjoint
  // rows — resolved are active and no longer due, refreshed are active and due, opened are due with none active —
  // so reading one snapshot decides what three statements in a row did
  return sql`with devidos as materialized (${devidos}),
      resolvidos as (
        update alertas_manutencao a set status = 'resolvido', resolvido_em = ${p.instante}::timestamptz, updated_at = now()
        where a.status = 'ativo' and a.chave is null ${noEscopo}
          and not exists (select 1 from devidos d where d.veiculo_id = a.veiculo_id and d.tipo_alerta = a.tipo_alerta)
        returning a.id),
      atualizados as (
        update alertas_manutencao a set quilometragem_alerta = d.km_rodados, dias_alerta = d.dias, updated_at = now()
        from devidos d
        where a.status = 'ativo' and a.chave is null and a.veiculo_id = d.veiculo_id and a.tipo_alerta = d.tipo_alerta
          and (a.quilometragem_alerta <> d.km_rodados or a.dias_alerta <> d.dias)
        returning a.id),
      -- a concurrent evaluation may open the same alert first: the partial unique index keeps one, we skip ours
      abertos as (
        insert into alertas_manutencao (veiculo_id, tipo_alerta, quilometragem_alerta, dias_alerta, status)
        select d.veiculo_id, d.tipo_alerta, d.km_rodados, d.dias, 'ativo' from devidos d
        where not exists (
          select 1 from alertas_manutencao a where a.status = 'ativo' and a.chave is null and a.veiculo_id = d.veiculo_id and a.tipo_alerta = d.tipo_alerta
        )
        order by d.veiculo_id, d.tipo_alerta
        on conflict (veiculo_id, tipo_alerta) where status = 'ativo' and chave is null do nothing
        returning id)
      select (select array_agg(id order by id) from abertos) as abertos, (select array_agg(id order by id) from resolvidos) as resolvidos,
        (select count(*) from atualizados) as atualizados`;
}

// one vehicle's evaluation follows every write to it: planned once per connection, it cost 2.3 ms of planning per
// vehicle POST (issue 20)
const prepared = preparedStatements();
const umVeiculo = (db: Db) =>
  prepared(db, 'alertas_avaliar_veiculo', () => ({
    query: handWritten(
      avaliacaoSql({ now: sql.placeholder('agora'), instante: sql.placeholder('agora'), km: sql.placeholder('km'), dias: sql.placeholder('dias'), ids: sql.placeholder('id') }),
    ),
    fields: { abertos: null, resolvidos: null, atualizados: null },
  }));

type Avaliados = { abertos: number[] | null; resolvidos: number[] | null };

/**
 * The one function that decides maintenance alerts. A vehicle is due when the km since its last finalizada
 * revisão/preventiva (or since its initial km) reaches the km interval, or the days since it (or since
 * acquisition) reach the day interval. An open alert keeps its id while its vehicle stays due (its figures are
 * refreshed) and is resolved once the vehicle is no longer due. Run it inside the transaction of the change.
 */
export async function evaluateAlertas(db: Db, opts: EvaluationOptions = {}): Promise<EvaluationResult> {
  const now = opts.now ?? new Date();
  const intervalos = opts.intervalos ?? intervalosFromConfig();
  const ids = opts.veiculoIds ? [...new Set(opts.veiculoIds)] : undefined;
  if (ids && ids.length === 0) return { abertos: [], resolvidos: [] };
  const instante = now.toISOString();
  const [row] =
    ids?.length === 1 && arrayQueryOf(db)
      ? ((await umVeiculo(db).execute({ agora: instante, km: intervalos.km, dias: intervalos.dias, id: ids[0] })) as Avaliados[])
      : await queryRows<Avaliados>(db, avaliacaoSql({ now, instante, km: intervalos.km, dias: intervalos.dias, ids }));
  const numeros = (list: number[] | null | undefined) => (list ?? []).map(Number);
  return { abertos: numeros(row?.abertos), resolvidos: numeros(row?.resolvidos) };
}
