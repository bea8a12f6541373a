import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { hojeSaoPaulo, type Acerto, type CobrancaMotorista, type DashboardStats, type ExtratoMotorista, type RelatorioVeiculo } from '@frota/shared/domain';
import { queryRows } from '../db/client';
import { addDays } from '../seed/dates';
import { resetData } from '../test/database';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { encargos, RECEITAS } from './definicoes';

/**
 * One answer to "what does this driver owe": over generated ledgers (contracts with and without a caução, rent,
 * fines and extra charges due around today, partial, full and advance receipts, estornos, settlements), every screen
 * that shows money agrees with the others and with the ledger. RAZAO_RUNS sets the count (default 6 a database);
 * RAZAO_SEED replays a run.
 */
const RUNS = Number(process.env.RAZAO_RUNS ?? 6);
const SEED = process.env.RAZAO_SEED ? Number(process.env.RAZAO_SEED) : undefined;

const api = useApiTest();
const hoje = hojeSaoPaulo();
const cents = (valor: number) => Math.round(valor * 100);
const soma = (valores: number[]) => valores.reduce((total, v) => total + cents(v), 0);

const cobrancaGerada = fc.record({
  tipo: fc.constantFrom('aluguel', 'aluguel', 'multa', 'avulso', 'sinistro'),
  dias: fc.integer({ min: -35, max: 30 }),
  valor: fc.integer({ min: 1, max: 90_000 }).map((c) => c / 100),
  // what is received on it, as a fraction of its value (0: nothing; 1: all), and how many days before today
  recebido: fc.constantFrom(0, 0, 0.25, 0.5, 1, 1),
  recebidoHa: fc.integer({ min: 0, max: 20 }),
  estornar: fc.boolean(),
});

const contratoGerado = fc.record({
  inicio: fc.integer({ min: -60, max: -7 }),
  caucao: fc.constantFrom(0, 500, 1000),
  caucaoRecebida: fc.constantFrom(0, 0.4, 1),
  cobrancas: fc.array(cobrancaGerada, { minLength: 1, maxLength: 6 }),
  // null: stays ativo; else the end date, days from today
  encerrar: fc.option(fc.integer({ min: -5, max: 14 }), { nil: null }),
});

const motoristaGerado = fc.array(contratoGerado, { minLength: 1, maxLength: 2 });

async function get<T>(url: string): Promise<T> {
  const res = await api.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

async function receber(pagamentoId: number, valor: number, dia: string) {
  const res = await api.inject({
    method: 'POST',
    url: `/api/pagamentos/${pagamentoId}/recebimentos`,
    payload: { valor, data_pagamento: dia, forma_pagamento: 'pix' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Writes one generated ledger: rows straight in, money through the API (receipts, estornos, settlements). */
async function escrever(motoristas: (typeof motoristaGerado extends fc.Arbitrary<infer T> ? T : never)[]) {
  const veiculos: number[] = [];
  const acertos: { contratoId: number; previa: Acerto; dataFim: string }[] = [];
  for (const contratosDoMotorista of motoristas) {
    const motorista = await inserirMotorista(api.db);
    for (const gerado of contratosDoMotorista) {
      const veiculo = await inserirVeiculo(api.db);
      veiculos.push(veiculo.id);
      const inicio = addDays(hoje, gerado.inicio);
      const contrato = await inserirContrato(api.db, { motorista_id: motorista.id, veiculo_id: veiculo.id, data_inicio: inicio, valor_caucao: gerado.caucao });
      const status = (dia: string) => (dia < hoje ? 'atrasado' : 'pendente');
      if (gerado.caucao > 0) {
        const caucao = await inserirPagamento(api.db, contrato.id, { tipo: 'caucao', data_prevista: inicio, valor_pago: gerado.caucao, status_pagamento: status(inicio) });
        if (gerado.caucaoRecebida > 0) await receber(caucao.id, gerado.caucao * gerado.caucaoRecebida, inicio);
      }
      for (const c of gerado.cobrancas) {
        const dia = addDays(hoje, Math.max(c.dias, gerado.inicio));
        const cobranca = await inserirPagamento(api.db, contrato.id, { tipo: c.tipo, data_prevista: dia, valor_pago: c.valor, status_pagamento: status(dia) });
        const valor = cents(c.valor * c.recebido) / 100;
        if (valor <= 0) continue;
        const recebimento = await receber(cobranca.id, valor, addDays(hoje, -c.recebidoHa));
        if (c.estornar) {
          const res = await api.inject({ method: 'DELETE', url: `/api/pagamentos/${cobranca.id}/recebimentos/${recebimento}` });
          expect(res.statusCode, res.body).toBe(204);
        }
      }
      if (gerado.encerrar === null) continue;
      const dataFim = addDays(hoje, Math.max(gerado.encerrar, gerado.inicio));
      acertos.push({ contratoId: contrato.id, dataFim, previa: await get<Acerto>(`/api/contratos/${contrato.id}/acerto?data_fim=${dataFim}`) });
    }
  }
  return { veiculos, acertos };
}

async function emAbertoDoContrato(contratoId: number, semAluguelApos?: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.db,
    sql`select coalesce(sum(em_aberto), 0)::float8 as total from razao_em_aberto
      where contrato_id = ${contratoId} ${semAluguelApos ? sql`and not (tipo = 'aluguel' and data_prevista > ${semAluguelApos}::date)` : sql``}`,
  );
  return cents(Number(row?.total));
}

/** The ledger's encargos on `dia` of the contract's overdue rents (razao_encargos). */
async function encargosDoContrato(contratoId: number, dia: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.db,
    sql`select coalesce(sum(encargos), 0)::float8 as total from ${encargos(sql`${dia}::date`)} where contrato_id = ${contratoId}`,
  );
  return cents(Number(row?.total));
}

/** What the contract's paid encargos charges received. */
async function encargosPagosDoContrato(contratoId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.db,
    sql`select coalesce(sum(valor_recebido), 0)::float8 as total from pagamentos where contrato_id = ${contratoId} and tipo = 'encargos'`,
  );
  return cents(Number(row?.total));
}

async function conferir({ veiculos, acertos }: Awaited<ReturnType<typeof escrever>>) {
  // a settlement's débitos are the contract's saldo devedor once the rent after the end is cancelled, with its rents'
  // encargos on the end date; the preview and the write agree to the cent, and afterwards what stays open and the
  // encargos it left unpaid (the ledger counts those live, on what each rent still asks) are exactly its saldo devedor
  for (const { contratoId, previa, dataFim } of acertos) {
    const encargosNoFim = await encargosDoContrato(contratoId, dataFim);
    expect(cents(previa.debitos)).toBe((await emAbertoDoContrato(contratoId, dataFim)) + encargosNoFim);
    expect(cents(previa.debitos)).toBe(soma(previa.itens.map((i) => i.em_aberto)));
    expect(soma(previa.itens.filter((i) => i.pagamento_id === null).map((i) => i.em_aberto))).toBe(encargosNoFim);
    const pagosAntes = await encargosPagosDoContrato(contratoId);
    const res = await api.inject({ method: 'POST', url: `/api/contratos/${contratoId}/encerrar`, payload: { data_fim: dataFim } });
    expect(res.statusCode, res.body).toBe(200);
    const { acerto } = res.json<{ acerto: Acerto }>();
    expect(acerto).toEqual(previa);
    const pagosNoAcerto = (await encargosPagosDoContrato(contratoId)) - pagosAntes;
    expect((await emAbertoDoContrato(contratoId)) + encargosNoFim - pagosNoAcerto).toBe(cents(acerto.saldo_devedor));
    expect(cents(acerto.devolver)).toBe(cents(acerto.creditos) + cents(acerto.caucao_recebida) - cents(acerto.abatido));
  }

  const dashboard = await get<DashboardStats>('/api/dashboard/stats');
  const cobranca = await get<CobrancaMotorista[]>('/api/cobranca');
  const motoristas = await queryRows<{ id: number }>(api.db, sql`select id from motoristas order by id`);
  const extratos = await Promise.all(motoristas.map((m) => get<ExtratoMotorista>(`/api/motoristas/${m.id}/extrato`)));
  const [ledger] = await queryRows<{ em_aberto: number; vencido: number }>(
    api.db,
    sql`select coalesce(sum(em_aberto), 0)::float8 as em_aberto,
      coalesce(sum(em_aberto) filter (where data_prevista < ${hoje}::date), 0)::float8 as vencido from razao_em_aberto`,
  );

  // Em atraso (dashboard) = Σ Cobrança's vencido = Σ extratos' saldo_vencido
  expect(cents(dashboard.resumo.valorEmAtraso)).toBe(cents(Number(ledger!.vencido)));
  expect(soma(cobranca.map((c) => c.valor_em_atraso))).toBe(cents(Number(ledger!.vencido)));
  expect(soma(extratos.map((e) => e.saldo_vencido))).toBe(cents(Number(ledger!.vencido)));
  expect(dashboard.resumo.motoristasEmAtraso).toBe(cobranca.length);
  // the chart's overdue amount per week is the ledger's vencido too, by due week
  const [noGrafico] = await queryRows<{ valor: number }>(
    api.db,
    sql`select coalesce(sum(em_aberto), 0)::float8 as valor from razao_em_aberto where data_prevista < ${hoje}::date and data_prevista >= ${dashboard.series[0]!.semana}::date`,
  );
  expect(soma(dashboard.series.map((s) => s.emAtraso))).toBe(cents(Number(noGrafico!.valor)));
  // each extrato: its lines add up to its saldo devedor = vencido + a vencer
  for (const e of extratos) {
    expect(soma(e.lancamentos.map((l) => l.valor))).toBe(cents(e.saldo_devedor));
    expect(cents(e.saldo)).toBe(cents(e.saldo_devedor));
    expect(cents(e.saldo_devedor)).toBe(cents(e.saldo_vencido) + cents(e.saldo_a_vencer));
    expect(e.caucao_em_custodia).toBeGreaterThanOrEqual(0);
  }
  expect(soma(extratos.map((e) => e.saldo_devedor))).toBe(cents(Number(ledger!.em_aberto)));
  // the caução held (dashboard) = Σ extratos' caução em custódia; what is due this week is a part of what is a vencer
  expect(cents(dashboard.resumo.caucaoEmCustodia)).toBe(soma(extratos.map((e) => e.caucao_em_custodia)));
  expect(cents(dashboard.resumo.aReceberSemana)).toBeLessThanOrEqual(soma(extratos.map((e) => e.saldo_a_vencer)));

  // the vehicle report's rent is the ledger's receita of type aluguel of its contracts
  for (const veiculoId of veiculos) {
    const relatorio = await get<RelatorioVeiculo>(`/api/veiculos/${veiculoId}/relatorio`);
    const [receita] = await queryRows<{ aluguel: number; ressarcido: number }>(
      api.db,
      sql`select coalesce(sum(valor) filter (where tipo = 'aluguel'), 0)::float8 as aluguel,
        coalesce(sum(valor) filter (where tipo in ('multa', 'sinistro')), 0)::float8 as ressarcido
        from ${RECEITAS} where veiculo_id = ${veiculoId}`,
    );
    expect(cents(relatorio.totalAlugueisPagos)).toBe(cents(Number(receita!.aluguel)));
    expect(cents(relatorio.totalRessarcido)).toBe(cents(Number(receita!.ressarcido)));
  }
}

describe('one ledger: every screen gives one answer', () => {
  it('over generated ledgers, the dashboard, Cobrança, the extratos, the settlements and the vehicle reports agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(motoristaGerado, { minLength: 1, maxLength: 3 }), async (motoristas) => {
        await resetData(api.db);
        await conferir(await escrever(motoristas));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
