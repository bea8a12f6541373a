import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  apiError,
  entityTexts,
  enumLabel,
  extratoMotorista,
  extratoQuery,
  formatDate,
  idParams,
  type ExtratoMotorista,
  type Lancamento,
} from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { todaySql } from '../db/queries/today';
import { motoristas } from '../db/schema';
import { CAUCAO, encargos, saldosMotoristas } from './definicoes';
import { notFound } from '../http/errors';
import { empresaDoDocumento } from '../empresa/repository';

/** How a debit line names its charge ("Aluguel — …") and how a credit line refers to it ("… — aluguel de …"). */
const COBRANCA: Record<string, { titulo: string; nome: string }> = {
  aluguel: { titulo: 'Aluguel', nome: 'aluguel' },
  multa: { titulo: 'Multa', nome: 'multa' },
  sinistro: { titulo: 'Sinistro', nome: 'sinistro' },
  avulso: { titulo: 'Cobrança avulsa', nome: 'cobrança avulsa' },
  km_excedente: { titulo: 'Km excedente', nome: 'km excedente' },
  encargos: { titulo: 'Encargos por atraso', nome: 'encargos por atraso' },
  caucao: { titulo: 'Caução', nome: 'caução' },
};

interface LinhaSql extends Record<string, unknown> {
  data: string;
  credito: boolean;
  ref_id: number;
  pagamento_id: number;
  tipo: string;
  valor: number;
  data_prevista: string;
  placa: string;
  /** what the charge itself says it is for (a damage charged at the return), if anything */
  descricao: string | null;
  forma_pagamento: string | null;
  a_vencer: boolean;
  saldo: number;
}

function descricao(linha: LinhaSql): string {
  const cobranca = COBRANCA[linha.tipo] ?? { titulo: enumLabel('tipo_cobranca', linha.tipo), nome: linha.tipo };
  const vencimento = formatDate(linha.data_prevista);
  // a charge that says what it is for (a damage found at the return) is named by that rather than by its tipo
  if (!linha.credito) return `${linha.descricao ?? cobranca.titulo} — ${linha.placa}, vencimento ${vencimento}`;
  const referente = `${cobranca.nome} de ${vencimento}`;
  if (linha.forma_pagamento === 'caucao') return `Abatido da caução — ${referente}`;
  const forma = linha.forma_pagamento ? ` (${enumLabel('forma_pagamento', linha.forma_pagamento)})` : '';
  return `Recebimento${forma} — ${referente}`;
}

/**
 * Every line of a driver's account, before any period: each charge not cancelled, whatever its due date and tipo (a
 * debit: what it asks; `a_vencer` while it is due today or later and still open), and each receipt of those charges
 * (a credit). So the balance is the ledger's saldo devedor: the sum of what every charge has em aberto.
 */
function linhasSql(motoristaId: number, hoje: SQL): SQL {
  return sql`with cobrancas as (
      select p.id, p.tipo, p.data_prevista, p.valor_pago, p.saldo, p.descricao, v.placa
      from pagamentos p
      join contratos c on c.id = p.contrato_id
      join veiculos v on v.id = c.veiculo_id
      where c.motorista_id = ${motoristaId} and p.status_pagamento <> 'cancelado'
    )
    select p.data_prevista as data, false as credito, p.id as ref_id, p.id as pagamento_id, p.tipo, p.valor_pago as valor,
      p.data_prevista, p.placa, p.descricao, null::varchar as forma_pagamento, (p.data_prevista >= ${hoje} and p.saldo > 0) as a_vencer
    from cobrancas p
    union all
    select r.data_pagamento, true, r.id, p.id, p.tipo, -r.valor, p.data_prevista, p.placa, p.descricao, r.forma_pagamento, false
    from recebimentos r join cobrancas p on p.id = r.pagamento_id`;
}

/** The statement of a driver's account, in SQL; null for an unknown driver. */
export async function extratoDoMotorista(
  db: Db,
  motoristaId: number,
  { de, ate }: { de?: string | null; ate?: string | null },
  now: Date = new Date(),
): Promise<Omit<ExtratoMotorista, 'empresa'> | null> {
  const [motorista] = await db
    .select({ id: motoristas.id, nome: motoristas.nome, cpf: motoristas.cpf })
    .from(motoristas)
    .where(eq(motoristas.id, motoristaId))
    .limit(1);
  if (!motorista) return null;

  const hoje = todaySql(now);
  const linhas = linhasSql(motoristaId, hoje);
  const noPeriodo = [de ? sql`l.data >= ${de}` : sql`true`, ate ? sql`l.data <= ${ate}` : sql`true`];
  const rows = await queryRows<LinhaSql>(
    db,
    // the running balance is over every line from the first, so a period's first line starts from saldo_anterior
    sql`select l.data::text as data, l.credito, l.ref_id, l.pagamento_id, l.tipo, l.valor::float8 as valor,
        l.data_prevista::text as data_prevista, l.placa, l.descricao, l.forma_pagamento, l.a_vencer, l.saldo::float8 as saldo
      from (select t.*, sum(t.valor) over (order by t.data, t.credito, t.ref_id rows unbounded preceding) as saldo from (${linhas}) t) l
      where ${sql.join(noPeriodo, sql` and `)}
      order by l.data, l.credito, l.ref_id`,
  );
  const [totais] = await queryRows<{ saldo_anterior: number; saldo: number }>(
    db,
    sql`select coalesce(sum(l.valor) filter (where ${de ? sql`l.data < ${de}` : sql`false`}), 0)::float8 as saldo_anterior,
        coalesce(sum(l.valor) filter (where ${ate ? sql`l.data <= ${ate}` : sql`true`}), 0)::float8 as saldo
      from (${linhas}) l`,
  );
  const [razao] = await queryRows<Record<string, number>>(
    db,
    sql`select coalesce(s.vencido, 0)::float8 as vencido, coalesce(s.a_vencer, 0)::float8 as a_vencer,
        coalesce(s.saldo_devedor, 0)::float8 as saldo_devedor,
        coalesce((select sum(x.encargos) from ${encargos(hoje)} x where x.motorista_id = ${motoristaId}), 0)::float8 as encargos, k.em_custodia::float8 as em_custodia, k.recebida::float8 as recebido,
        k.usada::float8 as abatido, k.devolvida::float8 as devolvido,
        coalesce((select sum(p.valor_pago) from pagamentos p join contratos c on c.id = p.contrato_id
          where c.motorista_id = ${motoristaId} and p.tipo = 'caucao' and p.status_pagamento <> 'cancelado'), 0)::float8 as valor
      from (select coalesce(sum(em_custodia), 0) as em_custodia, coalesce(sum(recebida), 0) as recebida,
          coalesce(sum(usada), 0) as usada, coalesce(sum(devolvida), 0) as devolvida
          from ${CAUCAO} where motorista_id = ${motoristaId}) k
      left join ${saldosMotoristas(hoje)} s on s.motorista_id = ${motoristaId}`,
  );

  const lancamentos: Lancamento[] = rows.map((linha) => ({
    data: linha.data,
    tipo: (linha.credito ? 'recebimento' : linha.tipo) as Lancamento['tipo'],
    descricao: descricao(linha),
    valor: Number(linha.valor),
    referencia: { entidade: linha.credito ? 'recebimentos' : 'pagamentos', id: Number(linha.ref_id) },
    pagamento_id: Number(linha.pagamento_id),
    a_vencer: Boolean(linha.a_vencer),
    saldo: Number(linha.saldo),
  }));
  const figura = (nome: string) => Number(razao?.[nome] ?? 0);
  return {
    motorista,
    saldo_anterior: Number(totais?.saldo_anterior ?? 0),
    saldo: Number(totais?.saldo ?? 0),
    saldo_vencido: figura('vencido'),
    saldo_a_vencer: figura('a_vencer'),
    saldo_devedor: figura('saldo_devedor'),
    encargos: figura('encargos'),
    caucao_em_custodia: figura('em_custodia'),
    caucao: { valor: figura('valor'), recebido: figura('recebido'), abatido: figura('abatido'), devolvido: figura('devolvido') },
    lancamentos,
  };
}

/** GET /motoristas/:id/extrato?de=&ate=: the driver's account. */
export async function extratoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/motoristas/:id/extrato',
    {
      schema: {
        tags: ['Motoristas'],
        summary: 'Extrato do motorista: cobranças em aberto e pagas (débitos), recebimentos (créditos), saldos e caução',
        description:
          'Saldo positivo: o motorista deve. Toda cobrança não cancelada entra, vencida ou a vencer (`a_vencer`). Com `de`/`ate` os lançamentos ficam no período; `saldo_anterior` é o saldo antes de `de` e `saldo` o saldo em `ate`. `saldo_vencido`, `saldo_a_vencer`, `saldo_devedor` e `caucao_em_custodia` são os do razão hoje, fora do período.',
        params: idParams,
        querystring: extratoQuery,
        response: { 200: extratoMotorista, 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.motoristas.notFound) },
      },
    },
    async (request) => {
      const extrato = await extratoDoMotorista(app.db, request.params.id, request.query);
      if (!extrato) throw notFound(entityTexts.motoristas.notFound);
      return { ...extrato, empresa: await empresaDoDocumento(app.db, app.config) };
    },
  );
}
