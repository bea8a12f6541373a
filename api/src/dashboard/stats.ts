import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type DashboardStats } from '@frota/shared/domain';
import { estadoServicoSql, type IntervalosAlerta } from '../alertas/evaluation';
import { queryRows, type Db } from '../db/client';
import { todaySql } from '../db/queries/today';
import { MANUTENCAO_FINALIZADA, parseProximasManutencoes, proximasManutencoesSql } from '../db/queries/veiculos';
import { CAUCAO, EM_ABERTO, RECEITAS, saldosMotoristas } from '../razao/definicoes';
import { alertasManutencao, contratos, manutencoes, motoristas, multas, sinistros, totaisSemanais, veiculos } from '../db/schema';

export const SEMANAS = 12;
/** "Próximas manutenções" on the dashboard: the soonest scheduled ones */
const PROXIMAS_MANUTENCOES = 20;

type Row = Record<string, unknown>;

/**
 * Vehicle-days under a contract in force ÷ vehicle-days of the fleet, from `inicio` to `hoje` (both inclusive), 0 to 1.
 * A vehicle counts from its data_aquisicao; a contract is in force from data_inicio while ativo, and to its data_fim
 * once finalizado (it was ativo until then); a cancelado one was made by mistake. Two contracts of one vehicle on the
 * same day count that day once (range_agg merges them).
 */
function ocupacaoSql(inicio: SQL, hoje: SQL): SQL {
  const periodo = sql`daterange(${inicio}, ${hoje} + 1)`;
  return sql`select coalesce(
      (select sum(upper(d) - lower(d)) from (
        select unnest(range_agg(
          daterange(${contratos.data_inicio}, case when ${contratos.status_contrato} = 'ativo' then null else ${contratos.data_fim} + 1 end)
            * daterange(greatest(${veiculos.data_aquisicao}, ${inicio}), null) * ${periodo})) as d
        from ${contratos} join ${veiculos} on ${veiculos.id} = ${contratos.veiculo_id}
        where ${contratos.status_contrato} <> 'cancelado' and ${contratos.data_inicio} <= ${hoje}
          and (${contratos.status_contrato} = 'ativo' or ${contratos.data_fim} >= ${inicio})
        group by ${contratos.veiculo_id}
      ) ocupados)::float8
      / nullif((select sum(greatest(0, (${hoje} + 1) - greatest(${veiculos.data_aquisicao}, ${inicio}))) from ${veiculos}), 0),
    0)`;
}

/**
 * The dashboard's figures, each an SQL aggregate. "Mês" is the calendar month of `now` in São Paulo;
 * the series covers the last 12 weeks, Monday to Sunday, the current week last.
 */
export async function readDashboardStats(db: Db, opts: { now?: Date; intervalos: IntervalosAlerta }): Promise<DashboardStats> {
  const now = opts.now ?? new Date();
  const hoje = todaySql(now);
  const inicioMes = sql`date_trunc('month', ${hoje})::date`;
  const noMes = (dia: unknown) => sql`${dia} >= ${inicioMes} and ${dia} < (${inicioMes} + interval '1 month')::date`;
  // a fine's instant against the month's bounds as instants (São Paulo midnight), so its index serves the range
  const inicioMesInstante = sql`(${inicioMes}::timestamp at time zone ${TIME_ZONE})`;

  // three independent statements, sent together: on PostgreSQL each runs on its own pooled connection
  const [[resumo], manutencao, series] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select
        (select count(*) from ${veiculos})::int as "totalVeiculos",
        (select count(distinct ${contratos.veiculo_id}) from ${contratos} where ${contratos.status_contrato} = 'ativo')::int as "veiculosAtivos",
        m.total::int as "totalMotoristas",
        m.ativos::int as "motoristasAtivos",
        (select count(*) from ${multas} where ${multas.data_multa} >= ${inicioMesInstante}
          and ${multas.data_multa} < ((${inicioMes} + interval '1 month')::timestamp at time zone ${TIME_ZONE}))::int as "multasMes",
        (select count(*) from ${sinistros} where ${noMes(sinistros.data_sinistro)})::int as "sinistrosMes",
        (select coalesce(sum(${manutencoes.custo}), 0) from ${manutencoes}
          where ${MANUTENCAO_FINALIZADA} and ${noMes(manutencoes.data_manutencao)})::float8 as "totalGastoManutencoes",
        ${proximasManutencoesSql({ limite: PROXIMAS_MANUTENCOES })} as "proximasManutencoes",
        a.valor::float8 as "valorEmAtraso",
        a.motoristas::int as "motoristasEmAtraso",
        (select coalesce(sum(r.valor), 0) from ${RECEITAS} r where ${noMes(sql`r.data_pagamento`)})::float8 as "recebidoMes",
        -- due from today to the coming Sunday, both inclusive (a week runs Monday to Sunday)
        (select coalesce(sum(e.em_aberto), 0) from ${EM_ABERTO} e
          where e.data_prevista >= ${hoje} and e.data_prevista <= date_trunc('week', ${hoje})::date + 6)::float8 as "aReceberSemana",
        (select coalesce(sum(k.em_custodia), 0) from ${CAUCAO} k)::float8 as "caucaoEmCustodia",
        (${ocupacaoSql(inicioMes, hoje)})::float8 as "ocupacaoMes"
      from (select count(*) as total, count(*) filter (where ${motoristas.status} = 'ativo') as ativos from ${motoristas}) m,
        (select coalesce(sum(s.vencido), 0) as valor, count(*) filter (where s.vencido > 0) as motoristas
          from ${saldosMotoristas(hoje)} s) a`,
    ),
    queryRows<Row>(
      db,
      sql`with estado as (${estadoServicoSql(now)})
        select ${veiculos.id} as id, ${veiculos.placa} as placa, ${veiculos.modelo} as modelo, ${veiculos.marca} as marca,
          a.tipo_alerta as tipo, e.km_atual as quilometragem, e.km_referencia + ${opts.intervalos.km} as alerta, e.dias as dias
        from ${alertasManutencao} a
        join ${veiculos} on ${veiculos.id} = a.veiculo_id
        join estado e on e.veiculo_id = a.veiculo_id
        where a.status = 'ativo' and a.chave is null
        order by e.km_rodados desc, ${veiculos.placa}, a.tipo_alerta`,
    ),
    queryRows<Row>(
      db,
      // an integer series, which the planner counts (12 rows), where a date series would be guessed at 1,000;
      // the week's money is kept in totais_semanais by triggers on the three tables (migration 0004; finished
      // maintenance only since 0006); its overdue charges are the ledger's, counted at read
      sql`with semanas as (
          select (date_trunc('week', ${hoje})::date - (${SEMANAS - 1}::int - n) * 7) as inicio from generate_series(0, ${SEMANAS - 1}::int) n
        ), atrasos as (
          -- the charges of each week still open past their due date: the ledger's vencido, in R$
          select date_trunc('week', e.data_prevista)::date as semana, sum(e.em_aberto) as valor from ${EM_ABERTO} e
          where e.data_prevista < ${hoje} and e.data_prevista >= (select min(inicio) from semanas)
          group by 1
        )
        select to_char(s.inicio, 'YYYY-MM-DD') as semana,
          coalesce(t.alugueis, 0)::float8 as alugueis,
          coalesce(t.manutencoes, 0)::float8 as manutencoes,
          coalesce(t.sinistros, 0)::float8 as sinistros,
          coalesce(t.ressarcimentos, 0)::float8 as ressarcimentos,
          coalesce(a.valor, 0)::float8 as "emAtraso"
        from semanas s
        left join ${totaisSemanais} t on t.semana = s.inicio
        left join atrasos a on a.semana = s.inicio
        order by s.inicio`,
    ),
  ]);

  return {
    resumo: {
      totalVeiculos: Number(resumo?.totalVeiculos ?? 0),
      veiculosAtivos: Number(resumo?.veiculosAtivos ?? 0),
      totalMotoristas: Number(resumo?.totalMotoristas ?? 0),
      motoristasAtivos: Number(resumo?.motoristasAtivos ?? 0),
      multasMes: Number(resumo?.multasMes ?? 0),
      sinistrosMes: Number(resumo?.sinistrosMes ?? 0),
      totalGastoManutencoes: Number(resumo?.totalGastoManutencoes ?? 0),
      valorEmAtraso: Number(resumo?.valorEmAtraso ?? 0),
      motoristasEmAtraso: Number(resumo?.motoristasEmAtraso ?? 0),
      recebidoMes: Number(resumo?.recebidoMes ?? 0),
      aReceberSemana: Number(resumo?.aReceberSemana ?? 0),
      ocupacaoMes: Number(resumo?.ocupacaoMes ?? 0),
      caucaoEmCustodia: Number(resumo?.caucaoEmCustodia ?? 0),
    },
    proximasManutencoes: parseProximasManutencoes(resumo?.proximasManutencoes),
    veiculosManutencao: manutencao.map((r) => ({
      veiculo: { id: Number(r.id), placa: String(r.placa), modelo: String(r.modelo), marca: String(r.marca) },
      tipo: String(r.tipo),
      quilometragem: Number(r.quilometragem),
      alerta: Number(r.alerta),
      dias: Number(r.dias),
      diasAlerta: opts.intervalos.dias,
    })),
    series: series.map((r) => ({
      semana: String(r.semana),
      alugueis: Number(r.alugueis),
      manutencoes: Number(r.manutencoes),
      sinistros: Number(r.sinistros),
      ressarcimentos: Number(r.ressarcimentos),
      emAtraso: Number(r.emAtraso),
    })),
  };
}
