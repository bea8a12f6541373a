import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo, VISTORIA_MSG } from '@frota/shared/domain';
import { fotos } from '../../db/schema';
import { inserirContrato, inserirManutencao, inserirRastreador } from '../../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../../test/helpers';

// What is particular to vistorias; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

type Body = Record<string, unknown>;

const ITENS = [
  { item: 'Estepe', estado: 'ok', observacao: null },
  { item: 'Macaco', estado: 'ok', observacao: null },
  { item: 'Triângulo', estado: 'ok', observacao: null },
];

async function contrato() {
  const c = await inserirContrato(api.db);
  return { contrato_id: c.id, veiculo_id: c.veiculo_id };
}

const corpo = (refs: { contrato_id: number; veiculo_id: number }, overrides: Body = {}): Body => ({
  ...refs,
  tipo: 'entrega',
  realizada_em: '2025-03-03T10:00:00.000Z',
  quilometragem: 20_000,
  combustivel_oitavos: 6,
  itens: ITENS,
  avarias: [{ numero: 1, x: 0.2, y: 0.3, descricao: 'Risco na porta', gravidade: 'leve', foto_ids: [] }],
  observacoes: null,
  assinado_por_motorista: null,
  status: 'rascunho',
  ...overrides,
});

const post = (body: Body) => api.inject({ method: 'POST', url: '/api/vistorias', payload: body });
const put = (id: number, body: Body) => api.inject({ method: 'PUT', url: `/api/vistorias/${id}`, payload: body });

describe('POST /api/vistorias', () => {
  it('records an entrega with its checklist and marks, and lists it by contract, vehicle and tipo', async () => {
    const refs = await contrato();
    const res = await post(corpo(refs));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 1, versao: 1, tipo: 'entrega', itens: ITENS, avarias: [{ numero: 1, foto_ids: [] }], status: 'rascunho' });
    for (const query of [`contrato_id=${refs.contrato_id}`, `veiculo_id=${refs.veiculo_id}`, 'tipo=entrega']) {
      expect((await api.inject({ method: 'GET', url: `/api/vistorias?${query}` })).json()).toHaveLength(1);
    }
    expect((await api.inject({ method: 'GET', url: '/api/vistorias?tipo=devolucao' })).json()).toEqual([]);
  });

  it('refuses a second entrega of a contract with 409', async () => {
    const refs = await contrato();
    expect((await post(corpo(refs))).statusCode).toBe(201);
    const res = await post(corpo(refs));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: VISTORIA_MSG.duasIguais('entrega'), errors: { tipo: VISTORIA_MSG.duasIguais('entrega') } });
  });

  it('refuses a vehicle that is not the contract’s', async () => {
    const refs = await contrato();
    const outro = await contrato();
    const res = await post(corpo({ ...refs, veiculo_id: outro.veiculo_id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ veiculo_id: VISTORIA_MSG.veiculoDoContrato });
  });

  it('refuses a km below the vehicle’s current one unless confirmar_km_menor says so', async () => {
    const refs = await contrato();
    // its latest reading, as the vehicles list says it: today's finished service after the km typed on its tracker
    // (other cars' rows count for nothing)
    await inserirRastreador(api.db, { veiculo_id: refs.veiculo_id, km_atual: 28_000 });
    await inserirManutencao(api.db, { veiculo_id: refs.veiculo_id, quilometragem: 30_000, status_atual: 'finalizada', data_manutencao: hojeSaoPaulo() });
    const outro = await contrato();
    await inserirRastreador(api.db, { veiculo_id: outro.veiculo_id, km_atual: 90_000 });
    expect((await api.inject({ method: 'GET', url: `/api/veiculos/${refs.veiculo_id}` })).json()).toMatchObject({ quilometragem_atual: 30_000 });
    const res = await post(corpo(refs, { quilometragem: 29_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ quilometragem: VISTORIA_MSG.kmMenor(30_000) });
    expect((await post(corpo(refs, { quilometragem: 29_000, confirmar_km_menor: true }))).statusCode).toBe(201);
  });

  it('numbers a devolução’s marks on from the entrega’s, and refuses a number twice', async () => {
    const refs = await contrato();
    await post(corpo(refs));
    const marca = (numero: number) => ({ numero, x: 0.5, y: 0.5, descricao: 'Amassado', gravidade: 'media', foto_ids: [] });
    const antes = await post(corpo(refs, { tipo: 'devolucao', quilometragem: 21_000, avarias: [marca(1)] }));
    expect(antes.statusCode).toBe(400);
    expect(antes.json().errors).toEqual({ avarias: VISTORIA_MSG.avariasDepoisDaEntrega(2) });
    const repetida = await post(corpo(refs, { tipo: 'devolucao', quilometragem: 21_000, avarias: [marca(2), marca(2)] }));
    expect(repetida.json().errors).toEqual({ avarias: VISTORIA_MSG.avariasRepetidas });
    expect((await post(corpo(refs, { tipo: 'devolucao', quilometragem: 21_000, avarias: [marca(2)] }))).statusCode).toBe(201);
  });

  it('validates each item and mark with field messages', async () => {
    const refs = await contrato();
    const res = await post(corpo(refs, { itens: [{ item: 'Estepe', estado: 'quebrado' }], avarias: [{ numero: 1, x: 2, y: 0, descricao: 'x', gravidade: 'leve' }] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors as object).sort()).toEqual(['avarias.0.x', 'itens.0.estado']);
  });
});

describe('a concluida vistoria', () => {
  it('is read-only (409 on PUT) and is never deleted', async () => {
    const refs = await contrato();
    const { id } = (await post(corpo(refs))).json() as { id: number };
    // both signatures, as their upload leaves them (fotos.test sends them)
    const assinatura = { vistoria_id: id, content_type: 'image/png', bytes: 10, largura: 400, altura: 150 };
    await api.db.insert(fotos).values([
      { ...assinatura, angulo: 'assinatura_motorista', chave: 'fotos/1/original' },
      { ...assinatura, angulo: 'assinatura_responsavel', chave: 'fotos/2/original' },
    ]);
    expect((await put(id, corpo(refs, { status: 'concluida', assinado_por_motorista: 'Bruno Lima' }))).statusCode).toBe(200);
    const res = await put(id, corpo(refs, { observacoes: 'depois' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: VISTORIA_MSG.concluida });
    const del = await api.inject({ method: 'DELETE', url: `/api/vistorias/${id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: VISTORIA_MSG.concluidaNaoExclui });
  });

  it('a rascunho is deleted', async () => {
    const { id } = (await post(corpo(await contrato()))).json() as { id: number };
    expect((await api.inject({ method: 'DELETE', url: `/api/vistorias/${id}` })).statusCode).toBe(204);
  });
});

describe('roles', () => {
  it('operacional writes vistorias, financeiro only reads them', async () => {
    const refs = await contrato();
    const operacional = injectWithLogin(api.app, await loginAs(api.app, api.db, 'operacional'));
    const financeiro = injectWithLogin(api.app, await loginAs(api.app, api.db, 'financeiro'));
    expect((await operacional({ method: 'POST', url: '/api/vistorias', payload: corpo(refs) })).statusCode).toBe(201);
    expect((await financeiro({ method: 'POST', url: '/api/vistorias', payload: corpo(refs, { tipo: 'devolucao' }) })).statusCode).toBe(403);
    expect((await financeiro({ method: 'GET', url: '/api/vistorias' })).json()).toHaveLength(1);
  });
});
