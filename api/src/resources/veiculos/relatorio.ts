import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { apiError, entityTexts, idParams, relatorioVeiculo, type RelatorioVeiculo, type UltimoContato } from '@frota/shared/domain';
import type { Db } from '../../db/client';
import { handWritten, preparedStatements } from '../../db/prepared';
import { MANUTENCAO_FINALIZADA, parseProximasManutencoes, proximasManutencoesSql, QUILOMETRAGEM_ATUAL } from '../../db/queries/veiculos';
import { contratos, manutencoes, multas, pagamentos, posicoesRastreador, rastreadores, sinistros, veiculos } from '../../db/schema';
import { notFound } from '../../http/errors';

const sumOrZero = (expr: SQL) => sql`coalesce((${expr}), 0)`;

interface Figures extends Record<string, unknown> {
  km: number;
  alugueis: number;
  manutencoes: number;
  multas: number;
  sinistros: number;
  ressarcido: number;
  lucro: number;
  valor_compra: number;
  percentual: number | null;
  proximas: unknown;
  contato: unknown;
}

const COLUMNS = ['km', 'alugueis', 'manutencoes', 'multas', 'sinistros', 'ressarcido', 'lucro', 'valor_compra', 'percentual', 'proximas', 'contato'] as const;

/** Every figure of the report of the vehicle `id` (a placeholder), in one statement. */
function relatorioSql(id: Placeholder): SQL {
  const figures = sql`select
      ${QUILOMETRAGEM_ATUAL} as km,
      ${sumOrZero(sql`select sum(${pagamentos.valor_recebido}) from ${pagamentos}
        join ${contratos} on ${contratos.id} = ${pagamentos.contrato_id}
        where ${contratos.veiculo_id} = ${veiculos.id} and ${pagamentos.tipo} = 'aluguel'`)} as alugueis,
      ${sumOrZero(sql`select sum(${pagamentos.valor_recebido}) from ${pagamentos}
        join ${contratos} on ${contratos.id} = ${pagamentos.contrato_id}
        where ${contratos.veiculo_id} = ${veiculos.id} and ${pagamentos.tipo} in ('multa', 'sinistro')`)} as ressarcido,
      ${sumOrZero(sql`select sum(${manutencoes.custo}) from ${manutencoes} where ${manutencoes.veiculo_id} = ${veiculos.id} and ${MANUTENCAO_FINALIZADA}`)} as manutencoes,
      ${sumOrZero(sql`select sum(${multas.valor_multa}) from ${multas}
        where ${multas.veiculo_id} = ${veiculos.id} and not ${multas.transferido_para_condutor}`)} as multas,
      ${sumOrZero(sql`select sum(${sinistros.custo_reparo}) from ${sinistros} where ${sinistros.veiculo_id} = ${veiculos.id}`)} as sinistros,
      ${veiculos.valor_compra} as valor_compra,
      ${proximasManutencoesSql({ veiculoId: sql`${veiculos.id}` })} as proximas,
      (select json_build_object('em', to_char(p.contato_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'latitude', p.latitude, 'longitude', p.longitude)
        from ${posicoesRastreador} p join ${rastreadores} r on r.id = p.rastreador_id
        where r.veiculo_id = ${veiculos.id} order by p.contato_em desc limit 1) as contato
    from ${veiculos} where ${veiculos.id} = ${id}`;
  // numeric sums stay exact until the last step; float8 reaches JS as a number on both drivers
  return sql`with f as (${figures}), r as (select f.*, alugueis + ressarcido - manutencoes - sinistros - multas as lucro from f)
      select km, alugueis::float8 as alugueis, manutencoes::float8 as manutencoes, multas::float8 as multas,
        sinistros::float8 as sinistros, ressarcido::float8 as ressarcido, lucro::float8 as lucro, valor_compra::float8 as valor_compra,
        round(lucro * 100 / nullif(valor_compra, 0), 2)::float8 as percentual, proximas, contato
      from r`;
}

// planned once per connection: planning this statement took 1.6–3 ms, more than running it (issue 20)
const prepared = preparedStatements();

/** Every figure of a vehicle's report in one statement; null when the vehicle does not exist. */
export async function relatorioDoVeiculo(db: Db, id: number): Promise<RelatorioVeiculo | null> {
  const statement = prepared(db, 'relatorio_do_veiculo', () => ({
    query: handWritten(relatorioSql(sql.placeholder('id'))),
    fields: Object.fromEntries(COLUMNS.map((c) => [c, null])),
  }));
  const [row] = (await statement.execute({ id })) as Figures[];
  if (!row) return null;
  return {
    quilometragemAtual: Number(row.km),
    totalAlugueisPagos: Number(row.alugueis),
    totalGastoManutencoes: Number(row.manutencoes),
    proximasManutencoes: parseProximasManutencoes(row.proximas),
    totalMultasNaoTransferidas: Number(row.multas),
    totalCustoSinistros: Number(row.sinistros),
    totalRessarcido: Number(row.ressarcido),
    lucro: Number(row.lucro),
    valorCompra: Number(row.valor_compra),
    percentualCompraRecuperado: row.percentual === null ? null : Number(row.percentual),
    ultimoContato: row.contato === null ? null : ((typeof row.contato === 'string' ? JSON.parse(row.contato) : row.contato) as UltimoContato),
  };
}

/** GET /veiculos/:id/relatorio (SPEC §7), registered next to the vehicles resource. */
export async function relatorioRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/veiculos/:id/relatorio',
    {
      schema: {
        tags: ['Veículos'],
        summary: 'Relatório do veículo: quilometragem atual, aluguéis pagos, gastos, multas não transferidas, sinistros, lucro e próximas manutenções',
        params: idParams,
        response: { 200: relatorioVeiculo, 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.veiculos.notFound) },
      },
    },
    async (request) => {
      const relatorio = await relatorioDoVeiculo(app.db, request.params.id);
      if (!relatorio) throw notFound(entityTexts.veiculos.notFound);
      return relatorio;
    },
  );
}
