import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { fotos } from '../../db/schema';
import { inserirContrato } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { compararVistorias } from './comparacao';
import { DEVOLUCAO_MSG } from './devolucao';

// A whole hand-over through the API: the entrega, the devolução, their comparison and a charge from a damage that
// the settlement counts.

const api = useApiTest();

const ITENS_ENTREGA = [
  { item: 'Estepe', estado: 'ok', observacao: null },
  { item: 'Macaco', estado: 'ok', observacao: null },
  { item: 'Tapetes', estado: 'avariado', observacao: 'rasgado' },
];

async function concluida(body: Record<string, unknown>) {
  const res = await api.inject({ method: 'POST', url: '/api/vistorias', payload: { status: 'rascunho', assinado_por_motorista: 'Bruno Lima', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  const v = res.json() as { id: number } & Record<string, unknown>;
  // both signatures as their upload leaves them (fotos.test sends real ones)
  const assinatura = { vistoria_id: v.id, content_type: 'image/png', bytes: 10, largura: 400, altura: 150, chave: `fotos/x${String(v.id)}/original` };
  await api.db.insert(fotos).values([
    { ...assinatura, angulo: 'assinatura_motorista' },
    { ...assinatura, angulo: 'assinatura_responsavel' },
  ]);
  const { contrato: _c, veiculo: _v, id: _id, versao: _versao, ...campos } = v;
  const put = await api.inject({ method: 'PUT', url: `/api/vistorias/${v.id}`, payload: { ...campos, status: 'concluida' } });
  expect(put.statusCode, put.body).toBe(200);
  return v.id;
}

describe('a delivery and a return', () => {
  it('compares the return with the delivery, and charges a new damage to the driver as an avulso charge the settlement counts', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: '2025-03-03' });
    const refs = { contrato_id: contrato.id, veiculo_id: contrato.veiculo_id };
    await concluida({
      ...refs,
      tipo: 'entrega',
      realizada_em: '2025-03-03T10:00:00.000Z',
      quilometragem: 20_000,
      combustivel_oitavos: 8,
      itens: ITENS_ENTREGA,
      avarias: [{ numero: 1, x: 0.1, y: 0.2, descricao: 'Risco no para-choque', gravidade: 'leve', foto_ids: [] }],
    });
    const devolucao = await concluida({
      ...refs,
      tipo: 'devolucao',
      realizada_em: '2025-03-20T18:00:00.000Z',
      quilometragem: 21_534,
      combustivel_oitavos: 3,
      itens: [
        { item: 'estepe', estado: 'faltando', observacao: null },
        { item: 'Macaco', estado: 'ok', observacao: null },
        { item: 'Tapetes', estado: 'avariado', observacao: null },
        { item: 'Triângulo', estado: 'avariado', observacao: null },
      ],
      avarias: [{ numero: 2, x: 0.8, y: 0.5, descricao: 'Porta traseira amassada', gravidade: 'media', foto_ids: [] }],
    });

    const comparacao = await api.inject({ method: 'GET', url: `/api/vistorias/${devolucao}/comparacao` });
    expect(comparacao.statusCode).toBe(200);
    expect(comparacao.json()).toEqual({
      avarias_novas: [{ numero: 2, x: 0.8, y: 0.5, descricao: 'Porta traseira amassada', gravidade: 'media', foto_ids: [] }],
      itens_alterados: [
        { item: 'estepe', antes: 'ok', depois: 'faltando' },
        { item: 'Triângulo', antes: null, depois: 'avariado' },
      ],
      combustivel: { entrega: 8, devolucao: 3, diferenca: -5 },
      km: { entrega: 20_000, devolucao: 21_534, rodados: 1534 },
    });

    const cobrar = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      api.inject({ method: 'POST', url: `/api/vistorias/${devolucao}/cobrancas`, payload, headers });
    const res = await cobrar({ avaria_numero: 2, valor: 850.5 }, { 'idempotency-key': 'cobrar-avaria-2' });
    expect(res.statusCode, res.body).toBe(201);
    const cobranca = res.json() as Record<string, unknown>;
    expect(cobranca).toMatchObject({
      contrato_id: contrato.id,
      tipo: 'avulso',
      valor_pago: 850.5,
      data_prevista: hojeSaoPaulo(),
      vistoria_id: devolucao,
      descricao: 'Avaria 2 (média) na devolução: Porta traseira amassada',
    });
    // a resend is the same charge; the same damage again is refused
    expect((await cobrar({ avaria_numero: 2, valor: 850.5 }, { 'idempotency-key': 'cobrar-avaria-2' })).json()).toEqual(cobranca);
    const outra = await cobrar({ avaria_numero: 2, valor: 100 });
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toEqual({ message: DEVOLUCAO_MSG.jaCobrado });
    expect((await cobrar({ item: 'Estepe', valor: 120 })).json()).toMatchObject({ descricao: 'estepe faltando na devolução' });
    expect((await cobrar({ avaria_numero: 1, valor: 10 })).json()).toEqual({ message: DEVOLUCAO_MSG.avariaNaoNova, errors: { avaria_numero: DEVOLUCAO_MSG.avariaNaoNova } });
    expect((await cobrar({ item: 'Macaco', valor: 10 })).statusCode).toBe(400);

    const pagamento = await api.inject({ method: 'GET', url: `/api/pagamentos/${String(cobranca.id)}` });
    expect(pagamento.json()).toMatchObject({ tipo: 'avulso', vistoria_id: devolucao, saldo: 850.5 });
    // the settlement's preview counts it among the contract's débitos
    const acerto = await api.inject({ method: 'GET', url: `/api/contratos/${contrato.id}/acerto?data_fim=2025-03-20` });
    expect(acerto.statusCode, acerto.body).toBe(200);
    const itens = (acerto.json() as { itens: { pagamento_id: number; descricao?: string }[] }).itens;
    // named by what it charges, as the Encerrar dialog lists it (a charge without a descricao has none: acerto.test)
    expect(itens.find((i) => i.pagamento_id === cobranca.id)).toMatchObject({ descricao: 'Avaria 2 (média) na devolução: Porta traseira amassada' });
  });

  it('takes the devolução of a contract already ended ("Encerrar contrato" first, the car checked after), and charges it', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: '2025-03-03' });
    const refs = { contrato_id: contrato.id, veiculo_id: contrato.veiculo_id, itens: [], combustivel_oitavos: 8 };
    await concluida({ ...refs, tipo: 'entrega', realizada_em: '2025-03-03T10:00:00.000Z', quilometragem: 20_000, avarias: [] });
    const encerrado = await api.inject({ method: 'POST', url: `/api/contratos/${contrato.id}/encerrar`, payload: { data_fim: '2025-03-20' } });
    expect(encerrado.statusCode, encerrado.body).toBe(200);
    expect((encerrado.json() as { contrato: { status_contrato: string } }).contrato.status_contrato).toBe('finalizado');

    const devolucao = await concluida({
      ...refs,
      tipo: 'devolucao',
      realizada_em: '2025-03-21T09:00:00.000Z',
      quilometragem: 21_000,
      avarias: [{ numero: 1, x: 0.5, y: 0.9, descricao: 'Para-choque riscado', gravidade: 'leve', foto_ids: [] }],
    });
    const res = await api.inject({ method: 'POST', url: `/api/vistorias/${devolucao}/cobrancas`, payload: { avaria_numero: 1, valor: 300 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contrato_id: contrato.id, tipo: 'avulso', descricao: 'Avaria 1 (leve) na devolução: Para-choque riscado' });
  });

  it('compares and charges only a devolução, charges only a concluded one, and compares only with an entrega', async () => {
    const contrato = await inserirContrato(api.db);
    const refs = { contrato_id: contrato.id, veiculo_id: contrato.veiculo_id, realizada_em: '2025-03-03T10:00:00.000Z', quilometragem: 20_000, combustivel_oitavos: 4, itens: [], avarias: [] };
    const entrega = (await api.inject({ method: 'POST', url: '/api/vistorias', payload: { ...refs, tipo: 'entrega', status: 'rascunho' } })).json() as { id: number };
    expect((await api.inject({ method: 'GET', url: `/api/vistorias/${entrega.id}/comparacao` })).json()).toEqual({ message: DEVOLUCAO_MSG.soDevolucao });
    const devolucao = (await api.inject({ method: 'POST', url: '/api/vistorias', payload: { ...refs, tipo: 'devolucao', status: 'rascunho' } })).json() as { id: number };
    const res = await api.inject({ method: 'POST', url: `/api/vistorias/${devolucao.id}/cobrancas`, payload: { item: 'Estepe', valor: 10 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: DEVOLUCAO_MSG.concluaAntes });
  });
});

describe('compararVistorias', () => {
  it('lists an item changed only when it was OK or unchecked at delivery and is not OK now', () => {
    const lado = (itens: { item: string; estado: 'ok' | 'faltando' | 'avariado' }[]) => ({
      quilometragem: 0,
      combustivel_oitavos: 0,
      avarias: [],
      itens: itens.map((i) => ({ ...i, observacao: null })),
    });
    const r = compararVistorias(
      lado([{ item: 'Estepe', estado: 'ok' }, { item: 'CRLV', estado: 'faltando' }, { item: 'Chave reserva', estado: 'ok' }]),
      lado([{ item: 'Estepe', estado: 'avariado' }, { item: 'CRLV', estado: 'faltando' }, { item: 'Chave reserva', estado: 'ok' }]),
    );
    expect(r.itens_alterados).toEqual([{ item: 'Estepe', antes: 'ok', depois: 'avariado' }]);
  });
});
