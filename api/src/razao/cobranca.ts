import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, cobrancaMotorista, DEFAULT_PAGE_SIZE, listQuery, type CobrancaMotorista } from '@frota/shared/domain';
import { TOTAL_COUNT_HEADER } from '../crud/routes';
import { queryRows, type Db } from '../db/client';
import { todaySql } from '../db/queries/today';
import { centavos, EM_ABERTO, encargos, reais, saldosMotoristas } from './definicoes';
import { fieldContains } from '../crud/registry';
import { pixCopiaECola, txidPix, type PixConfig } from '../pix';
import { recebedorPix } from '../empresa/repository';

export const cobrancaQuery = listQuery.pick({ page: true, pageSize: true, q: true });

interface CobrancaSql extends Record<string, unknown> {
  motorista_id: number;
  nome: string;
  telefone: string;
  veiculo_id: number;
  placa: string;
  contrato_id: number;
  pagamento_id: number;
  valor: number;
  encargos: number;
  quantidade: number;
  mais_antigo: string;
  total: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The drivers with overdue charges, the largest debt first (then by name): how much, how many, since when, and the
 * vehicle and contract of the oldest one. One statement; the total for X-Total-Count comes with the page.
 */
export async function listarCobranca(
  db: Db,
  pix: PixConfig,
  { page, pageSize, q }: z.output<typeof cobrancaQuery>,
  now: Date = new Date(),
): Promise<{ rows: CobrancaMotorista[]; total: number }> {
  const hoje = todaySql(now);
  const busca = q?.trim();
  const pattern = busca ? `%${escapeLike(busca)}%` : null;
  const filtro: SQL = pattern ? sql`(motoristas.nome ilike ${pattern} or ${fieldContains('veiculos', 'placa', pattern)})` : sql`true`;
  const paginate = page !== undefined || pageSize !== undefined;
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  const pagina = paginate ? sql`limit ${size} offset ${((page ?? 1) - 1) * size}` : sql``;
  const rows = await queryRows<CobrancaSql>(
    db,
    sql`with por_motorista as (
        select motorista_id, vencido as valor, cobrancas_vencidas as quantidade, vencimento_mais_antigo as mais_antigo
        from ${saldosMotoristas(hoje)} where vencido > 0
      ), mais_antiga as (
        select distinct on (motorista_id) motorista_id, pagamento_id, contrato_id, veiculo_id
        from ${EM_ABERTO} where data_prevista < ${hoje} order by motorista_id, data_prevista, pagamento_id
      ), encargos as (
        select motorista_id, sum(encargos) as encargos from ${encargos(hoje)} group by motorista_id
      )
      select motoristas.id as motorista_id, motoristas.nome, motoristas.telefone, veiculos.id as veiculo_id, veiculos.placa,
        a.contrato_id, a.pagamento_id, m.valor::float8 as valor, coalesce(e.encargos, 0)::float8 as encargos,
        m.quantidade::int as quantidade, m.mais_antigo::text as mais_antigo,
        count(*) over ()::int as total
      from por_motorista m
      join mais_antiga a on a.motorista_id = m.motorista_id
      left join encargos e on e.motorista_id = m.motorista_id
      join motoristas on motoristas.id = m.motorista_id
      join veiculos on veiculos.id = a.veiculo_id
      where ${filtro}
      order by m.valor desc, motoristas.nome, motoristas.id
      ${pagina}`,
  );
  // an empty page past the end still needs the total
  const total = rows.length ? Number(rows[0]!.total) : paginate ? await contar(db, hoje, filtro) : 0;
  return {
    total,
    rows: rows.map((row) => {
      const valor = Number(row.valor);
      const comEncargos = reais(centavos(valor) + centavos(row.encargos));
      return {
        motorista: { id: Number(row.motorista_id), nome: row.nome, telefone: row.telefone },
        veiculo: { id: Number(row.veiculo_id), placa: row.placa },
        contrato_id: Number(row.contrato_id),
        pagamento_id: Number(row.pagamento_id),
        valor_em_atraso: valor,
        encargos: Number(row.encargos),
        cobrancas_em_atraso: Number(row.quantidade),
        vencimento_mais_antigo: row.mais_antigo,
        pix: pixCopiaECola(pix, { valor: comEncargos, txid: txidPix('FROTAM', row.motorista_id) }),
      };
    }),
  };
}

async function contar(db: Db, hoje: SQL, filtro: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with mais_antiga as (
        select distinct on (motorista_id) motorista_id, veiculo_id
        from ${EM_ABERTO} where data_prevista < ${hoje} order by motorista_id, data_prevista, pagamento_id
      )
      select count(*)::int as n from mais_antiga a
      join motoristas on motoristas.id = a.motorista_id join veiculos on veiculos.id = a.veiculo_id
      where ${filtro}`,
  );
  return Number(row?.n ?? 0);
}

/** GET /cobranca: the collections list. */
export async function cobrancaRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/cobranca',
    {
      schema: {
        tags: ['Pagamentos'],
        summary: 'Cobrança: um motorista por linha com cobranças em atraso, o maior valor primeiro',
        description: `Busca (\`q\`) pelo nome do motorista ou pela placa. Sem \`page\`/\`pageSize\` devolve todos; com eles, uma página e o total em \`${TOTAL_COUNT_HEADER}\`.`,
        querystring: cobrancaQuery,
        response: { 200: z.array(cobrancaMotorista), 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listarCobranca(app.db, await recebedorPix(app.db, app.config), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );
}
