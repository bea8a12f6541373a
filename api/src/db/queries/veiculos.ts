import { sql, type SQL } from 'drizzle-orm';
import type { ProximaManutencao } from '@frota/shared/domain';
import { manutencoes, rastreadores, veiculos } from '../schema';

/** Only finished work counts (km, spend, profit, alerts): an `agendada` maintenance is a plan, not a cost. */
export const MANUTENCAO_FINALIZADA: SQL = sql`${manutencoes.status_atual} = 'finalizada'`;

/**
 * The current km of the `veiculos` row in scope (DESIGN): the highest of its initial km, its trackers'
 * km_atual and its finished maintenance km. Usable in any query that selects from veiculos.
 */
export const QUILOMETRAGEM_ATUAL: SQL = sql`greatest(
  ${veiculos.quilometragem_inicial},
  (select max(${rastreadores.km_atual}) from ${rastreadores} where ${rastreadores.veiculo_id} = ${veiculos.id}),
  (select max(${manutencoes.quilometragem}) from ${manutencoes} where ${manutencoes.veiculo_id} = ${veiculos.id} and ${MANUTENCAO_FINALIZADA})
)`;

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
