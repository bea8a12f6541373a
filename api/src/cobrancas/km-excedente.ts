import { sql, type SQL } from 'drizzle-orm';
import { formatBRL, formatDate, formatNumber, hojeSaoPaulo, TIME_ZONE } from '@frota/shared/domain';
import { abrirAlerta, resolverAlerta } from '../alertas/eventos';
import { queryRows, type Db } from '../db/client';
import { PRIMEIRO_VENCIMENTO } from './semanas';

// The km a franchise week ran past its plan (issue 35): measured once the week is over, charged with the next rent.

/** São Paulo's midnight starting the day `dia` (a date). */
const meiaNoite = (dia: SQL): SQL => sql`((${dia})::timestamp at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;

/**
 * The vehicle's km at São Paulo's midnight starting `dia`: its last reading not suspect at or before that midnight
 * and at most 24 h old (one index lookup); null when it has none.
 */
export const kmNaMeiaNoite = (veiculo: SQL, dia: SQL): SQL => sql`(select l.quilometragem from leituras_km l
  where l.veiculo_id = ${veiculo} and not l.suspeita
    and l.lida_em <= ${meiaNoite(dia)} and l.lida_em >= ${meiaNoite(dia)} - interval '24 hours'
  order by l.lida_em desc, l.id desc limit 1)`;

/**
 * The franchise weeks of the contracts in `scope` (a condition over `c`) that have ended by `hoje`: each
 * rent's week [inicio, fim), fim a week later or the day after the contract's end, from its first billed week;
 * with its km at both ends (kmNaMeiaNoite) and what a run stored of it (`w`, semanas_km), if it did.
 */
export function semanasDeFranquia(scope: SQL, hoje: SQL): SQL {
  return sql`select s.contrato_id, s.veiculo_id, s.placa, s.inicio::text as inicio, s.fim::text as fim, s.franquia, s.valor_km,
      w.id as medida_id, coalesce(w.km_inicio, ${kmNaMeiaNoite(sql`s.veiculo_id`, sql`s.inicio`)}) as km_inicio,
      coalesce(w.km_fim, ${kmNaMeiaNoite(sql`s.veiculo_id`, sql`s.fim`)}) as km_fim, w.km_franquia, w.pagamento_id
    from (
      select c.id as contrato_id, c.veiculo_id, v.placa, g.dia::date as inicio,
        least(g.dia::date + 7, coalesce(c.data_fim + 1, g.dia::date + 7)) as fim,
        c.km_franquia_semanal as franquia, c.valor_km_excedente::float8 as valor_km
      from contratos c
      join veiculos v on v.id = c.veiculo_id
      cross join lateral generate_series(${PRIMEIRO_VENCIMENTO}::timestamp, (${hoje} - 1)::timestamp, interval '7 days') as g(dia)
      where c.km_franquia_semanal is not null and ${scope}
        and (c.data_fim is null or g.dia::date <= c.data_fim)
    ) s
    left join semanas_km w on w.contrato_id = s.contrato_id and w.inicio = s.inicio
    where s.fim <= ${hoje}`;
}

interface Semana extends Record<string, unknown> {
  contrato_id: number;
  veiculo_id: number;
  placa: string;
  inicio: string;
  fim: string;
  franquia: number;
  valor_km: number;
  km_inicio: number | null;
  km_fim: number | null;
}

/** "312 km além da franquia de 1.250 km × R$ 0,50" */
export function descricaoKmExcedente(excesso: number, franquia: number, valorKm: number): string {
  return `${formatNumber(excesso)} km além da franquia de ${formatNumber(franquia)} km × ${formatBRL(valorKm).replace(/\s/u, ' ')}`;
}

const chaveDaSemana = (s: Pick<Semana, 'contrato_id' | 'inicio'>) => `semana:${String(s.contrato_id)}:${s.inicio}`;

/**
 * Measures each franchise week of the `ativo` contracts in `scope` that has ended and was not measured yet (semanas_km, one
 * row per contract week: a replayed run measures and charges nothing again). Above the franchise, a pendente
 * `km_excedente` charge of excess km × the contract's rate, due on the week's end (the next rent's due date). A week
 * without a usable reading at either end is not measured: an alert "Sem leitura de km na semana" on the contract asks
 * a person, and a later run measures it if the readings come (resolving the alert). Run it under the weekly job's lock.
 */
export async function cobrarKmExcedente(db: Db, now: Date, scope: SQL): Promise<{ criadas: number[]; alertasAbertos: number[] }> {
  const hoje = sql`${hojeSaoPaulo(now)}::date`;
  const semanas = await queryRows<Semana>(
    db,
    sql`select * from (${semanasDeFranquia(sql`c.status_contrato = 'ativo' and ${scope}`, hoje)}) q where q.medida_id is null order by q.contrato_id, q.inicio`,
  );
  const criadas: number[] = [];
  const alertasAbertos: number[] = [];
  for (const s of semanas) {
    const chave = chaveDaSemana(s);
    if (s.km_inicio === null || s.km_fim === null) {
      const mensagem = `Sem leitura de km na semana de ${formatDate(s.inicio)} — ${s.placa}`;
      const alerta = await abrirAlerta(db, { tipo_alerta: 'sem_leitura_semana', chave, veiculo_id: s.veiculo_id, contrato_id: s.contrato_id, mensagem });
      if (alerta.aberto) alertasAbertos.push(alerta.id);
      continue;
    }
    const rodados = Math.max(0, Number(s.km_fim) - Number(s.km_inicio));
    const [medida] = await queryRows<{ id: number }>(
      db,
      sql`insert into semanas_km (contrato_id, inicio, fim, km_inicio, km_fim, km_franquia)
        values (${s.contrato_id}, ${s.inicio}::date, ${s.fim}::date, ${s.km_inicio}, ${s.km_fim}, ${s.franquia})
        on conflict (contrato_id, inicio) do nothing returning id`,
    );
    await resolverAlerta(db, { tipo_alerta: 'sem_leitura_semana', chave }, now);
    const excesso = rodados - Number(s.franquia);
    const valor = Math.round(Math.max(0, excesso) * Number(s.valor_km) * 100) / 100;
    if (!medida || valor <= 0) continue;
    const [pagamento] = await queryRows<{ id: number }>(
      db,
      sql`insert into pagamentos (contrato_id, data_prevista, valor_pago, status_pagamento, tipo, gerado_automaticamente, descricao)
        values (${s.contrato_id}, ${s.fim}::date, ${valor}, 'pendente', 'km_excedente', true, ${descricaoKmExcedente(excesso, Number(s.franquia), Number(s.valor_km))})
        returning id`,
    );
    await db.execute(sql`update semanas_km set pagamento_id = ${pagamento!.id} where id = ${medida.id}`);
    criadas.push(Number(pagamento!.id));
  }
  return { criadas, alertasAbertos };
}
