import { sql, type SQL } from 'drizzle-orm';
import type { ProximaManutencao } from '@frota/shared/domain';
import { contratos, leiturasKm, manutencoes, motoristas, veiculos } from '../schema';

/** Only finished work counts (km, spend, profit, alerts): an `agendada` maintenance is a plan, not a cost. */
export const MANUTENCAO_FINALIZADA: SQL = sql`${manutencoes.status_atual} = 'finalizada'`;

/**
 * The current km of the `veiculos` row in scope (DESIGN): its latest km reading that is not suspect, from any source
 * (a tracker, a finished maintenance, a concluded vistoria, a typed km: leituras_km), never below its initial km.
 * Usable in any query that selects from "veiculos" by that name. Its outer columns are written out whole: in a
 * one-table select drizzle drops the table's name, and a bare "id" here would be the reading's own.
 */
export const QUILOMETRAGEM_ATUAL: SQL = sql`greatest(
  ${sql.raw('"veiculos"."quilometragem_inicial"')},
  (select l.quilometragem from ${leiturasKm} l where l.veiculo_id = ${sql.raw('"veiculos"."id"')} and not l.suspeita
    order by l.lida_em desc, l.id desc limit 1)
)`;

/** Today in São Paulo, as the database's own function (migration 0013) says it. */
const HOJE: SQL = sql`hoje_sao_paulo()`;

/** The `veiculos` row in scope has an ativo contract whose period covers today. */
const CONTRATO_DE_HOJE: SQL = sql`${contratos.veiculo_id} = ${veiculos.id} and ${contratos.status_contrato} = 'ativo'
  and ${contratos.data_inicio} <= ${HOJE} and (${contratos.data_fim} is null or ${contratos.data_fim} >= ${HOJE})`;

/** The `veiculos` row in scope is at the workshop: an `agendada` maintenance dated today or earlier, not finished yet. */
const NA_OFICINA: SQL = sql`exists (select 1 from ${manutencoes} where ${manutencoes.veiculo_id} = ${veiculos.id}
  and ${manutencoes.status_atual} = 'agendada' and ${manutencoes.data_manutencao} <= ${HOJE})`;

/**
 * Where the `veiculos` row in scope is today (enum situacao_veiculo). The workshop wins over a contract: a rented car
 * that is in for service is not on the street and cannot be handed over, which is what staff look up the list for
 * (its driver still shows, from MOTORISTA_ATUAL, so they know whom to call).
 */
export const SITUACAO_VEICULO: SQL = sql`case
  when ${NA_OFICINA} then 'manutencao'
  when exists (select 1 from ${contratos} where ${CONTRATO_DE_HOJE}) then 'alugado'
  else 'disponivel' end`;

/** The driver's name of the contract covering today of the `veiculos` row in scope (the latest started, if several); null if none. */
export const MOTORISTA_ATUAL: SQL = sql`(select ${motoristas.nome} from ${contratos}
  join ${motoristas} on ${motoristas.id} = ${contratos.motorista_id}
  where ${CONTRATO_DE_HOJE} order by ${contratos.data_inicio} desc, ${contratos.id} desc limit 1)`;

/**
 * The `agendada` maintenance ("Próximas manutenções"), soonest first, as one JSON array of `proximaManutencao`
 * rows: a scalar subquery, so the report and the dashboard fetch it in the statement they already run.
 * `veiculoId` limits it to one vehicle (a value or the outer query's column).
 */
export function proximasManutencoesSql(opts: { veiculoId?: SQL | number; limite?: number } = {}): SQL {
  const doVeiculo = opts.veiculoId === undefined ? sql`` : sql`and m.veiculo_id = ${opts.veiculoId}`;
  const limite = opts.limite === undefined ? sql`` : sql`limit ${opts.limite}`;
  return sql`(select coalesce(json_agg(p.linha order by p.data_manutencao, p.id), '[]'::json) from (
      select m.id, m.data_manutencao, json_build_object(
          'id', m.id,
          'veiculo_id', m.veiculo_id,
          'veiculo', json_build_object('id', v.id, 'placa', v.placa, 'modelo', v.modelo, 'marca', v.marca),
          'data_manutencao', to_char(m.data_manutencao, 'YYYY-MM-DD'),
          'tipo_manutencao', m.tipo_manutencao,
          'quilometragem', m.quilometragem,
          'custo', m.custo::float8
        ) as linha
      from ${manutencoes} m join ${veiculos} v on v.id = m.veiculo_id
      where m.status_atual = 'agendada' ${doVeiculo}
      order by m.data_manutencao, m.id
      ${limite}
    ) p)`;
}

/** The JSON column of `proximasManutencoesSql`, whichever way the driver hands it over. */
export function parseProximasManutencoes(valor: unknown): ProximaManutencao[] {
  const linhas = (typeof valor === 'string' ? JSON.parse(valor) : (valor ?? [])) as ProximaManutencao[];
  return linhas.map((m) => ({ ...m, quilometragem: Number(m.quilometragem), custo: Number(m.custo) }));
}
