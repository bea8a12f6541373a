import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { contratos, manutencoes, pagamentos, sinistros } from '../db/schema';
import { inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

const api = useApiTest();

type Semana = { semana: string; alugueis: number; manutencoes: number; sinistros: number; atrasados: number };

/** What the triggers keep, weeks that net to zero left out. */
function mantidos(db: Db) {
  return queryRows<Semana>(
    db,
    sql`select to_char(semana, 'YYYY-MM-DD') as semana, alugueis::float8 as alugueis, manutencoes::float8 as manutencoes,
          sinistros::float8 as sinistros, atrasados
        from totais_semanais where alugueis <> 0 or manutencoes <> 0 or sinistros <> 0 or atrasados <> 0 order by semana`,
  );
}

/** The same figures summed from the tables, as the dashboard did before the triggers. */
function somados(db: Db) {
  return queryRows<Semana>(
    db,
    sql`select to_char(semana, 'YYYY-MM-DD') as semana, sum(a)::float8 as alugueis, sum(m)::float8 as manutencoes, sum(s)::float8 as sinistros, sum(n)::int as atrasados
        from (
          select date_trunc('week', data_pagamento)::date as semana, valor_pago as a, 0 as m, 0 as s, 0 as n from pagamentos where status_pagamento = 'pago'
          union all select date_trunc('week', data_prevista)::date, 0, 0, 0, 1 from pagamentos where status_pagamento = 'atrasado'
          union all select date_trunc('week', data_manutencao)::date, 0, custo, 0, 0 from manutencoes where status_atual = 'finalizada'
          union all select date_trunc('week', data_sinistro)::date, 0, 0, custo_reparo, 0 from sinistros
        ) x
        group by semana having sum(a) <> 0 or sum(m) <> 0 or sum(s) <> 0 or sum(n) <> 0 order by semana`,
  );
}

// a fixed pseudo-random sequence, so a failure replays
let semente = 7;
const aleatorio = (n: number) => {
  semente = (semente * 1_103_515_245 + 12_345) % 2_147_483_648;
  return semente % n;
};
const dia = () => new Date(Date.UTC(2025, 0, 1 + aleatorio(120))).toISOString().slice(0, 10);
const valor = () => (1 + aleatorio(90_000)) / 100;
const STATUS = ['pago', 'pendente', 'atrasado'] as const;
/** heads or tails from the high bits: the generator's lowest bit only alternates */
const moeda = () => aleatorio(1000) < 500;

describe('the weekly totals behind the dashboard series', () => {
  it('follow every insert, update and delete of payments, maintenance (finished only) and accidents, and a truncate', async () => {
    const db = api.db;
    const veiculo = await inserirVeiculo(db);
    const motorista = await inserirMotorista(db);
    const [contrato] = await db
      .insert(contratos)
      .values({ motorista_id: motorista.id, veiculo_id: veiculo.id, data_inicio: '2024-12-01', valor_aluguel: 700, status_contrato: 'ativo' })
      .returning();
    const ids = { pagamentos: [] as number[], manutencoes: [] as number[], sinistros: [] as number[] };

    for (let passo = 0; passo < 150; passo++) {
      const tabela = (['pagamentos', 'manutencoes', 'sinistros'] as const)[aleatorio(3)]!;
      const acao = ids[tabela].length === 0 ? 0 : aleatorio(3);
      const id = ids[tabela][aleatorio(Math.max(1, ids[tabela].length))]!;
      if (tabela === 'pagamentos') {
        const status = STATUS[aleatorio(3)]!;
        const linha = { data_prevista: dia(), data_pagamento: status === 'pago' ? dia() : null, valor_pago: valor(), status_pagamento: status };
        if (acao === 0) ids.pagamentos.push((await db.insert(pagamentos).values({ contrato_id: contrato!.id, ...linha }).returning())[0]!.id);
        else if (acao === 1) await db.update(pagamentos).set(linha).where(eq(pagamentos.id, id));
        else {
          await db.delete(pagamentos).where(eq(pagamentos.id, id));
          ids.pagamentos.splice(ids.pagamentos.indexOf(id), 1);
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

    await db.execute(sql`truncate table pagamentos`);
    const semPagamentos = await somados(db);
    expect(semPagamentos.every((s) => s.alugueis === 0 && s.atrasados === 0)).toBe(true);
    expect(await mantidos(db)).toEqual(semPagamentos);
  });
});
