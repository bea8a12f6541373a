import { sql } from 'drizzle-orm';
import type { TraccarPosicao } from '@frota/shared/domain';
import type { Db } from '../../db/client';
import { handWritten, preparedStatements } from '../../db/prepared';
import { dispositivosDesconhecidos, leiturasKm, posicoesRastreador, rastreadores, veiculos } from '../../db/schema';

/** A position as Frota reads it from Traccar's JSON. */
export interface Posicao {
  uniqueId: string;
  nome: string | null;
  fixTime: Date;
  latitude: number;
  longitude: number;
  /** the car's odometer, meters */
  odometro: number | null;
  /** meters since the device was added to Traccar */
  distanciaTotal: number | null;
}

export interface PosicaoRegistrada {
  /** the tracker whose codigo_identificacao is the device's uniqueId; null: an unknown device */
  rastreador_id: number | null;
  veiculo_id: number | null;
  /** the reading stored, if any */
  leitura_id: number | null;
  suspeita: boolean;
  /** the km of this position and of the last good reading it was judged against */
  km: number | null;
  km_anterior: number | null;
  /** the tracker's contact before this position (null: its first) */
  contato_anterior: Date | null;
}

/** A fixTime Traccar wrote as ISO text (or, from another forwarder, epoch milliseconds); null if it is no instant. */
export function lerPosicao(body: TraccarPosicao): Posicao | null {
  const { position, device } = body;
  const fixTime = new Date(position.fixTime);
  if (Number.isNaN(fixTime.getTime())) return null;
  const attributes = position.attributes ?? {};
  return {
    uniqueId: device.uniqueId,
    nome: device.name?.trim() || null,
    fixTime,
    latitude: position.latitude,
    longitude: position.longitude,
    odometro: attributes.odometer ?? null,
    distanciaTotal: attributes.totalDistance ?? null,
  };
}

const p = {
  uid: sql`${sql.placeholder('uid')}::text`,
  fix: sql`${sql.placeholder('fix')}::timestamptz`,
  lat: sql`${sql.placeholder('lat')}::float8`,
  lon: sql`${sql.placeholder('lon')}::float8`,
  odometro: sql`${sql.placeholder('odometro')}::float8`,
  distancia: sql`${sql.placeholder('distancia')}::float8`,
};

/**
 * One position, one statement: the tracker found by its code, its last position kept, and a reading stored when the
 * km grew by 1 km or 15 minutes passed since the vehicle's last good reading (else the table would take a row every
 * few seconds per car). The km is the odometer, or the totalDistance over the km at installation, in whole km run
 * (never rounded up: 600 m are not 1 km). A reading below
 * the last good one, or more than 2.000 km a day above it, is stored as suspeita whatever the time since. The base
 * of a vehicle with no reading is its initial km at its acquisition. A position older than the last reading (Traccar
 * sending what it buffered) moves nothing but the contact, which only goes forward.
 */
const posicaoSql = sql`
  with atual as (
    select r.id as rastreador_id, r.veiculo_id,
      (case when ${p.odometro} is not null then floor(${p.odometro} / 1000)
        when ${p.distancia} is not null then floor(${p.distancia} / 1000) + coalesce(r.km_instalacao, 0) end)::int as km,
      coalesce(u.quilometragem, v.quilometragem_inicial) as base_km,
      coalesce(u.lida_em, v.data_aquisicao::timestamp at time zone 'America/Sao_Paulo') as base_em,
      u.lida_em is not null as tem_leitura,
      pr.contato_em as contato_anterior
    from ${rastreadores} r
    left join ${veiculos} v on v.id = r.veiculo_id
    left join ${posicoesRastreador} pr on pr.rastreador_id = r.id
    left join lateral (
      select l.quilometragem, l.lida_em from ${leiturasKm} l
      where l.veiculo_id = r.veiculo_id and not l.suspeita order by l.lida_em desc, l.id desc limit 1
    ) u on true
    where r.codigo_identificacao = ${p.uid}
  ),
  julgada as (
    select atual.*, veiculo_id is not null and km is not null and ${p.fix} > base_em as nova,
      km < base_km or km - base_km > 2000 * greatest(1, extract(epoch from ${p.fix} - base_em) / 86400) as suspeita
    from atual
  ),
  contato as (
    insert into ${posicoesRastreador} as c (rastreador_id, contato_em, latitude, longitude, quilometragem, recebida_em)
    select rastreador_id, ${p.fix}, ${p.lat}, ${p.lon}, km, now() from julgada
    on conflict (rastreador_id) do update set contato_em = excluded.contato_em, latitude = excluded.latitude,
      longitude = excluded.longitude, quilometragem = excluded.quilometragem, recebida_em = excluded.recebida_em
    where c.contato_em <= excluded.contato_em
    returning 1
  ),
  leitura as (
    insert into ${leiturasKm} (veiculo_id, lida_em, quilometragem, origem, rastreador_id, latitude, longitude, suspeita)
    select veiculo_id, ${p.fix}, km, 'rastreador', rastreador_id, ${p.lat}, ${p.lon}, suspeita from julgada
    where nova and (suspeita or not tem_leitura or km - base_km >= 1 or ${p.fix} - base_em >= interval '15 minutes')
    returning id, suspeita
  )
  select rastreador_id, veiculo_id, (select id from leitura) as leitura_id, coalesce((select suspeita from leitura), false) as suspeita,
    km, base_km as km_anterior, contato_anterior, (select count(*) from contato) as contatos
  from julgada`;

const desconhecidoSql = sql`
  insert into ${dispositivosDesconhecidos} as d (unique_id, nome, contato_em, latitude, longitude)
  values (${p.uid}, ${sql.placeholder('nome')}::text, ${p.fix}, ${p.lat}, ${p.lon})
  on conflict (unique_id) do update set nome = coalesce(excluded.nome, d.nome), posicoes = d.posicoes + 1,
    contato_em = greatest(d.contato_em, excluded.contato_em),
    latitude = case when excluded.contato_em >= d.contato_em then excluded.latitude else d.latitude end,
    longitude = case when excluded.contato_em >= d.contato_em then excluded.longitude else d.longitude end`;

// the endpoint takes a position every few milliseconds: each statement is planned once per connection
const prepared = preparedStatements();
const FIELDS = { rastreador_id: null, veiculo_id: null, leitura_id: null, suspeita: null, km: null, km_anterior: null, contato_anterior: null, contatos: null };

const numeroOuNulo = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Stores a position of a known device (its contact, maybe a reading), or lists the unknown device. */
export async function registrarPosicao(db: Db, posicao: Posicao): Promise<PosicaoRegistrada> {
  const valores = {
    uid: posicao.uniqueId,
    fix: posicao.fixTime.toISOString(),
    lat: posicao.latitude,
    lon: posicao.longitude,
    odometro: posicao.odometro,
    distancia: posicao.distanciaTotal,
  };
  const [row] = await prepared(db, 'traccar_posicao', () => ({ query: handWritten(posicaoSql), fields: FIELDS })).execute(valores);
  if (!row) {
    await prepared(db, 'traccar_desconhecido', () => ({ query: handWritten(desconhecidoSql), fields: {} })).execute({ ...valores, nome: posicao.nome });
    return { rastreador_id: null, veiculo_id: null, leitura_id: null, suspeita: false, km: null, km_anterior: null, contato_anterior: null };
  }
  return {
    rastreador_id: Number(row.rastreador_id),
    veiculo_id: numeroOuNulo(row.veiculo_id),
    leitura_id: numeroOuNulo(row.leitura_id),
    suspeita: row.suspeita === true,
    km: numeroOuNulo(row.km),
    km_anterior: numeroOuNulo(row.km_anterior),
    contato_anterior: row.contato_anterior === null || row.contato_anterior === undefined ? null : new Date(String(row.contato_anterior)),
  };
}
