import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { contratos, manutencoes, pagamentos, recebimentos, sinistros } from '../db/schema';
import { inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

const api = useApiTest();

type Semana = { semana: string; alugueis: number; ressarcimentos: number; manutencoes: number; sinistros: number; atrasados: number };

/** What the triggers keep, weeks that net to zero left out. */
function mantidos(db: Db) {
  return queryRows<Semana>(
    db,
    sql`select to_char(semana, 'YYYY-MM-DD') as semana, alugueis::float8 as alugueis, ressarcimentos::float8 as ressarcimentos,
          manutencoes::float8 as manutencoes, sinistros::float8 as sinistros, atrasados
        from totais_semanais where alugueis <> 0 or ressarcimentos <> 0 or manutencoes <> 0 or sinistros <> 0 or atrasados <> 0 order by semana`,
  );
}

/**
 * The same figures summed from the tables: rent and ressarcimentos are receipts, by the receipt's week and its
 * charge's tipo (never the caução's); overdue charges by their due week.
 */
function somados(db: Db) {
  return queryRows<Semana>(
    db,
    sql`select to_char(semana, 'YYYY-MM-DD') as semana, sum(a)::float8 as alugueis, sum(r)::float8 as ressarcimentos,
          sum(m)::float8 as manutencoes, sum(s)::float8 as sinistros, sum(n)::int as atrasados
        from (
          select date_trunc('week', x.data_pagamento)::date as semana,
              case when p.tipo = 'aluguel' then x.valor else 0 end as a,
              case when p.tipo in ('multa', 'sinistro') then x.valor else 0 end as r, 0 as m, 0 as s, 0 as n
            from recebimentos x join pagamentos p on p.id = x.pagamento_id
          union all select date_trunc('week', data_prevista)::date, 0, 0, 0, 0, 1 from pagamentos where status_pagamento = 'atrasado'
          union all select date_trunc('week', data_manutencao)::date, 0, 0, custo, 0, 0 from manutencoes where status_atual = 'finalizada'
          union all select date_trunc('week', data_sinistro)::date, 0, 0, 0, custo_reparo, 0 from sinistros
        ) x
        group by semana having sum(a) <> 0 or sum(r) <> 0 or sum(m) <> 0 or sum(s) <> 0 or sum(n) <> 0 order by semana`,
  );
}

// a fixed pseudo-random sequence (mulberry32), so a failure replays
let semente = 2;
const aleatorio = (n: number) => {
  semente = (semente + 0x6d2b79f5) | 0;
  let t = Math.imul(semente ^ (semente >>> 15), 1 | semente);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
};
const dia = () => new Date(Date.UTC(2025, 0, 1 + aleatorio(120))).toISOString().slice(0, 10);
const valor = () => (1 + aleatorio(90_000)) / 100;
const ABERTO = ['pendente', 'atrasado'] as const;
const TIPOS = ['aluguel', 'aluguel', 'caucao', 'multa', 'sinistro'] as const;
const moeda = () => aleatorio(2) === 0;

describe('the weekly totals behind the dashboard series', () => {
  it('follow every insert, update and delete of charges, receipts (estornos too), maintenance (finished only) and accidents, and a truncate', async () => {
    const db = api.db;
    const veiculo = await inserirVeiculo(db);
    const motorista = await inserirMotorista(db);
    const [contrato] = await db
      .insert(contratos)
      .values({ motorista_id: motorista.id, veiculo_id: veiculo.id, data_inicio: '2024-12-01', valor_aluguel: 700, status_contrato: 'ativo' })
      .returning();
    const ids = { pagamentos: [] as number[], recebimentos: [] as number[], manutencoes: [] as number[], sinistros: [] as number[] };

    for (let passo = 0; passo < 200; passo++) {
      const tabela = (['pagamentos', 'recebimentos', 'manutencoes', 'sinistros'] as const)[aleatorio(4)]!;
      const acao = ids[tabela].length === 0 ? 0 : aleatorio(3);
      const id = ids[tabela][aleatorio(Math.max(1, ids[tabela].length))]!;
      if (tabela === 'pagamentos') {
        const [cobranca] = id === undefined ? [] : await db.select().from(pagamentos).where(eq(pagamentos.id, id));
        if (acao === 0) {
          const nova = { contrato_id: contrato!.id, tipo: TIPOS[aleatorio(TIPOS.length)]!, data_prevista: dia(), valor_pago: valor(), status_pagamento: ABERTO[aleatorio(2)]! };
          ids.pagamentos.push((await db.insert(pagamentos).values(nova).returning())[0]!.id);
        } else if (acao === 1) {
          // a paid charge's status is its receipts'
          const status = cobranca!.status_pagamento === 'pago' ? {} : { status_pagamento: ABERTO[aleatorio(2)]! };
          await db.update(pagamentos).set({ data_prevista: dia(), ...status }).where(eq(pagamentos.id, id));
        } else {
          // its receipts first (each an estorno), as a charge with receipts cannot go
          const estornos = await db.delete(recebimentos).where(eq(recebimentos.pagamento_id, id)).returning({ id: recebimentos.id });
          for (const e of estornos) ids.recebimentos.splice(ids.recebimentos.indexOf(e.id), 1);
          await db.delete(pagamentos).where(eq(pagamentos.id, id));
          ids.pagamentos.splice(ids.pagamentos.indexOf(id), 1);
        }
      } else if (tabela === 'recebimentos') {
        if (acao === 2 && id !== undefined) {
          await db.delete(recebimentos).where(eq(recebimentos.id, id));
          ids.recebimentos.splice(ids.recebimentos.indexOf(id), 1);
        } else {
          // part or all of an open charge's saldo, picked in id order (not where the rows happen to lie in the table)
          const abertas = await db
            .select()
            .from(pagamentos)
            .where(sql`${pagamentos.saldo} > 0 and ${pagamentos.status_pagamento} <> 'cancelado'`)
            .orderBy(pagamentos.id);
          const cobranca = abertas[aleatorio(Math.max(1, abertas.length))];
          if (!cobranca) continue;
          const saldo = Math.round(Number(cobranca.saldo) * 100);
          const parte = moeda() ? saldo : 1 + aleatorio(saldo);
          const recebido = { pagamento_id: cobranca.id, valor: parte / 100, data_pagamento: dia(), forma_pagamento: 'pix' };
          ids.recebimentos.push((await db.insert(recebimentos).values(recebido).returning())[0]!.id);
        }
      } else if (tabela === 'manutencoes') {
        // a status change alone (agendada ↔ finalizada) moves the figure too
        const linha = { data_manutencao: dia(), custo: valor(), status_atual: moeda() ? 'finalizada' : 'agendada' };
        const nova = { veiculo_id: veiculo.id, tipo_manutencao: 'corretiva', descricao: 'Serviço', quilometragem: 100, ...linha };
        if (acao === 0) ids.manutencoes.push((await db.insert(manutencoes).values(nova).returning())[0]!.id);
        else if (acao === 1) await db.update(manutencoes).set(moeda() ? linha : { status_atual: linha.status_atual }).where(eq(manutencoes.id, id));
        else {
          await db.delete(manutencoes).where(eq(manutencoes.id, id));
          ids.manutencoes.splice(ids.manutencoes.indexOf(id), 1);
        }
      } else {
        const linha = { data_sinistro: dia(), custo_reparo: valor() };
        const novo = { veiculo_id: veiculo.id, motorista_id: motorista.id, descricao: 'Colisão', ...linha };
        if (acao === 0) ids.sinistros.push((await db.insert(sinistros).values(novo).returning())[0]!.id);
        else if (acao === 1) await db.update(sinistros).set(linha).where(eq(sinistros.id, id));
        else {
          await db.delete(sinistros).where(eq(sinistros.id, id));
          ids.sinistros.splice(ids.sinistros.indexOf(id), 1);
        }
      }
    }

    const esperado = await somados(db);
    expect(esperado.length).toBeGreaterThan(5);
    expect(await mantidos(db)).toEqual(esperado);

    expect(esperado.some((s) => s.ressarcimentos !== 0)).toBe(true);
    expect(ids.recebimentos.length).toBeGreaterThan(5);

    // the weeks measured for a km franchise name the excess charge they made: they go with it
    await db.execute(sql`truncate table semanas_km, recebimentos, pagamentos`);
    const semPagamentos = await somados(db);
    expect(semPagamentos.every((s) => s.alugueis === 0 && s.ressarcimentos === 0 && s.atrasados === 0)).toBe(true);
    expect(await mantidos(db)).toEqual(semPagamentos);
  });
});
