import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contratoInput,
  documentoInput,
  ENTITY_SCHEMAS,
  hojeSaoPaulo,
  isPlacaValida,
  manutencaoInput,
  motoristaInput,
  multaInput,
  pagamentoInput,
  rastreadorInput,
  recebimentoInput,
  sinistroInput,
  STATUS_PAGAMENTO,
  validarCpf,
  validarEmail,
  validarTelefone,
  veiculoInput,
} from '@frota/shared/domain';
import { generateCobrancas } from '../cobrancas/cobrancas';
import { queryRows, type Db } from '../db/client';
import { saldosMotoristas } from '../razao/definicoes';
import { contratos, documentosVeiculo, lembretesCobranca, manutencoes, motoristas, multas, pagamentos, planos, rastreadores, recebimentos, sinistros, veiculos } from '../db/schema';
import { resetData, testDatabase } from '../test/database';
import { addDays } from './dates';
import { generateDemoData, type DemoData } from './dataset';
import { insertDemoData, seedDemo } from '.';

const today = hojeSaoPaulo();
// today, and days at year boundaries and a leap day (the vehicle schema caps the year at the real next year)
const DAYS = [today, '2026-01-02', '2025-12-31', '2024-02-29'];

function overlaps(a: { data_inicio: string; data_fim?: string | null }, b: { data_inicio: string; data_fim?: string | null }) {
  return a.data_inicio <= (b.data_fim ?? '9999-12-31') && b.data_inicio <= (a.data_fim ?? '9999-12-31');
}

describe('generateDemoData', () => {
  it('is deterministic for a day and a seed', () => {
    expect(generateDemoData(today)).toEqual(generateDemoData(today));
    expect(generateDemoData(today, 1)).not.toEqual(generateDemoData(today, 2));
  });

  describe.each(DAYS)('for %s', (day) => {
    const data: DemoData = generateDemoData(day);

    it('has the sizes the issue asks for', () => {
      expect(data.veiculos.length).toBeGreaterThanOrEqual(30);
      expect(data.motoristas.length).toBeGreaterThanOrEqual(25);
      const statuses = new Set(data.contratos.map((c) => c.status_contrato));
      expect(statuses).toContain('ativo');
      expect(statuses).toContain('finalizado');
      expect(data.manutencoes.length).toBeGreaterThan(30);
      expect(data.multas.length).toBeGreaterThanOrEqual(10);
      expect(data.sinistros.length).toBeGreaterThanOrEqual(5);
      expect(data.rastreadores.filter((r) => r.veiculo !== null && (r.km_atual ?? 0) > 0).length).toBeGreaterThanOrEqual(25);
    });

    it('has valid old and Mercosul plates, all distinct, that the vehicle schema accepts unchanged', () => {
      const placas = data.veiculos.map((v) => v.placa);
      expect(new Set(placas).size).toBe(placas.length);
      expect(placas.every(isPlacaValida)).toBe(true);
      expect(placas.some((p) => /^[A-Z]{3}-\d{4}$/.test(p))).toBe(true);
      expect(placas.some((p) => /^[A-Z]{3}-\d[A-Z]\d{2}$/.test(p))).toBe(true);
      for (const v of data.veiculos) expect(veiculoInput.parse(v)).toEqual({ ...v, observacoes: v.observacoes ?? null });
      expect(new Set(data.veiculos.map((v) => v.marca))).toEqual(new Set(['CHEVROLET', 'HYUNDAI', 'FIAT', 'RENAULT', 'VOLKSWAGEN', 'TOYOTA']));
    });

    it('has drivers with valid, distinct CPFs, phones and emails that the driver schema accepts unchanged', () => {
      for (const m of data.motoristas) {
        expect(validarCpf(m.cpf), m.cpf).toBeNull();
        expect(validarTelefone(m.telefone), m.telefone).toBeNull();
        expect(validarEmail(m.email), m.email).toBeNull();
        expect(motoristaInput.parse(m)).toEqual(m);
      }
      expect(new Set(data.motoristas.map((m) => m.cpf)).size).toBe(data.motoristas.length);
      expect(new Set(data.motoristas.map((m) => m.status))).toEqual(new Set(['ativo', 'inativo', 'suspenso']));
    });

    it('never rents a car, or gives a driver, two contracts at once; active drivers are ativo; rents are R$ 550–900', () => {
      data.contratos.forEach((a, i) =>
        data.contratos.slice(i + 1).forEach((b) => {
          if (a.veiculo === b.veiculo || a.motorista === b.motorista) expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false);
        }),
      );
      for (const c of data.contratos) {
        expect(Number(c.valor_aluguel)).toBeGreaterThanOrEqual(550);
        expect(Number(c.valor_aluguel)).toBeLessThanOrEqual(900);
        expect(contratoInput.safeParse({ ...c, motorista_id: 1, veiculo_id: 1 }).success).toBe(true);
        if (c.status_contrato === 'ativo') expect(data.motoristas[c.motorista]!.status).toBe('ativo');
      }
    });

    it('has a year of weekly payments in every status, consistent with the day', () => {
      const statuses = new Set(data.pagamentos.map((p) => p.status_pagamento));
      expect([...statuses].sort()).toEqual([...STATUS_PAGAMENTO].sort());
      expect(data.pagamentos.some((p) => p.data_prevista <= addDays(day, -350))).toBe(true);
      for (const p of data.pagamentos) {
        const c = data.contratos[p.contrato]!;
        if (p.status_pagamento === 'pendente') expect(p.data_prevista >= day).toBe(true);
        if (p.status_pagamento === 'atrasado') expect(p.data_prevista < day).toBe(true);
        expect(p.data_pagamento !== null).toBe(p.status_pagamento === 'pago');
        expect(pagamentoInput.safeParse({ ...p, contrato_id: 1 }).success).toBe(true);
        if ((p.tipo ?? 'aluguel') !== 'aluguel') continue;
        expect((Date.parse(p.data_prevista) - Date.parse(c.data_inicio)) % (7 * 86_400_000)).toBe(0);
        expect(p.data_prevista <= addDays(day, 7)).toBe(true);
        expect(p.vencimento_gerado).toBe(p.data_prevista);
      }
    });

    it('takes a caução of R$ 700–800 on every contract, charged on its start and paid that day, refunded when it ended', () => {
      data.contratos.forEach((c, index) => {
        expect(Number(c.valor_caucao)).toBeGreaterThanOrEqual(700);
        expect(Number(c.valor_caucao)).toBeLessThanOrEqual(800);
        expect(c.caucao_devolvida).toBe(c.status_contrato === 'ativo' ? null : c.valor_caucao);
        const caucoes = data.pagamentos.filter((p) => p.contrato === index && p.tipo === 'caucao');
        expect(caucoes.map((p) => [p.data_prevista, p.valor_pago, p.status_pagamento])).toEqual([[c.data_inicio, c.valor_caucao, 'pago']]);
      });
    });

    it('pays each paid charge by one receipt of its value on its date; one overdue week is paid in part', () => {
      const recebido = new Map<number, number>();
      for (const r of data.recebimentos) recebido.set(r.pagamento, (recebido.get(r.pagamento) ?? 0) + Number(r.valor));
      data.pagamentos.forEach((p, i) => {
        if (p.status_pagamento === 'pago') {
          expect(recebido.get(i)).toBe(Number(p.valor_pago));
          expect(data.recebimentos.find((r) => r.pagamento === i)?.data_pagamento).toBe(p.data_pagamento);
        } else if (recebido.has(i)) {
          expect(p.status_pagamento).toBe('atrasado');
          expect(recebido.get(i)).toBeLessThan(Number(p.valor_pago));
        }
      });
      expect(data.recebimentos.filter((r) => data.pagamentos[r.pagamento]!.status_pagamento !== 'pago')).toHaveLength(1);
      for (const r of data.recebimentos) expect(r.data_pagamento < day).toBe(true);
    });

    it('has 4 drivers behind on rent, each with 2 or 3 overdue weeks, and nobody else', () => {
      const semanas = new Map<number, number>();
      for (const p of data.pagamentos.filter((x) => x.status_pagamento === 'atrasado')) {
        const motorista = data.contratos[p.contrato]!.motorista;
        semanas.set(motorista, (semanas.get(motorista) ?? 0) + 1);
      }
      expect(semanas.size).toBe(4);
      for (const n of semanas.values()) expect([2, 3]).toContain(n);
    });

    it('has a fine whose driver is still to be indicated, due within the week', () => {
      const aIndicar = data.multas.filter((m) => !m.transferido_para_condutor && hojeSaoPaulo(m.data_vencimento) >= day && hojeSaoPaulo(m.data_vencimento) <= addDays(day, 7));
      expect(aIndicar.length).toBeGreaterThanOrEqual(1);
    });

    it('charges one fine to its driver, on the contract of the fine day, due on the fine due day', () => {
      const cobradas = data.multas.map((m, i) => ({ m, i })).filter(({ m }) => Number(m.valor_cobrado_motorista ?? 0) > 0);
      expect(cobradas).toHaveLength(1);
      const { m, i } = cobradas[0]!;
      const cobranca = data.pagamentos.find((p) => p.multa === i)!;
      expect(cobranca).toMatchObject({ tipo: 'multa', valor_pago: m.valor_multa, data_prevista: hojeSaoPaulo(m.data_vencimento) });
      const c = data.contratos[cobranca.contrato]!;
      expect([c.motorista, c.veiculo]).toEqual([m.motorista, m.veiculo]);
    });

    it('schedules maintenance only ahead of the day and has finished it only up to the day', () => {
      for (const m of data.manutencoes) {
        if (m.status_atual === 'agendada') expect(m.data_manutencao > day, m.data_manutencao).toBe(true);
        else expect(m.data_manutencao <= day, m.data_manutencao).toBe(true);
      }
    });

    it('rents only to drivers the contract form accepts: ativo, with a CNH valid on the start date', () => {
      for (const c of data.contratos.filter((x) => x.status_contrato === 'ativo')) {
        const m = data.motoristas[c.motorista]!;
        expect(m.status).toBe('ativo');
        expect(m.validade_cnh >= c.data_inicio, `${m.validade_cnh} < ${c.data_inicio}`).toBe(true);
      }
    });

    it('has maintenance of every type and status, fines (some transferred), accidents and trackers the schemas accept', () => {
      expect(new Set(data.manutencoes.map((m) => m.tipo_manutencao))).toEqual(new Set(['preventiva', 'corretiva', 'revisao']));
      expect(new Set(data.manutencoes.map((m) => m.status_atual))).toEqual(new Set(['agendada', 'finalizada']));
      for (const m of data.manutencoes) expect(manutencaoInput.safeParse({ ...m, veiculo_id: 1 }).success).toBe(true);
      expect(new Set(data.multas.map((m) => m.transferido_para_condutor))).toEqual(new Set([true, false]));
      for (const m of data.multas) {
        const iso = { ...m, veiculo_id: 1, motorista_id: 1, data_multa: m.data_multa.toISOString(), data_vencimento: m.data_vencimento.toISOString() };
        expect(multaInput.safeParse(iso).success).toBe(true);
      }
      for (const s of data.sinistros) expect(sinistroInput.safeParse({ ...s, veiculo_id: 1, motorista_id: 1 }).success).toBe(true);
      const codigos = data.rastreadores.map((r) => r.codigo_identificacao);
      expect(new Set(codigos).size).toBe(codigos.length);
      for (const r of data.rastreadores) expect(rastreadorInput.safeParse({ ...r, veiculo_id: r.veiculo === null ? null : 1 }).success).toBe(true);
    });

    it('has the market\'s four weekly plans, and each car\'s IPVA, licenciamento and seguro the schemas accept (issue 35)', () => {
      expect(data.planos.map((p) => [p.nome, p.km_franquia_semanal])).toEqual([['Até 100 km', 100], ['Até 500 km', 500], ['Até 1.250 km', 1250], ['Km livre', null]]);
      for (const p of data.planos) expect(ENTITY_SCHEMAS.planos.input.safeParse(p).success, p.nome).toBe(true);
      expect(data.documentos.length).toBe(data.veiculos.length * 3);
      for (const d of data.documentos) expect(documentoInput.safeParse({ ...d, veiculo_id: 1 }).success, `${d.tipo} ${d.vencimento}`).toBe(true);
      // within the alert window: some IPVAs; past due: one rented car's licenciamento
      expect(data.documentos.filter((d) => d.tipo === 'ipva' && d.vencimento <= addDays(day, 30)).length).toBe(3);
      expect(data.documentos.filter((d) => d.vencimento < day).map((d) => [d.tipo, d.veiculo])).toEqual([['licenciamento', 5]]);
    });

    describe('judged on that day in São Paulo', () => {
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(`${day}T15:00:00Z`));
      });
      afterEach(() => vi.useRealTimers());

      it('dates no fine, accident, receipt or done maintenance after the day, and has adult drivers with real CNHs (issue 31)', () => {
        for (const m of data.motoristas) expect(motoristaInput.safeParse(m).success, `${m.nome} ${m.data_nascimento} ${m.cnh}`).toBe(true);
        for (const m of data.multas) expect(multaInput.safeParse({ ...m, veiculo_id: 1, motorista_id: 1, data_multa: m.data_multa.toISOString(), data_vencimento: m.data_vencimento.toISOString() }).success).toBe(true);
        for (const s of data.sinistros) expect(sinistroInput.safeParse({ ...s, veiculo_id: 1, motorista_id: 1 }).success, s.data_sinistro).toBe(true);
        for (const m of data.manutencoes) expect(manutencaoInput.safeParse({ ...m, veiculo_id: 1 }).success, `${m.status_atual} ${m.data_manutencao}`).toBe(true);
        for (const r of data.recebimentos) expect(recebimentoInput.safeParse(r).success, `${r.data_pagamento}`).toBe(true);
        // the schemas do judge by that day: an agendada maintenance ahead stays in the demo
        expect(data.manutencoes.some((m) => m.status_atual === 'agendada' && m.data_manutencao > day)).toBe(true);
      });
    });
  });
});

describe('seedDemo', () => {
  let db: Db;
  beforeEach(async () => {
    db = (await testDatabase()).db;
    await resetData(db);
  });

  it('writes the whole dataset into an empty database, and nothing when there is data', async () => {
    const data = generateDemoData(today);
    expect(await seedDemo(db, today)).toBe(true);
    expect(await db.$count(veiculos)).toBe(data.veiculos.length);
    expect(await db.$count(motoristas)).toBe(data.motoristas.length);
    expect(await db.$count(contratos)).toBe(data.contratos.length);
    expect(await db.$count(pagamentos)).toBe(data.pagamentos.length);
    expect(await db.$count(recebimentos)).toBe(data.recebimentos.length);
    expect(await db.$count(manutencoes)).toBe(data.manutencoes.length);
    expect(await db.$count(multas)).toBe(data.multas.length);
    expect(await db.$count(sinistros)).toBe(data.sinistros.length);
    expect(await db.$count(rastreadores)).toBe(data.rastreadores.length);
    expect(await db.$count(planos)).toBe(data.planos.length);
    expect(await db.$count(documentosVeiculo)).toBe(data.documentos.length);
    // the reminders sent 3 days and 1 day ago, as the schedule named them then (issue 36)
    const lembretes = await db.select({ data: lembretesCobranca.data }).from(lembretesCobranca);
    expect(lembretes.length).toBeGreaterThan(0);
    expect(lembretes.every((l) => [addDays(today, -3), addDays(today, -1)].includes(l.data))).toBe(true);
    expect(await seedDemo(db, today)).toBe(false);
    expect(await db.$count(veiculos)).toBe(data.veiculos.length);
  });

  it('ends up with the dataset\'s statuses and payment dates through the receipts, and 4 drivers in arrears', async () => {
    const data = generateDemoData(today);
    expect(await seedDemo(db, today)).toBe(true);
    const rows = await db
      .select({ status: pagamentos.status_pagamento, data: pagamentos.data_pagamento, recebido: pagamentos.valor_recebido })
      .from(pagamentos)
      .orderBy(asc(pagamentos.id));
    expect(rows.map((r) => [r.status, r.data])).toEqual(data.pagamentos.map((p) => [p.status_pagamento, p.data_pagamento]));
    const [atraso] = await queryRows<{ valor: string; motoristas: number }>(
      db,
      sql`select sum(vencido) as valor, count(*) filter (where vencido > 0)::int as motoristas from ${saldosMotoristas(sql`${today}::date`)}`,
    );
    expect(Number(atraso!.motoristas)).toBe(4);
    expect(Number(atraso!.valor)).toBeGreaterThan(0);
  });

  it('records the week of each charge, so the weekly job adds nothing to the seeded weeks, nor again a week whose date a person moved', async () => {
    const now = new Date();
    const hoje = hojeSaoPaulo(now);
    expect(await seedDemo(db, hoje)).toBe(true);
    expect(await generateCobrancas(db, now)).toEqual({ geradas: 0, reajustadas: 0, canceladas: 0, reativadas: 0, atrasadas: 0 });

    const [proxima] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.status_pagamento, 'pendente'), gte(pagamentos.data_prevista, hoje)))
      .orderBy(asc(pagamentos.data_prevista))
      .limit(1);
    await db
      .update(pagamentos)
      .set({ data_prevista: addDays(proxima!.data_prevista, 5), editado_manualmente: true })
      .where(eq(pagamentos.id, proxima!.id));
    expect((await generateCobrancas(db, now)).geradas).toBe(0);
  });

  it('writes all or nothing: a failure half-way leaves no demo row', async () => {
    const data = generateDemoData(today);
    // the last tracker collides with the first one, so the very last insert fails
    const broken = { ...data, rastreadores: [...data.rastreadores, { ...data.rastreadores[0]! }] };
    await expect(insertDemoData(db, broken)).rejects.toThrow();
    expect(await db.$count(veiculos)).toBe(0);
    expect(await db.$count(pagamentos)).toBe(0);
  });
});
