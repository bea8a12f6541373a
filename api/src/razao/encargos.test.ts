import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ENCARGOS_MSG, formatBRL, hojeSaoPaulo, MSG, type Pagamento } from '@frota/shared/domain';
import { queryRows } from '../db/client';
import { auditoria, pagamentos } from '../db/schema';
import { inserirContrato, inserirPagamento, inserirRecebimento } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { encargos, RECEITAS } from './definicoes';

const api = useApiTest();

/** `dias` days from today in São Paulo, 'YYYY-MM-DD'. */
function dia(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

async function aluguel(diasAtraso: number, valor_pago = 650, overrides: Partial<typeof pagamentos.$inferInsert> = {}) {
  const contrato = await inserirContrato(api.db, { data_inicio: dia(-90) });
  return inserirPagamento(api.db, contrato.id, { data_prevista: dia(-diasAtraso), valor_pago, status_pagamento: diasAtraso > 0 ? 'atrasado' : 'pendente', ...overrides });
}

const cobranca = async (id: number) => (await api.inject({ method: 'GET', url: `/api/pagamentos/${id}` })).json<Pagamento>();

async function doRazao(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    api.db,
    sql`select dias_atraso, base::float8 as base, multa::float8 as multa, juros::float8 as juros, encargos::float8 as encargos
      from ${encargos(sql`hoje_sao_paulo()`)} where pagamento_id = ${id}`,
  );
  return row ?? null;
}

const termos = (payload: Record<string, unknown>) =>
  api.inject({ method: 'PUT', url: '/api/empresa', payload: { razao_social: 'Frota Boa Ltda.', cnpj: '11222333000181', cidade: 'Campinas', uf: 'SP', ...payload } });

describe('encargos of an overdue rent (2% multa, 1% a month of juros, no grace)', () => {
  it('day 0 none; day 1 the multa and a day of juros; day 30 a month; day 31 a day more, each rounded to the cent', async () => {
    const [d0, d1, d30, d31] = [await aluguel(0), await aluguel(1), await aluguel(30), await aluguel(31)];
    expect(await doRazao(d0.id)).toBeNull();
    // 650 × 2% = 13,00; 650 × 1% ÷ 30 × 1 = 0,2166… → 0,22
    expect(await doRazao(d1.id)).toEqual({ dias_atraso: 1, base: 650, multa: 13, juros: 0.22, encargos: 13.22 });
    expect(await doRazao(d30.id)).toEqual({ dias_atraso: 30, base: 650, multa: 13, juros: 6.5, encargos: 19.5 });
    // 650 × 1% ÷ 30 × 31 = 6,7166… → 6,72
    expect(await doRazao(d31.id)).toEqual({ dias_atraso: 31, base: 650, multa: 13, juros: 6.72, encargos: 19.72 });

    // the charge's answer and the list read the same figure
    expect((await cobranca(d0.id)).encargos).toBe(0);
    expect((await cobranca(d31.id)).encargos).toBe(19.72);
    const lista = (await api.inject({ method: 'GET', url: '/api/pagamentos' })).json<Pagamento[]>();
    expect(Object.fromEntries(lista.map((p) => [p.id, p.encargos]))).toEqual({ [d0.id]: 0, [d1.id]: 13.22, [d30.id]: 19.5, [d31.id]: 19.72 });
  });

  it('rounds half up: 75 a day late is 1,50 of multa and 0,025 → 0,03 of juros', async () => {
    const p = await aluguel(1, 75);
    expect(await doRazao(p.id)).toMatchObject({ multa: 1.5, juros: 0.03, encargos: 1.53 });
  });

  it('accrue on what is still unpaid; a paid rent, a charge of another tipo and a cancelled one have none', async () => {
    const parcial = await aluguel(30);
    await inserirRecebimento(api.db, parcial.id, { valor: 350, data_pagamento: dia(-29) });
    expect(await doRazao(parcial.id)).toMatchObject({ base: 300, multa: 6, juros: 3, encargos: 9 });
    const pago = await aluguel(30, 650, { status_pagamento: 'pago', data_pagamento: dia(-2) });
    const multa = await aluguel(30, 650, { tipo: 'multa' });
    const cancelado = await aluguel(30, 650, { status_pagamento: 'cancelado' });
    for (const { id } of [pago, multa, cancelado]) {
      expect(await doRazao(id)).toBeNull();
      expect((await cobranca(id)).encargos).toBe(0);
    }
  });

  it('with a grace of 3 days: none up to day 3; on day 4 counted from the due date', async () => {
    expect((await termos({ carencia_dias: 3 })).statusCode).toBe(200);
    const [d3, d4] = [await aluguel(3), await aluguel(4)];
    expect(await doRazao(d3.id)).toBeNull();
    // 13,00 + 650 × 1% ÷ 30 × 4 = 0,8666… → 0,87
    expect(await doRazao(d4.id)).toEqual({ dias_atraso: 4, base: 650, multa: 13, juros: 0.87, encargos: 13.87 });
  });

  it('follows the company’s terms: 1,5% of multa and 2% a month', async () => {
    expect((await termos({ multa_atraso_percentual: 1.5, juros_mora_percentual: 2 })).statusCode).toBe(200);
    const p = await aluguel(15, 1000);
    expect(await doRazao(p.id)).toMatchObject({ multa: 15, juros: 10, encargos: 25 });
  });
});

describe('Empresa: the late charges’ terms', () => {
  it('answer the defaults before a save, are saved and kept when a save leaves them out', async () => {
    expect((await api.inject({ method: 'GET', url: '/api/empresa' })).json()).toMatchObject({ multa_atraso_percentual: 2, juros_mora_percentual: 1, carencia_dias: 0 });
    expect((await termos({ multa_atraso_percentual: 1.5, juros_mora_percentual: 0.5, carencia_dias: 5 })).json()).toMatchObject({ multa_atraso_percentual: 1.5, juros_mora_percentual: 0.5, carencia_dias: 5 });
    expect((await termos({ cidade: 'Santos' })).json()).toMatchObject({ cidade: 'Santos', multa_atraso_percentual: 1.5, juros_mora_percentual: 0.5, carencia_dias: 5 });
  });

  it('refuses terms out of bounds, field by field, in pt-BR', async () => {
    const res = await termos({ multa_atraso_percentual: 2.5, juros_mora_percentual: -1, carencia_dias: 31 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      multa_atraso_percentual: ENCARGOS_MSG.multaForaDoLimite,
      juros_mora_percentual: ENCARGOS_MSG.jurosForaDoLimite,
      carencia_dias: ENCARGOS_MSG.carenciaForaDoLimite,
    });
    expect(ENCARGOS_MSG.multaForaDoLimite).toBe('A multa por atraso vai de 0% a 2%');
    expect((await termos({ juros_mora_percentual: 10.5, carencia_dias: 1.5, multa_atraso_percentual: 1.234 })).json().errors).toEqual({
      multa_atraso_percentual: MSG.centavos,
      juros_mora_percentual: ENCARGOS_MSG.jurosForaDoLimite,
      carencia_dias: MSG.inteiroInvalido,
    });
  });
});

describe('a receipt of rent + encargos', () => {
  const receber = (id: number, valor: number, data_pagamento = dia(0)) =>
    api.inject({ method: 'POST', url: `/api/pagamentos/${id}/recebimentos`, payload: { valor, data_pagamento, forma_pagamento: 'pix' } });

  it('pays the rent and makes a paid encargos charge of the rest, reported apart', async () => {
    // 1.650 six days late: 33,00 + 3,30
    const rent = await aluguel(6, 1650);
    expect((await cobranca(rent.id)).encargos).toBe(36.3);
    const acima = await receber(rent.id, 1686.31);
    expect(acima.statusCode).toBe(400);
    expect(acima.json().message).toBe(`O valor é maior que o saldo desta cobrança com os encargos (${formatBRL(1686.3)}).`);

    const res = await receber(rent.id, 1686.3);
    expect(res.statusCode, res.body).toBe(201);
    const { encargos: feitos, ...recebimento } = res.json();
    expect(recebimento).toMatchObject({ pagamento_id: rent.id, valor: 1650 });
    expect(feitos).toEqual({ pagamento_id: expect.any(Number), valor: 36.3 });

    expect(await cobranca(rent.id)).toMatchObject({ status_pagamento: 'pago', valor_recebido: 1650, encargos: 0 });
    expect(await cobranca(feitos.pagamento_id)).toMatchObject({
      tipo: 'encargos',
      status_pagamento: 'pago',
      valor_pago: 36.3,
      valor_recebido: 36.3,
      data_prevista: dia(0),
      data_pagamento: dia(0),
      pagamento_origem_id: rent.id,
      contrato_id: rent.contrato_id,
    });
    const receitas = await queryRows<{ tipo: string; valor: number }>(api.db, sql`select tipo, sum(valor)::float8 as valor from ${RECEITAS} group by tipo order by tipo`);
    expect(receitas).toEqual([
      { tipo: 'aluguel', valor: 1650 },
      { tipo: 'encargos', valor: 36.3 },
    ]);
    const trilha = await api.db.select().from(auditoria).where(and(eq(auditoria.entidade, 'pagamentos'), eq(auditoria.registro_id, feitos.pagamento_id)));
    expect(trilha.map((r) => r.acao).sort()).toEqual(['criacao', 'recebimento']);
  });

  it('a part of the encargos makes a charge of that part; a receipt dated before the due date takes none', async () => {
    const rent = await aluguel(6, 1650);
    const res = await receber(rent.id, 1660);
    expect(res.json().encargos).toEqual({ pagamento_id: expect.any(Number), valor: 10 });
    const outro = await aluguel(6, 1650);
    const cedo = await receber(outro.id, 1650.01, dia(-6));
    expect(cedo.statusCode).toBe(400);
    expect(cedo.json().message).toBe(MSG.valorMaiorQueSaldo);
    expect((await receber(outro.id, 100)).json().encargos).toBeUndefined();
  });

  describe('its estorno', () => {
    const estornar = (id: number, rid: number) => api.inject({ method: 'DELETE', url: `/api/pagamentos/${id}/recebimentos/${rid}` });
    const acoes = async (id: number) =>
      (await api.db.select({ acao: auditoria.acao }).from(auditoria).where(and(eq(auditoria.entidade, 'pagamentos'), eq(auditoria.registro_id, id)))).map((r) => r.acao).sort();
    const receitas = () => queryRows<{ tipo: string; valor: number }>(api.db, sql`select tipo, sum(valor)::float8 as valor from ${RECEITAS} group by tipo order by tipo`);

    /** 1.650 six days late, paid with its 36,30 of encargos: the rent's receipt and the encargos charge it made. */
    async function pagoComEncargos() {
      const rent = await aluguel(6, 1650);
      const res = await receber(rent.id, 1686.3);
      expect(res.statusCode, res.body).toBe(201);
      const { id: rid, encargos: feitos } = res.json<{ id: number; encargos: { pagamento_id: number } }>();
      const [contrato] = await queryRows<{ motorista_id: number }>(api.db, sql`select motorista_id from contratos where id = ${rent.contrato_id}`);
      const extrato = async () => (await api.inject({ method: 'GET', url: `/api/motoristas/${contrato!.motorista_id}/extrato` })).json();
      return { rent, rid, feito: feitos.pagamento_id, extrato };
    }

    /** The rent open and late again with its encargos; no encargos charge, received or owed, anywhere. */
    async function tudoDesfeito(
      rent: { id: number },
      feito: number,
      extrato: () => Promise<{ saldo_devedor: number; encargos: number; lancamentos: { descricao: string }[] }>,
      trilha = ['criacao', 'estorno', 'exclusao', 'recebimento'],
    ) {
      expect((await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}` })).statusCode).toBe(404);
      expect(await cobranca(rent.id)).toMatchObject({ status_pagamento: 'atrasado', valor_recebido: 0, data_pagamento: null, encargos: 36.3 });
      expect(await receitas()).toEqual([]);
      const depois = await extrato();
      expect(depois).toMatchObject({ saldo_devedor: 1650, encargos: 36.3 });
      expect(depois.lancamentos.filter((l) => l.descricao.includes('ncargos por atraso'))).toEqual([]);
      expect(await acoes(feito)).toEqual(trilha);
      expect(await acoes(rent.id)).toEqual(['estorno', 'recebimento']);
    }

    it('takes back the encargos charge the receipt made: the rent is open again, and neither income nor extrato count them', async () => {
      const { rent, rid, feito, extrato } = await pagoComEncargos();
      const [ligado] = await api.db.select({ recebimento_origem_id: pagamentos.recebimento_origem_id }).from(pagamentos).where(eq(pagamentos.id, feito));
      expect(ligado).toEqual({ recebimento_origem_id: rid });
      const res = await estornar(rent.id, rid);
      expect(res.statusCode, res.body).toBe(204);
      await tudoDesfeito(rent, feito, extrato);
    });

    it('takes it too when its own receipt was reversed first, leaving it open', async () => {
      const { rent, rid, feito, extrato } = await pagoComEncargos();
      const [dosEncargos] = (await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}/recebimentos` })).json<{ id: number }[]>();
      expect((await estornar(feito, dosEncargos!.id)).statusCode).toBe(204);
      expect(await cobranca(feito)).toMatchObject({ tipo: 'encargos', status_pagamento: 'pendente', valor_recebido: 0 });
      const res = await estornar(rent.id, rid);
      expect(res.statusCode, res.body).toBe(204);
      await tudoDesfeito(rent, feito, extrato);
    });

    it('refuses while the encargos charge holds a later payment of its own, which is reversed first', async () => {
      const { rent, rid, feito, extrato } = await pagoComEncargos();
      const [dosEncargos] = (await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}/recebimentos` })).json<{ id: number }[]>();
      expect((await estornar(feito, dosEncargos!.id)).statusCode).toBe(204);
      const outro = await receber(feito, 36.3);
      expect(outro.statusCode, outro.body).toBe(201);
      const recusado = await estornar(rent.id, rid);
      expect(recusado.statusCode).toBe(409);
      expect(recusado.json()).toEqual({ message: ENCARGOS_MSG.encargosPagosDeNovo });
      expect(await cobranca(rent.id)).toMatchObject({ status_pagamento: 'pago' });
      expect(await cobranca(feito)).toMatchObject({ status_pagamento: 'pago' });

      expect((await estornar(feito, outro.json().id)).statusCode).toBe(204);
      expect((await estornar(rent.id, rid)).statusCode).toBe(204);
      expect((await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}` })).statusCode).toBe(404);
      expect(await cobranca(rent.id)).toMatchObject({ status_pagamento: 'atrasado', valor_recebido: 0 });
      expect((await extrato()).saldo_devedor).toBe(1650);
    });

    it('a lote that paid the open encargos charge leaves it, open, at its own estorno: the rent receipt’s estorno takes it', async () => {
      const { rent, rid, feito, extrato } = await pagoComEncargos();
      const [dosEncargos] = (await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}/recebimentos` })).json<{ id: number }[]>();
      expect((await estornar(feito, dosEncargos!.id)).statusCode).toBe(204);
      const motorista = (await cobranca(rent.id)).contrato!.motorista.id;
      const lote = await api.inject({ method: 'POST', url: `/api/motoristas/${motorista}/recebimentos`, payload: { valor: 36.3, data_pagamento: dia(0), forma_pagamento: 'pix' } });
      expect(lote.statusCode, lote.body).toBe(201);
      expect(lote.json().alocacao.map((a: { pagamento_id: number }) => a.pagamento_id)).toEqual([feito]);
      expect((await estornar(rent.id, rid)).json()).toEqual({ message: ENCARGOS_MSG.encargosPagosDeNovo });

      expect((await api.inject({ method: 'DELETE', url: `/api/motoristas/${motorista}/recebimentos/${lote.json().id}` })).statusCode).toBe(204);
      expect(await cobranca(feito)).toMatchObject({ tipo: 'encargos', status_pagamento: 'pendente', valor_recebido: 0 });
      expect((await estornar(rent.id, rid)).statusCode).toBe(204);
      // its receipt and the lote's, each received and reversed
      await tudoDesfeito(rent, feito, extrato, ['criacao', 'estorno', 'estorno', 'exclusao', 'recebimento', 'recebimento']);
    });
  });
});

describe('POST /api/pagamentos/{id}/isentar-encargos', () => {
  const isentar = (id: number, payload: unknown, como = api.inject) => como({ method: 'POST', url: `/api/pagamentos/${id}/isentar-encargos`, payload: payload as object });

  it('waives an overdue rent’s encargos from then on, with why, when and who, audited', async () => {
    const rent = await aluguel(10);
    expect((await cobranca(rent.id)).encargos).toBeGreaterThan(0);
    const financeiro = injectWithLogin(api.app, await loginAs(api.app, api.db, 'financeiro'));
    const res = await isentar(rent.id, { motivo: ' Acordo com o motorista ' }, financeiro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: rent.id, encargos: 0, encargos_isencao_motivo: 'Acordo com o motorista', encargos_isentos_em: expect.any(String) });
    expect(res.headers.etag).toBe(`"${res.json().versao}"`);
    expect(await doRazao(rent.id)).toBeNull();
    const [row] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, rent.id));
    expect(row!.encargos_isentos_por).toEqual(expect.any(Number));
    const [trilha] = await api.db.select().from(auditoria).where(and(eq(auditoria.acao, 'isencao_encargos'), eq(auditoria.registro_id, rent.id)));
    // 650 ten days late: 13,00 + 2,17
    expect(trilha).toMatchObject({ entidade: 'pagamentos', antes: { encargos: 15.17 }, depois: { encargos: 0, encargos_isencao_motivo: 'Acordo com o motorista' } });
    // the rent can still be paid; its encargos are gone
    const acima = await api.inject({ method: 'POST', url: `/api/pagamentos/${rent.id}/recebimentos`, payload: { valor: 651, data_pagamento: dia(0) } });
    expect(acima.json().message).toBe(MSG.valorMaiorQueSaldo);
    expect((await isentar(rent.id, { motivo: 'de novo' })).json()).toEqual({ message: ENCARGOS_MSG.jaIsento });
  });

  it('needs a motivo; only an overdue open rent; administrador or financeiro only', async () => {
    const rent = await aluguel(10);
    expect((await isentar(rent.id, { motivo: '  ' })).json().errors).toEqual({ motivo: MSG.obrigatorio });
    const operacional = injectWithLogin(api.app, await loginAs(api.app, api.db, 'operacional'));
    expect((await isentar(rent.id, { motivo: 'x' }, operacional)).statusCode).toBe(403);
    for (const outra of [await aluguel(0), await aluguel(10, 650, { tipo: 'multa' }), await aluguel(10, 650, { status_pagamento: 'pago', data_pagamento: dia(-1) })]) {
      const res = await isentar(outra.id, { motivo: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ENCARGOS_MSG.soAluguelVencido });
    }
    expect((await isentar(999999, { motivo: 'x' })).statusCode).toBe(404);
  });
});

describe('what reads the encargos', () => {
  async function emAtraso() {
    const contrato = await inserirContrato(api.db, { data_inicio: dia(-90) });
    // 650 thirty days late (19,50) and 650 one day late (13,22); a caução not yet due
    const antigo = await inserirPagamento(api.db, contrato.id, { data_prevista: dia(-30), status_pagamento: 'atrasado' });
    const recente = await inserirPagamento(api.db, contrato.id, { data_prevista: dia(-1), status_pagamento: 'atrasado' });
    await inserirPagamento(api.db, contrato.id, { tipo: 'caucao', data_prevista: dia(5), valor_pago: 300 });
    return { contrato, antigo, recente };
  }

  it('Cobrança: the encargos beside valor_em_atraso, which stays the rent', async () => {
    const { contrato } = await emAtraso();
    const [row] = (await api.inject({ method: 'GET', url: '/api/cobranca' })).json();
    expect(row).toMatchObject({ motorista: { id: contrato.motorista_id }, valor_em_atraso: 1300, encargos: 32.72, cobrancas_em_atraso: 2 });
  });

  it('the extrato: the encargos today apart from the saldo; a paid encargos charge is its own line', async () => {
    const { contrato, antigo } = await emAtraso();
    const extrato = async () => (await api.inject({ method: 'GET', url: `/api/motoristas/${contrato.motorista_id}/extrato` })).json();
    expect(await extrato()).toMatchObject({ saldo_devedor: 1600, encargos: 32.72 });
    await api.inject({ method: 'POST', url: `/api/pagamentos/${antigo.id}/recebimentos`, payload: { valor: 669.5, data_pagamento: dia(0) } });
    const depois = await extrato();
    expect(depois).toMatchObject({ saldo_devedor: 950, encargos: 13.22 });
    const linhas = depois.lancamentos.filter((l: { tipo: string; descricao: string }) => l.descricao.includes('ncargos por atraso'));
    expect(linhas.map((l: { tipo: string; valor: number }) => [l.tipo, l.valor])).toEqual([
      ['encargos', 19.5],
      ['recebimento', -19.5],
    ]);
  });

  it('Pix: a charge’s and a driver’s default to em aberto + encargos, and take no more', async () => {
    const { contrato, antigo } = await emAtraso();
    await termos({ chave_pix: 'pix@locadora-exemplo.com.br' });
    const pix = (url: string) => api.inject({ method: 'GET', url });
    expect((await pix(`/api/pagamentos/${antigo.id}/pix`)).json()).toMatchObject({ valor: 669.5 });
    expect((await pix(`/api/pagamentos/${antigo.id}/pix?valor=669.51`)).statusCode).toBe(400);
    expect((await pix(`/api/motoristas/${contrato.motorista_id}/pix`)).json()).toMatchObject({ valor: 1632.72 });
  });

  it('a payment of several charges takes each rent’s encargos right after it, as paid encargos charges; its estorno takes them back', async () => {
    const { contrato, antigo, recente } = await emAtraso();
    const pagar = (valor: number) =>
      api.inject({ method: 'POST', url: `/api/motoristas/${contrato.motorista_id}/recebimentos`, payload: { valor, data_pagamento: dia(0), forma_pagamento: 'pix' } });
    expect((await pagar(1632.73)).statusCode).toBe(422);
    const res = await pagar(1000);
    expect(res.statusCode, res.body).toBe(201);
    const lote = res.json();
    expect(lote.alocacao.map((a: { pagamento_id: number; tipo: string; valor: number; saldo: number }) => [a.tipo, a.valor, a.saldo])).toEqual([
      ['aluguel', 650, 0],
      ['encargos', 19.5, 0],
      ['aluguel', 330.5, 319.5],
    ]);
    const feito = lote.alocacao[1].pagamento_id;
    expect(await cobranca(feito)).toMatchObject({ tipo: 'encargos', status_pagamento: 'pago', pagamento_origem_id: antigo.id });
    // what is left of the newer rent accrues on its em aberto: 319,50 × 2% = 6,39 and 319,50 × 1% ÷ 30 = 0,1065 → 0,11
    expect((await cobranca(recente.id)).encargos).toBe(6.5);

    const estorno = await api.inject({ method: 'DELETE', url: `/api/motoristas/${contrato.motorista_id}/recebimentos/${lote.id}` });
    expect(estorno.statusCode, estorno.body).toBe(204);
    expect((await api.inject({ method: 'GET', url: `/api/pagamentos/${feito}` })).statusCode).toBe(404);
    expect((await cobranca(antigo.id)).encargos).toBe(19.5);
  });
});
