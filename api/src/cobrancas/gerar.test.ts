import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { pagamentos } from '../db/schema';
import { inserirContrato } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';

// POST /api/cobrancas/gerar (issue 35): the weekly run at once, as the job does, answering what it created.

const api = useApiTest();
const gerar = (headers: Record<string, string> = {}) => api.inject({ method: 'POST', url: '/api/cobrancas/gerar', headers });

describe('POST /api/cobrancas/gerar', () => {
  it('creates the weeks due up to a week ahead and answers them; run again, it creates nothing', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), created_at: new Date() });
    const res = await gerar();
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json<{ mensagem: string; pagamentos: { contrato_id: number; tipo: string; valor_pago: number; status_pagamento: string }[] }>();
    expect(corpo.mensagem).toBe('2 cobranças geradas');
    expect(corpo.pagamentos).toHaveLength(2);
    for (const p of corpo.pagamentos) expect(p).toMatchObject({ contrato_id: contrato.id, tipo: 'aluguel', valor_pago: 650, status_pagamento: 'pendente' });
    expect(await api.db.$count(pagamentos)).toBe(2);

    const denovo = await gerar();
    expect(denovo.json()).toEqual({ mensagem: 'Nenhuma cobrança nova', pagamentos: [] });
    expect(await api.db.$count(pagamentos)).toBe(2);
  });

  it('says one charge in the singular', async () => {
    await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), created_at: new Date() });
    await gerar();
    await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), data_fim: hojeSaoPaulo(), created_at: new Date() });
    expect((await gerar()).json()).toMatchObject({ mensagem: '1 cobrança gerada' });
  });

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), created_at: new Date() });
    const primeira = await gerar({ 'idempotency-key': 'gerar-1' });
    const repetida = await gerar({ 'idempotency-key': 'gerar-1' });
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.body).toBe(primeira.body);
    expect(await api.db.$count(pagamentos)).toBe(2);
  });

  it('is the administrador\'s alone: financeiro and operacional get 403 and nothing is created', async () => {
    await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), created_at: new Date() });
    for (const papel of ['financeiro', 'operacional'] as const) {
      const res = await injectWithLogin(api.app, await loginAs(api.app, api.db, papel))({ method: 'POST', url: '/api/cobrancas/gerar' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Você não tem permissão para esta ação.' });
    }
    expect(await api.db.$count(pagamentos)).toBe(0);
  });
});
