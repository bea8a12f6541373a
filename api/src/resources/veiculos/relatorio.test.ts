import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { inserirContrato, inserirManutencao, inserirMotorista, inserirMulta, inserirPagamento, inserirRastreador, inserirRecebimento, inserirSinistro, inserirVeiculo } from '../../test/fixtures';

const api = useApiTest();

const veiculo = async (values: { quilometragem_inicial?: number; valor_compra?: number } = {}) => (await inserirVeiculo(api.db, values)).id;
const motorista = async () => (await inserirMotorista(api.db)).id;

async function contrato(veiculo_id: number, motorista_id: number, pagos: [number, string][]): Promise<void> {
  const c = await inserirContrato(api.db, { veiculo_id, motorista_id, data_inicio: '2025-01-06', valor_aluguel: 650 });
  let semana = 0;
  for (const [valor, status] of pagos) {
    semana += 1;
    const dia = `2025-02-${String(semana).padStart(2, '0')}`;
    await inserirPagamento(api.db, c.id, { data_prevista: dia, data_pagamento: status === 'pago' ? dia : null, valor_pago: valor, status_pagamento: status });
  }
}

const manutencao = (veiculo_id: number, quilometragem: number, custo: number, status_atual = 'finalizada', data_manutencao = '2025-02-01') =>
  inserirManutencao(api.db, { veiculo_id, descricao: 'Revisão', data_manutencao, quilometragem, custo, status_atual });
const rastreador = (veiculo_id: number, km_atual: number | null) => inserirRastreador(api.db, { veiculo_id, km_atual });
const multa = (veiculo_id: number, motorista_id: number, valor_multa: number, transferido_para_condutor: boolean) =>
  inserirMulta(api.db, { veiculo_id, motorista_id, valor_multa, transferido_para_condutor });
const sinistro = (veiculo_id: number, motorista_id: number, custo_reparo: number) => inserirSinistro(api.db, { veiculo_id, motorista_id, custo_reparo });

const relatorio = (id: number) => api.inject({ method: 'GET', url: `/api/veiculos/${id}/relatorio` });

describe('GET /api/veiculos/:id/relatorio', () => {
  it('computes every figure of a vehicle, counting only its own rows, only paid rent and only finished maintenance', async () => {
    const id = await veiculo({ quilometragem_inicial: 15000, valor_compra: 80000 });
    const outro = await veiculo({ quilometragem_inicial: 90000 });
    const m = await motorista();

    await rastreador(id, 21000);
    await rastreador(id, 23500);
    await rastreador(id, null);
    await rastreador(outro, 99999);

    await manutencao(id, 20000, 800.5);
    const agendada = await manutencao(id, 25000, 1200.25, 'agendada', '2025-06-10');
    await manutencao(id, 18000, 350);
    await manutencao(outro, 95000, 999);

    await contrato(id, m, [[650, 'pago'], [650, 'pago'], [650, 'pendente'], [650, 'atrasado'], [650.1, 'cancelado']]);
    await contrato(id, m, [[700.45, 'pago']]);
    await contrato(outro, m, [[999, 'pago']]);

    await multa(id, m, 195.23, false);
    await multa(id, m, 130.16, true);
    await multa(id, m, 88.38, false);
    await multa(outro, m, 500, false);

    await sinistro(id, m, 2500);
    await sinistro(id, m, 310.4);
    await sinistro(outro, m, 1000);

    const res = await relatorio(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // the scheduled revisão at 25 000 km has not happened: the trackers' 23 500 is the current km
      quilometragemAtual: 23500,
      totalAlugueisPagos: 2000.45,
      totalGastoManutencoes: 1150.5,
      proximasManutencoes: [
        {
          id: agendada.id,
          veiculo_id: id,
          veiculo: { id, placa: expect.any(String), modelo: 'ONIX', marca: 'CHEVROLET' },
          data_manutencao: '2025-06-10',
          tipo_manutencao: 'revisao',
          quilometragem: 25000,
          custo: 1200.25,
        },
      ],
      totalMultasNaoTransferidas: 283.61,
      totalCustoSinistros: 2810.4,
      totalRessarcido: 0,
      // 2000.45 − 1150.50 − 2810.40 − 283.61
      lucro: -2244.06,
      valorCompra: 80000,
      percentualCompraRecuperado: -2.81,
      ultimoContato: null,
    });
  });

  it('lists only its own scheduled maintenance, soonest first', async () => {
    const id = await veiculo();
    const outro = await veiculo();
    const depois = await manutencao(id, 30000, 900, 'agendada', '2025-07-01');
    const antes = await manutencao(id, 20000, 400, 'agendada', '2025-05-01');
    await manutencao(id, 18000, 300, 'finalizada', '2025-04-01');
    await manutencao(outro, 20000, 500, 'agendada', '2025-04-15');
    const { proximasManutencoes } = (await relatorio(id)).json<{ proximasManutencoes: { id: number }[] }>();
    expect(proximasManutencoes.map((m) => m.id)).toEqual([antes.id, depois.id]);
  });

  it('moves when a scheduled maintenance is finished through the API: km, spend, profit and the list', async () => {
    const id = await veiculo({ quilometragem_inicial: 15000, valor_compra: 10000 });
    await contrato(id, await motorista(), [[1000, 'pago']]);
    const agendada = await manutencao(id, 21000, 250.5, 'agendada', '2025-06-10');
    expect((await relatorio(id)).json()).toMatchObject({
      quilometragemAtual: 15000,
      totalGastoManutencoes: 0,
      lucro: 1000,
      percentualCompraRecuperado: 10,
      proximasManutencoes: [{ id: agendada.id, quilometragem: 21000, custo: 250.5 }],
    });

    const { veiculo_id, tipo_manutencao, descricao, data_manutencao, quilometragem, custo } = agendada;
    const payload = { veiculo_id, tipo_manutencao, descricao, data_manutencao, quilometragem, custo, status_atual: 'finalizada' };
    const put = await api.inject({ method: 'PUT', url: `/api/manutencoes/${agendada.id}`, payload });
    expect(put.statusCode, put.body).toBe(200);
    expect((await relatorio(id)).json()).toMatchObject({
      quilometragemAtual: 21000,
      totalGastoManutencoes: 250.5,
      lucro: 749.5,
      percentualCompraRecuperado: 7.5,
      proximasManutencoes: [],
    });
  });

  it('takes the current km from the latest reading: a km typed on a tracker after an older maintenance', async () => {
    const id = await veiculo({ quilometragem_inicial: 15000 });
    await manutencao(id, 20000, 100);
    await rastreador(id, 31000);
    await rastreador(id, 30500);
    // the latest typed km wins, even below an earlier one: the current km is a reading, not a maximum
    expect((await relatorio(id)).json().quilometragemAtual).toBe(30500);
  });

  it('keeps the initial km when nothing is ahead of it', async () => {
    const id = await veiculo({ quilometragem_inicial: 40000 });
    await manutencao(id, 10000, 100);
    await rastreador(id, 39999);
    await rastreador(id, null);
    expect((await relatorio(id)).json().quilometragemAtual).toBe(40000);
  });

  it('answers zeros for a vehicle with no records, and the share paid back as a percentage', async () => {
    const vazio = await veiculo({ quilometragem_inicial: 1234, valor_compra: 50000 });
    expect((await relatorio(vazio)).json()).toEqual({
      quilometragemAtual: 1234,
      totalAlugueisPagos: 0,
      totalGastoManutencoes: 0,
      proximasManutencoes: [],
      totalMultasNaoTransferidas: 0,
      totalCustoSinistros: 0,
      totalRessarcido: 0,
      lucro: 0,
      valorCompra: 50000,
      percentualCompraRecuperado: 0,
      ultimoContato: null,
    });

    const pago = await veiculo({ valor_compra: 10000 });
    await contrato(pago, await motorista(), [[1500, 'pago'], [1000.5, 'pago']]);
    await manutencao(pago, 16000, 0.5);
    expect((await relatorio(pago)).json()).toMatchObject({ totalAlugueisPagos: 2500.5, lucro: 2500, percentualCompraRecuperado: 25 });
  });

  it('counts what was received: partial rent receipts, fines and accidents paid back by the driver (profit), never the caução until kept', async () => {
    const id = await veiculo({ valor_compra: 10000 });
    const m = await motorista();
    const c = await inserirContrato(api.db, { veiculo_id: id, motorista_id: m, data_inicio: '2025-01-06' });
    const aluguel = await inserirPagamento(api.db, c.id, { data_prevista: '2025-01-06', valor_pago: 650, status_pagamento: 'atrasado' });
    await inserirRecebimento(api.db, aluguel.id, { valor: 200, data_pagamento: '2025-01-07' });
    await inserirRecebimento(api.db, aluguel.id, { valor: 100.25, data_pagamento: '2025-01-08' });
    // the deposit, received in full: money held, not income
    await inserirPagamento(api.db, c.id, { tipo: 'caucao', data_prevista: '2025-01-06', data_pagamento: '2025-01-06', valor_pago: 800, status_pagamento: 'pago' });
    await multa(id, m, 195.23, false);
    await sinistro(id, m, 2500);
    const cobrancaMulta = await inserirPagamento(api.db, c.id, { tipo: 'multa', data_prevista: '2025-01-20', valor_pago: 195.23 });
    await inserirRecebimento(api.db, cobrancaMulta.id, { valor: 95.23, data_pagamento: '2025-01-21' });
    await inserirPagamento(api.db, c.id, { tipo: 'sinistro', data_prevista: '2025-01-20', data_pagamento: '2025-01-25', valor_pago: 1000, status_pagamento: 'pago' });

    expect((await relatorio(id)).json()).toMatchObject({
      totalAlugueisPagos: 300.25,
      totalMultasNaoTransferidas: 195.23,
      totalCustoSinistros: 2500,
      totalRessarcido: 1095.23,
      // 300.25 + 1095.23 − 195.23 − 2500
      lucro: -1299.75,
      percentualCompraRecuperado: -13,
    });

    // settled: the caução pays the 349.75 still owed on the rent, its encargos of 25 days (7,00 + 2,91) and the 100
    // on the fine, the rest is refunded; the encargos are no rent
    const res = await api.inject({ method: 'POST', url: `/api/contratos/${c.id}/encerrar`, payload: { data_fim: '2025-01-31' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().acerto).toMatchObject({ debitos: 459.66, abatido: 459.66, devolver: 340.34 });
    expect((await relatorio(id)).json()).toMatchObject({ totalAlugueisPagos: 650, totalRessarcido: 1195.23, lucro: -850 });
  });

  it('has no share paid back for a vehicle that cost nothing', async () => {
    const id = await veiculo({ valor_compra: 0 });
    expect((await relatorio(id)).json()).toMatchObject({ valorCompra: 0, percentualCompraRecuperado: null });
  });

  it('answers 404 "Veículo não encontrado" for an unknown vehicle', async () => {
    const res = await relatorio(999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Veículo não encontrado' });
  });

  it('answers 400 for an id that is not one', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/veiculos/abc/relatorio' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { id: MSG.idInvalido } });
  });

  it('answers 401 without a session', async () => {
    const id = await veiculo();
    const res = await api.app.inject({ method: 'GET', url: `/api/veiculos/${id}/relatorio` });
    expect(res.statusCode).toBe(401);
  });
});
