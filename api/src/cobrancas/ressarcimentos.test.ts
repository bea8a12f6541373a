import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { auditoria, multas, pagamentos, sinistros } from '../db/schema';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirRecebimento, MULTA_VALIDA as MULTA } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest, type Inject } from '../test/helpers';

// Issue 31, the security probe: an operacional user made, changed and deleted charges (a R$ 9.999.999,99 one) through
// a fine's or an accident's valor_cobrado_motorista, and only the fine was audited. Money moves only with the
// financeiro or administrador role, whichever route carries it; every charge made this way is audited; a charge with
// receipts is never deleted.

const api = useApiTest();

const SINISTRO = { data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500 };
const PROIBIDO = { message: MSG.cobrancaSoFinanceiro, errors: { valor_cobrado_motorista: MSG.cobrancaSoFinanceiro } };

async function cenario() {
  const { refs } = await inserirAbcEBruno(api.db);
  const contrato = await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01' });
  const as = async (papel: 'operacional' | 'financeiro'): Promise<Inject> => injectWithLogin(api.app, await loginAs(api.app, api.db, papel));
  return { refs, contrato, operacional: await as('operacional'), financeiro: await as('financeiro') };
}

const cobrancas = (coluna: 'multa_id' | 'sinistro_id', id: number) =>
  api.db.select().from(pagamentos).where(eq(coluna === 'multa_id' ? pagamentos.multa_id : pagamentos.sinistro_id, id));

const trilha = (entidade: string, registroId: number) =>
  api.db
    .select({ acao: auditoria.acao, antes: auditoria.antes, depois: auditoria.depois, usuario_id: auditoria.usuario_id })
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.registro_id, registroId)))
    .orderBy(auditoria.id);

describe('a fine charged to the driver: only financeiro or administrador moves the money', () => {
  it('operacional: a fine with a value to charge is refused 403 and nothing is written; without one it is created', async () => {
    const { refs, operacional } = await cenario();
    const res = await operacional({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 9999999.99 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROIBIDO);
    expect(await api.db.$count(multas)).toBe(0);
    expect(await api.db.$count(pagamentos)).toBe(0);

    const ok = await operacional({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA } });
    expect(ok.statusCode, ok.body).toBe(201);
    // and a value added later is the same money
    const depois = await operacional({ method: 'PUT', url: `/api/multas/${ok.json().id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 100 } });
    expect(depois.statusCode).toBe(403);
    expect(depois.json()).toEqual(PROIBIDO);
    expect(await api.db.$count(pagamentos)).toBe(0);
  });

  it('operacional edits the rest of a charged fine (its charge follows the due date), but not its value, its driver, nor deletes it', async () => {
    const { refs, contrato, operacional, financeiro } = await cenario();
    const criada = await financeiro({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 150 } });
    expect(criada.statusCode, criada.body).toBe(201);
    const id = criada.json().id as number;
    const put = (body: Record<string, unknown>) => operacional({ method: 'PUT', url: `/api/multas/${id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 150, ...body } });

    const motivo = await put({ motivo: 'Estacionar em local proibido', data_vencimento: '2099-05-01T12:00:00.000Z', observacoes: 'corrigido' });
    expect(motivo.statusCode, motivo.body).toBe(200);
    expect((await cobrancas('multa_id', id)).map((p) => [p.valor_pago, p.data_prevista])).toEqual([[150, '2099-05-01']]);

    const carla = await inserirMotorista(api.db, { nome: 'Carla Dias', cpf: '111.444.777-35' });
    await inserirContrato(api.db, { veiculo_id: refs.veiculo_id, motorista_id: carla.id, data_inicio: '2025-02-01', status_contrato: 'finalizado', data_fim: '2025-12-31' });
    for (const body of [{ valor_cobrado_motorista: 9999999.99 }, { valor_cobrado_motorista: 149.99 }, { valor_cobrado_motorista: 0 }, { motorista_id: carla.id }]) {
      const res = await put({ ...body, data_vencimento: '2099-05-01T12:00:00.000Z' });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual(PROIBIDO);
    }
    const del = await operacional({ method: 'DELETE', url: `/api/multas/${id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ message: MSG.cobrancaSoFinanceiro });
    expect(await api.db.$count(multas)).toBe(1);
    expect((await cobrancas('multa_id', id)).map((p) => [p.valor_pago, p.data_prevista, p.contrato_id])).toEqual([[150, '2099-05-01', contrato.id]]);
  });

  it('operacional deletes a fine that charges nothing', async () => {
    const { refs, operacional } = await cenario();
    const criada = await operacional({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA } });
    expect((await operacional({ method: 'DELETE', url: `/api/multas/${criada.json().id}` })).statusCode).toBe(204);
  });

  it('financeiro moves the money, and each charge it makes, changes or deletes has its own audit row', async () => {
    const { refs, financeiro } = await cenario();
    const criada = await financeiro({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 150 } });
    expect(criada.statusCode, criada.body).toBe(201);
    const id = criada.json().id as number;
    const [cobranca] = await cobrancas('multa_id', id);
    const mudou = await financeiro({ method: 'PUT', url: `/api/multas/${id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 180 } });
    expect(mudou.statusCode, mudou.body).toBe(200);
    // a change that leaves the charge as it was adds no row for it
    expect((await financeiro({ method: 'PUT', url: `/api/multas/${id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 180, motivo: 'Outro' } })).statusCode).toBe(200);
    expect((await financeiro({ method: 'DELETE', url: `/api/multas/${id}` })).statusCode).toBe(204);
    expect(await api.db.$count(pagamentos)).toBe(0);

    const rows = await trilha('pagamentos', cobranca!.id);
    expect(rows.map((r) => [r.acao, (r.antes as { valor_pago?: number } | null)?.valor_pago ?? null, (r.depois as { valor_pago?: number } | null)?.valor_pago ?? null])).toEqual([
      ['criacao', null, 150],
      ['alteracao', 150, 180],
      ['exclusao', 180, null],
    ]);
    expect(rows[0]!.depois).toMatchObject({ multa_id: id, tipo: 'multa', contrato_id: cobranca!.contrato_id });
    expect(new Set(rows.map((r) => r.usuario_id)).size).toBe(1);
    expect(rows[0]!.usuario_id).not.toBeNull();
  });

  it('a charge with receipts is never deleted: not with its fine (409), not by a value of 0 (400), whoever asks', async () => {
    const { refs, financeiro } = await cenario();
    const criada = await financeiro({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 150 } });
    const id = criada.json().id as number;
    const [cobranca] = await cobrancas('multa_id', id);
    await inserirRecebimento(api.db, cobranca!.id, { valor: 50, data_pagamento: '2025-03-10' });
    for (const inject of [financeiro, api.inject]) {
      const del = await inject({ method: 'DELETE', url: `/api/multas/${id}` });
      expect(del.statusCode).toBe(409);
      expect(del.json()).toEqual({ message: 'Não é possível excluir esta multa porque ela possui recebimentos.' });
      const zero = await inject({ method: 'PUT', url: `/api/multas/${id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 0 } });
      expect(zero.statusCode).toBe(400);
    }
    expect((await cobrancas('multa_id', id)).map((p) => p.valor_recebido)).toEqual([50]);
  });
});

describe('an accident charged to the driver: only financeiro or administrador moves the money', () => {
  it('operacional records and corrects an accident, but a value to charge is 403; financeiro charges it, audited', async () => {
    const { refs, operacional, financeiro } = await cenario();
    const res = await operacional({ method: 'POST', url: '/api/sinistros', payload: { ...refs, ...SINISTRO, valor_cobrado_motorista: 9999999.99 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROIBIDO);
    expect(await api.db.$count(sinistros)).toBe(0);

    const criado = await operacional({ method: 'POST', url: '/api/sinistros', payload: { ...refs, ...SINISTRO } });
    expect(criado.statusCode, criado.body).toBe(201);
    const id = criado.json().id as number;
    const url = `/api/sinistros/${id}`;
    expect((await operacional({ method: 'PUT', url, payload: { ...refs, ...SINISTRO, valor_cobrado_motorista: 500 } })).statusCode).toBe(403);
    expect((await financeiro({ method: 'PUT', url, payload: { ...refs, ...SINISTRO, valor_cobrado_motorista: 500 } })).statusCode).toBe(200);
    const corrigido = await operacional({ method: 'PUT', url, payload: { ...refs, ...SINISTRO, valor_cobrado_motorista: 500, descricao: 'Colisão lateral', custo_reparo: 3000 } });
    expect(corrigido.statusCode, corrigido.body).toBe(200);
    expect((await operacional({ method: 'PUT', url, payload: { ...refs, ...SINISTRO, valor_cobrado_motorista: 0 } })).statusCode).toBe(403);

    const [cobranca] = await cobrancas('sinistro_id', id);
    expect(cobranca).toMatchObject({ valor_pago: 500, tipo: 'sinistro' });
    expect((await trilha('pagamentos', cobranca!.id)).map((r) => r.acao)).toEqual(['criacao']);
  });
});
