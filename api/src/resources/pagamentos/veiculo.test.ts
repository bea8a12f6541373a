import { describe, expect, it } from 'vitest';
import { inserirContrato, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

const api = useApiTest();

/** A vehicle with two contracts over time and payments in every status, and another vehicle's payment. */
async function cenario() {
  const antigo = await inserirContrato(api.db, { data_inicio: '2025-01-06', data_fim: '2025-02-28', status_contrato: 'finalizado' });
  const atual = await inserirContrato(api.db, { veiculo_id: antigo.veiculo_id, data_inicio: '2025-03-03', valor_aluguel: 700.25 });
  const outro = await inserirContrato(api.db, { data_inicio: '2025-03-03' });
  const pagos = [
    await inserirPagamento(api.db, antigo.id, { data_prevista: '2025-02-24', status_pagamento: 'pago', data_pagamento: '2025-02-24', valor_pago: 650 }),
    await inserirPagamento(api.db, atual.id, { data_prevista: '2025-03-03', status_pagamento: 'pago', data_pagamento: '2025-03-04', valor_pago: 700.25 }),
  ];
  const outros = [
    await inserirPagamento(api.db, atual.id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado', valor_pago: 700.25 }),
    await inserirPagamento(api.db, atual.id, { data_prevista: '2025-03-17', status_pagamento: 'pendente', valor_pago: 700.25 }),
    await inserirPagamento(api.db, antigo.id, { data_prevista: '2025-02-17', status_pagamento: 'cancelado', valor_pago: 650 }),
  ];
  await inserirPagamento(api.db, outro.id, { data_prevista: '2025-03-03', status_pagamento: 'pago', data_pagamento: '2025-03-03', valor_pago: 999 });
  return { veiculoId: antigo.veiculo_id, doVeiculo: [...pagos, ...outros], outroVeiculoId: outro.veiculo_id };
}

describe('GET /api/veiculos/:id/pagamentos', () => {
  it('answers the payments of every contract of the vehicle, and only those, newest first or by due date', async () => {
    const { veiculoId, doVeiculo, outroVeiculoId } = await cenario();
    const recentes = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos` });
    expect(recentes.json().map((p: { id: number }) => p.id)).toEqual(doVeiculo.map((p) => p.id).sort((a, b) => b - a));
    // the same prepared statement, another vehicle: its one payment only
    const doOutro = await api.inject({ method: 'GET', url: `/api/veiculos/${outroVeiculoId}/pagamentos` });
    expect(doOutro.json().map((p: { valor_pago: number; contrato: { veiculo: { id: number } } }) => [p.valor_pago, p.contrato.veiculo.id])).toEqual([[999, outroVeiculoId]]);
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos?sort=data_prevista&order=desc` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = res.json<{ id: number; data_prevista: string; data_pagamento: string | null; contrato: { veiculo: { id: number } } }[]>();
    expect(rows.map((p) => p.data_prevista)).toEqual(['2025-03-17', '2025-03-10', '2025-03-03', '2025-02-24', '2025-02-17']);
    expect(rows.map((p) => p.id).sort()).toEqual(doVeiculo.map((p) => p.id).sort());
    expect(rows.every((p) => p.contrato.veiculo.id === veiculoId)).toBe(true);
    expect(rows[0]?.data_pagamento).toBeNull();
  });

  it('pages and filters by status like the payments list, and matches ?veiculo_id= there', async () => {
    const { veiculoId } = await cenario();
    const pagina = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos?page=2&pageSize=2` });
    expect(pagina.headers['x-total-count']).toBe('5');
    // newest first: inserted 02-24, 03-03, 03-10, 03-17, 02-17
    expect(pagina.json().map((p: { data_prevista: string }) => p.data_prevista)).toEqual(['2025-03-10', '2025-03-03']);
    const pagos = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos?status_pagamento=pago` });
    expect(pagos.json()).toHaveLength(2);
    const filtro = await api.inject({ method: 'GET', url: `/api/pagamentos?veiculo_id=${veiculoId}` });
    const rota = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos` });
    expect(rota.json()).toEqual(filtro.json());
  });

  it('answers an empty list for a vehicle never rented, and 404 for an unknown vehicle', async () => {
    const livre = await inserirVeiculo(api.db);
    const vazio = await api.inject({ method: 'GET', url: `/api/veiculos/${livre.id}/pagamentos` });
    expect(vazio.statusCode).toBe(200);
    expect(vazio.json()).toEqual([]);
    expect(vazio.headers['x-total-count']).toBe('0');
    const desconhecido = await api.inject({ method: 'GET', url: '/api/veiculos/999/pagamentos' });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ message: 'Veículo não encontrado' });
  });

  it('needs a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/veiculos/1/pagamentos' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/veiculos/:id/pagamentos/resumo', () => {
  it('totals what the vehicle received over all its contracts, counting only pago', async () => {
    const { veiculoId, outroVeiculoId } = await cenario();
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${veiculoId}/pagamentos/resumo` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ veiculo_id: veiculoId, totalRecebido: 1350.25 });
    const outro = await api.inject({ method: 'GET', url: `/api/veiculos/${outroVeiculoId}/pagamentos/resumo` });
    expect(outro.json()).toEqual({ veiculo_id: outroVeiculoId, totalRecebido: 999 });
  });

  it('counts the rent received, partial receipts included, and never the caução nor a fine paid back', async () => {
    const contrato = await inserirContrato(api.db);
    const parcial = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado', valor_pago: 650 });
    await inserirRecebimento(api.db, parcial.id, { valor: 250.5, data_pagamento: '2025-03-05' });
    await inserirPagamento(api.db, contrato.id, { tipo: 'caucao', status_pagamento: 'pago', data_pagamento: '2025-03-03', valor_pago: 800 });
    await inserirPagamento(api.db, contrato.id, { tipo: 'multa', status_pagamento: 'pago', data_pagamento: '2025-03-03', valor_pago: 130 });
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${contrato.veiculo_id}/pagamentos/resumo` });
    expect(res.json()).toEqual({ veiculo_id: contrato.veiculo_id, totalRecebido: 250.5 });
  });

  it('keeps cents exact over many payments', async () => {
    const contrato = await inserirContrato(api.db);
    for (let i = 0; i < 10; i++) {
      await inserirPagamento(api.db, contrato.id, { status_pagamento: 'pago', data_pagamento: '2025-03-03', valor_pago: 0.1 });
    }
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${contrato.veiculo_id}/pagamentos/resumo` });
    expect(res.json().totalRecebido).toBe(1);
  });

  it('answers zero for a vehicle never rented, and 404 for an unknown vehicle', async () => {
    const livre = await inserirVeiculo(api.db);
    expect((await api.inject({ method: 'GET', url: `/api/veiculos/${livre.id}/pagamentos/resumo` })).json()).toEqual({ veiculo_id: livre.id, totalRecebido: 0 });
    const desconhecido = await api.inject({ method: 'GET', url: '/api/veiculos/999/pagamentos/resumo' });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ message: 'Veículo não encontrado' });
  });
});
