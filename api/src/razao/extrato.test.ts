import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hojeSaoPaulo, MSG, type ExtratoMotorista, type Pagamento } from '@frota/shared/domain';
import { contratos, pagamentos } from '../db/schema';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

const api = useApiTest();

/** Today in São Paulo moved by `dias`, 'YYYY-MM-DD'. */
function dia(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}
const br = (iso: string) => iso.split('-').reverse().join('/');

const extrato = async (motoristaId: number, query = '') => {
  const res = await api.inject({ method: 'GET', url: `/api/motoristas/${motoristaId}/extrato${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExtratoMotorista>();
};

/** Bruno's account on ABC-1D23: rents two weeks and one week ago, one next week, a fine, a cancelled week and a caução. */
async function contaDoBruno() {
  const motorista = await inserirMotorista(api.db, { nome: 'Bruno Lima', cpf: '529.982.247-25' });
  const veiculo = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
  const contrato = await inserirContrato(api.db, { motorista_id: motorista.id, veiculo_id: veiculo.id, data_inicio: dia(-30) });
  const cobrar = (overrides: Parameters<typeof inserirPagamento>[2]) => inserirPagamento(api.db, contrato.id, overrides);
  const caucao = await cobrar({ tipo: 'caucao', data_prevista: dia(-30), valor_pago: 700 });
  const cancelada = await cobrar({ data_prevista: dia(-21), status_pagamento: 'cancelado' });
  const semana1 = await cobrar({ data_prevista: dia(-14), status_pagamento: 'atrasado' });
  const semana2 = await cobrar({ data_prevista: dia(-7), status_pagamento: 'atrasado' });
  const multa = await cobrar({ tipo: 'multa', data_prevista: dia(-3), valor_pago: 130.16, status_pagamento: 'atrasado' });
  const futura = await cobrar({ data_prevista: dia(7) });
  const r = {
    caucao: await inserirRecebimento(api.db, caucao.id, { valor: 700, data_pagamento: dia(-30), forma_pagamento: 'pix' }),
    semana1: await inserirRecebimento(api.db, semana1.id, { valor: 600, data_pagamento: dia(-13), forma_pagamento: 'pix' }),
    semana2: await inserirRecebimento(api.db, semana2.id, { valor: 300, data_pagamento: dia(-6), forma_pagamento: 'dinheiro' }),
    futura: await inserirRecebimento(api.db, futura.id, { valor: 100, data_pagamento: dia(-1), forma_pagamento: null }),
  };
  // another driver's account is not Bruno's
  const outro = await inserirContrato(api.db, { data_inicio: dia(-30) });
  await inserirPagamento(api.db, outro.id, { data_prevista: dia(-7), status_pagamento: 'atrasado' });
  return { motorista, contrato, cobrancas: { caucao, cancelada, semana1, semana2, multa, futura }, r };
}

describe('GET /api/motoristas/:id/extrato', () => {
  it('lists every charge not cancelled, due or to come (debits), and the receipts (credits) by date, with the ledger\'s saldos', async () => {
    const { motorista, cobrancas: c, r } = await contaDoBruno();
    const res = await extrato(motorista.id);
    expect(res.motorista).toEqual({ id: motorista.id, nome: 'Bruno Lima', cpf: '529.982.247-25' });
    // each line carries the running balance after it (issue 37), the last one the saldo
    const linha = (data: string, tipo: string, descricao: string, valor: number, entidade: 'pagamentos' | 'recebimentos', id: number, pagamento_id: number, saldo: number, a_vencer = false) =>
      ({ data, tipo, descricao, valor, referencia: { entidade, id }, pagamento_id, a_vencer, saldo });
    expect(res.lancamentos).toEqual([
      // the caução is a charge like the others: its receipt pays it, and the money is then held (caucao_em_custodia)
      linha(dia(-30), 'caucao', `Caução — ABC-1D23, vencimento ${br(dia(-30))}`, 700, 'pagamentos', c.caucao.id, c.caucao.id, 700),
      linha(dia(-30), 'recebimento', `Recebimento (Pix) — caução de ${br(dia(-30))}`, -700, 'recebimentos', r.caucao.id, c.caucao.id, 0),
      linha(dia(-14), 'aluguel', `Aluguel — ABC-1D23, vencimento ${br(dia(-14))}`, 650, 'pagamentos', c.semana1.id, c.semana1.id, 650),
      linha(dia(-13), 'recebimento', `Recebimento (Pix) — aluguel de ${br(dia(-14))}`, -600, 'recebimentos', r.semana1.id, c.semana1.id, 50),
      linha(dia(-7), 'aluguel', `Aluguel — ABC-1D23, vencimento ${br(dia(-7))}`, 650, 'pagamentos', c.semana2.id, c.semana2.id, 700),
      linha(dia(-6), 'recebimento', `Recebimento (Dinheiro) — aluguel de ${br(dia(-7))}`, -300, 'recebimentos', r.semana2.id, c.semana2.id, 400),
      linha(dia(-3), 'multa', `Multa — ABC-1D23, vencimento ${br(dia(-3))}`, 130.16, 'pagamentos', c.multa.id, c.multa.id, 530.16),
      linha(dia(-1), 'recebimento', `Recebimento — aluguel de ${br(dia(7))}`, -100, 'recebimentos', r.futura.id, c.futura.id, 430.16),
      // next week's rent is on the statement before it is due, marked a vencer
      linha(dia(7), 'aluguel', `Aluguel — ABC-1D23, vencimento ${br(dia(7))}`, 650, 'pagamentos', c.futura.id, c.futura.id, 1080.16, true),
    ]);
    expect(res.saldo_anterior).toBe(0);
    expect(res.saldo).toBe(1080.16);
    expect(res).toMatchObject({ saldo_vencido: 530.16, saldo_a_vencer: 550, saldo_devedor: 1080.16, caucao_em_custodia: 700 });
    expect(res.caucao).toEqual({ valor: 700, recebido: 700, abatido: 0, devolvido: 0 });
  });

  it('its saldo is what every open charge still asks, as the payments list shows them', async () => {
    const { motorista, contrato } = await contaDoBruno();
    const mais = await inserirPagamento(api.db, contrato.id, { tipo: 'avulso', data_prevista: dia(0), valor_pago: 55.55 });
    await inserirRecebimento(api.db, mais.id, { valor: 0.55, data_pagamento: dia(0) });
    const res = await api.inject({ method: 'GET', url: `/api/pagamentos?contrato_id=${contrato.id}` });
    const cobrancas = res.json<Pagamento[]>().filter((p) => p.status_pagamento !== 'cancelado');
    const centavos = cobrancas.reduce((soma, p) => soma + Math.round(p.saldo * 100), 0);
    const { saldo, saldo_devedor, lancamentos } = await extrato(motorista.id);
    expect(Math.round(saldo * 100)).toBe(centavos);
    expect(Math.round(saldo_devedor * 100)).toBe(centavos);
    expect(Math.round(lancamentos.reduce((s, l) => s + l.valor * 100, 0))).toBe(centavos);
    const hoje = dia(0);
    expect(lancamentos.find((l) => l.pagamento_id === mais.id && l.tipo === 'avulso')).toMatchObject({
      data: hoje,
      descricao: `Cobrança avulsa — ABC-1D23, vencimento ${br(hoje)}`,
      a_vencer: true,
    });
    expect(lancamentos.find((l) => l.pagamento_id === mais.id && l.tipo === 'recebimento')).toMatchObject({ descricao: `Recebimento — cobrança avulsa de ${br(hoje)}` });
  });

  it('names a charge that says what it is for (a damage charged at the return) by its descricao', async () => {
    const { motorista, contrato } = await contaDoBruno();
    const avaria = await inserirPagamento(api.db, contrato.id, { tipo: 'avulso', data_prevista: dia(0), valor_pago: 300 });
    await api.db.update(pagamentos).set({ descricao: 'Avaria 3 (leve) na devolução: para-choque riscado' }).where(eq(pagamentos.id, avaria.id));
    const { lancamentos } = await extrato(motorista.id);
    expect(lancamentos.find((l) => l.pagamento_id === avaria.id)).toMatchObject({
      tipo: 'avulso',
      descricao: `Avaria 3 (leve) na devolução: para-choque riscado — ABC-1D23, vencimento ${br(dia(0))}`,
    });
  });

  it('with de and ate: the lines of the period, the balance before it and the balance at its end', async () => {
    const { motorista } = await contaDoBruno();
    const res = await extrato(motorista.id, `?de=${dia(-7)}&ate=${dia(-6)}`);
    expect(res.lancamentos.map((l) => [l.data, l.valor])).toEqual([
      [dia(-7), 650],
      [dia(-6), -300],
    ]);
    expect(res.saldo_anterior).toBe(50);
    expect(res.saldo).toBe(400);
    // only de: to the last line (a charge to come included); only ate: from the start
    expect(await extrato(motorista.id, `?de=${dia(-3)}`)).toMatchObject({ saldo_anterior: 400, saldo: 1080.16 });
    expect(await extrato(motorista.id, `?ate=${dia(-13)}`)).toMatchObject({ saldo_anterior: 0, saldo: 50 });
    expect((await extrato(motorista.id, `?de=&ate=`)).lancamentos).toHaveLength(9);
    // the ledger's figures are today's, whatever the period
    expect(res).toMatchObject({ saldo_vencido: 530.16, saldo_a_vencer: 550, saldo_devedor: 1080.16 });
  });

  it('the caução box: charged, received, applied to debts and refunded, across the driver\'s contracts', async () => {
    const { motorista, contrato, cobrancas: c } = await contaDoBruno();
    await inserirRecebimento(api.db, c.multa.id, { valor: 130.16, data_pagamento: dia(0), forma_pagamento: 'caucao' });
    await api.db.update(contratos).set({ caucao_devolvida: 569.84, status_contrato: 'finalizado', data_fim: dia(0) }).where(eq(contratos.id, contrato.id));
    const segundo = await inserirContrato(api.db, { motorista_id: motorista.id, data_inicio: dia(0) });
    await inserirPagamento(api.db, segundo.id, { tipo: 'caucao', data_prevista: dia(0), valor_pago: 800 });
    await inserirPagamento(api.db, segundo.id, { tipo: 'caucao', data_prevista: dia(0), valor_pago: 1, status_pagamento: 'cancelado' });
    const res = await extrato(motorista.id);
    expect(res.caucao).toEqual({ valor: 1500, recebido: 700, abatido: 130.16, devolvido: 569.84 });
    expect(res.caucao_em_custodia).toBe(0);
    expect(res.lancamentos.find((l) => l.data === dia(0) && l.tipo === 'recebimento')).toMatchObject({
      valor: -130.16,
      descricao: `Abatido da caução — multa de ${br(dia(-3))}`,
    });
    // the second contract's caução, not received, is owed like any charge
    expect(res.saldo_devedor).toBe(1750);
    expect(res.saldo).toBe(1750);
  });

  it('a driver without contracts has an empty account', async () => {
    const motorista = await inserirMotorista(api.db);
    expect(await extrato(motorista.id)).toMatchObject({ saldo_anterior: 0, saldo: 0, saldo_devedor: 0, caucao_em_custodia: 0, caucao: { valor: 0, recebido: 0, abatido: 0, devolvido: 0 }, lancamentos: [] });
  });

  it('answers 404 for an unknown driver and 400 for a bad date', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/motoristas/99/extrato' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Motorista não encontrado' });
    const motorista = await inserirMotorista(api.db);
    const bad = await api.inject({ method: 'GET', url: `/api/motoristas/${motorista.id}/extrato?de=ontem` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Dados inválidos', errors: { de: MSG.dataInvalida } });
  });
});
