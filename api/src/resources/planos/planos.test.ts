import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contratos } from '../../db/schema';
import { inserirContrato, inserirPlano, inserirReferencias } from '../../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../../test/helpers';

// Weekly plans by km (issue 35): the plan's CRUD is the conformance suite's; here, who writes them, the delete of a
// plan in use, and the contract's own copy of its plan.

const api = useApiTest();

const PLANO = { nome: 'Até 1.250 km', valor_semanal: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 };

async function contratoNoPlano(planoId: number, extra: Record<string, unknown> = {}) {
  const refs = await inserirReferencias(api.db);
  return api.inject({
    method: 'POST',
    url: '/api/contratos',
    payload: { ...refs, data_inicio: '2025-03-03', data_fim: null, status_contrato: 'ativo', plano_id: planoId, ...extra },
  });
}

describe('/api/planos', () => {
  it('is written by administrador and financeiro, and read by operacional (403 to its writes, in pt-BR)', async () => {
    const financeiro = injectWithLogin(api.app, await loginAs(api.app, api.db, 'financeiro'));
    const criado = await financeiro({ method: 'POST', url: '/api/planos', payload: PLANO });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json()).toEqual({ id: 1, versao: 1, ...PLANO });

    const operacional = injectWithLogin(api.app, await loginAs(api.app, api.db, 'operacional'));
    expect((await operacional({ method: 'GET', url: '/api/planos' })).json()).toEqual([{ id: 1, versao: 1, ...PLANO }]);
    for (const req of [
      { method: 'POST', url: '/api/planos', payload: { ...PLANO, nome: 'Outro' } },
      { method: 'PUT', url: '/api/planos/1', payload: { ...PLANO, valor_semanal: 500 } },
      { method: 'DELETE', url: '/api/planos/1' },
    ] as const) {
      const res = await operacional(req);
      expect(res.statusCode, req.method).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para esta ação.');
    }
    expect((await api.inject({ method: 'GET', url: '/api/planos/1' })).json()).toMatchObject({ versao: 1, valor_semanal: 419 });
  });

  it('takes an empty franchise as unlimited (null)', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/planos', payload: { ...PLANO, km_franquia_semanal: '' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ km_franquia_semanal: null });
  });

  it('refuses to delete a plan a contract is on (409 in pt-BR), and deletes it once no contract is', async () => {
    const plano = await inserirPlano(api.db);
    const contrato = await inserirContrato(api.db, { plano_id: plano.id });
    const res = await api.inject({ method: 'DELETE', url: `/api/planos/${String(plano.id)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível excluir este plano porque ele possui contratos.' });
    await api.db.update(contratos).set({ plano_id: null }).where(eq(contratos.id, contrato.id));
    expect((await api.inject({ method: 'DELETE', url: `/api/planos/${String(plano.id)}` })).statusCode).toBe(204);
  });
});

describe('a contract on a plan', () => {
  it('takes the plan\'s weekly value when it gives no rent, and keeps its own copy of the three values', async () => {
    const plano = await inserirPlano(api.db, PLANO);
    const res = await contratoNoPlano(plano.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ plano_id: plano.id, valor_aluguel: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5, plano: { id: plano.id, nome: PLANO.nome } });
  });

  it('keeps a rent it gives over the plan\'s', async () => {
    const plano = await inserirPlano(api.db, PLANO);
    const res = await contratoNoPlano(plano.id, { valor_aluguel: 399.9 });
    expect(res.json()).toMatchObject({ valor_aluguel: 399.9, km_franquia_semanal: 1250, valor_km_excedente: 0.5 });
  });

  it('does not change when its plan changes later; a PUT that names another plan takes that plan\'s franchise', async () => {
    const plano = await inserirPlano(api.db, PLANO);
    const contrato = (await contratoNoPlano(plano.id)).json<{ id: number; motorista_id: number; veiculo_id: number }>();
    const alterado = await api.inject({ method: 'PUT', url: `/api/planos/${String(plano.id)}`, payload: { ...PLANO, valor_semanal: 469, km_franquia_semanal: 2000, valor_km_excedente: 0.4 } });
    expect(alterado.statusCode, alterado.body).toBe(200);
    const url = `/api/contratos/${String(contrato.id)}`;
    expect((await api.inject({ method: 'GET', url })).json()).toMatchObject({ valor_aluguel: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 });

    // the edit form sends the contract back with its plan: nothing of the plan's is taken again
    const body = { motorista_id: contrato.motorista_id, veiculo_id: contrato.veiculo_id, data_inicio: '2025-03-03', data_fim: null, status_contrato: 'ativo', valor_aluguel: 419, plano_id: plano.id };
    expect((await api.inject({ method: 'PUT', url, payload: body })).json()).toMatchObject({ valor_aluguel: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 });

    const ilimitado = await inserirPlano(api.db, { nome: 'Ilimitado', valor_semanal: 469, km_franquia_semanal: null, valor_km_excedente: 0 });
    const outro = await api.inject({ method: 'PUT', url, payload: { ...body, plano_id: ilimitado.id, valor_aluguel: null } });
    expect(outro.statusCode, outro.body).toBe(200);
    expect(outro.json()).toMatchObject({ plano_id: ilimitado.id, valor_aluguel: 469, km_franquia_semanal: null, valor_km_excedente: 0 });

    const semPlano = await api.inject({ method: 'PUT', url, payload: { ...body, plano_id: null, valor_aluguel: 500 } });
    expect(semPlano.json()).toMatchObject({ plano_id: null, valor_aluguel: 500, km_franquia_semanal: null, valor_km_excedente: 0 });
  });

  it('answers 400 naming the plan when it does not exist, and the rent when neither is given', async () => {
    const semPlano = await contratoNoPlano(4242);
    expect(semPlano.statusCode).toBe(400);
    expect(semPlano.json()).toEqual({ message: 'Dados inválidos', errors: { plano_id: 'Plano não encontrado' } });
    const semNada = await contratoNoPlano(null as unknown as number);
    expect(semNada.statusCode).toBe(400);
    expect(semNada.json()).toEqual({ message: 'Dados inválidos', errors: { valor_aluguel: 'Campo obrigatório' } });
    expect(await api.db.$count(contratos)).toBe(0);
  });
});
