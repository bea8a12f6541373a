import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { contratos, pagamentos, recebimentos } from '../db/schema';
import { inserirPagamento, inserirRecebimento, inserirReferencias } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

const api = useApiTest();

/** An ativo contract from Monday 2025-03-03 (created by the API, so its caução charge too), and that charge. */
async function contratoComCaucao(valor_caucao: number) {
  const refs = await inserirReferencias(api.db);
  const res = await api.inject({
    method: 'POST',
    url: '/api/contratos',
    payload: { ...refs, data_inicio: '2025-03-03', data_fim: null, valor_aluguel: 650, status_contrato: 'ativo', valor_caucao },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  const [caucao] = await api.db.select().from(pagamentos).where(and(eq(pagamentos.contrato_id, id), eq(pagamentos.tipo, 'caucao')));
  return { id, caucaoId: caucao?.id ?? null };
}

const previa = (id: number, dataFim: string) => api.inject({ method: 'GET', url: `/api/contratos/${id}/acerto?data_fim=${dataFim}` });
const encerrar = (id: number, dataFim: string, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: dataFim }, headers });

async function cobrancas(contratoId: number) {
  const rows = await api.db
    .select({ tipo: pagamentos.tipo, dia: pagamentos.data_prevista, valor: pagamentos.valor_pago, recebido: pagamentos.valor_recebido, status: pagamentos.status_pagamento })
    .from(pagamentos)
    .where(eq(pagamentos.contrato_id, contratoId))
    .orderBy(asc(pagamentos.data_prevista), asc(pagamentos.id));
  return rows.map((r) => `${r.tipo} ${r.dia} ${r.valor} recebido ${r.recebido} ${r.status}`);
}

async function recebimentosCaucao() {
  const rows = await api.db
    .select({ pagamento: recebimentos.pagamento_id, valor: recebimentos.valor, dia: recebimentos.data_pagamento })
    .from(recebimentos)
    .where(eq(recebimentos.forma_pagamento, 'caucao'))
    .orderBy(asc(recebimentos.id));
  return rows.map((r) => `${r.pagamento} ${r.valor} ${r.dia}`);
}

describe('settling a contract: GET /api/contratos/:id/acerto and POST /api/contratos/:id/encerrar', () => {
  it('a caução above the debts pays them all and the rest is refunded; the preview and the write agree', async () => {
    const { id, caucaoId } = await contratoComCaucao(800);
    await inserirRecebimento(api.db, caucaoId!, { valor: 800, data_pagamento: '2025-03-03' });
    // the first week paid in part, the second not at all, the third due after the end
    const primeira = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    await inserirRecebimento(api.db, primeira.id, { valor: 400, data_pagamento: '2025-03-04' });
    const segunda = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-17', status_pagamento: 'pendente', gerado_automaticamente: true, vencimento_gerado: '2025-03-17' });

    const esperado = { data_fim: '2025-03-14', debitos: 900, caucao_recebida: 800, abatido: 800, devolver: 0, saldo_devedor: 100 };
    // 250 + 650 = 900 owed: the caução does not cover it; with a smaller debt it does
    const res = await previa(id, '2025-03-14');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(esperado);

    await inserirRecebimento(api.db, segunda.id, { valor: 500, data_pagamento: '2025-03-12' });
    const menor = { ...esperado, debitos: 400, abatido: 400, devolver: 400, saldo_devedor: 0 };
    expect((await previa(id, '2025-03-14')).json()).toEqual(menor);
    // the preview wrote nothing
    expect(await recebimentosCaucao()).toEqual([]);

    const escrito = await encerrar(id, '2025-03-14');
    expect(escrito.statusCode, escrito.body).toBe(200);
    expect(escrito.json()).toMatchObject({
      acerto: menor,
      contrato: { id, status_contrato: 'finalizado', data_fim: '2025-03-14', valor_caucao: 800, caucao_devolvida: 400, versao: 2 },
    });
    expect(escrito.headers.etag).toBe('"2"');
    // oldest first: 250 to the first week, 150 to the second; the week after the end is cancelled
    expect(await recebimentosCaucao()).toEqual([`${primeira.id} 250 2025-03-14`, `${segunda.id} 150 2025-03-14`]);
    expect(await cobrancas(id)).toEqual([
      'caucao 2025-03-03 800 recebido 800 pago',
      'aluguel 2025-03-03 650 recebido 650 pago',
      'aluguel 2025-03-10 650 recebido 650 pago',
      'aluguel 2025-03-17 650 recebido 0 cancelado',
    ]);
  });

  it('a caução below the debts is kept whole (a partly paid one at what came in) and the driver still owes the rest', async () => {
    const { id, caucaoId } = await contratoComCaucao(700);
    await inserirRecebimento(api.db, caucaoId!, { valor: 500, data_pagamento: '2025-03-03' });
    const primeira = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const multa = await inserirPagamento(api.db, id, { data_prevista: '2025-03-08', tipo: 'avulso', valor_pago: 120, status_pagamento: 'atrasado' });
    const segunda = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
    // a typed rent due after the end that nobody paid: cancelled too; a cancelled charge is no debt
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-24', status_pagamento: 'atrasado' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-05', tipo: 'avulso', valor_pago: 99, status_pagamento: 'cancelado' });

    const esperado = { data_fim: '2025-03-16', debitos: 1420, caucao_recebida: 500, abatido: 500, devolver: 0, saldo_devedor: 920 };
    expect((await previa(id, '2025-03-16')).json()).toEqual(esperado);
    const escrito = await encerrar(id, '2025-03-16');
    expect(escrito.statusCode, escrito.body).toBe(200);
    expect(escrito.json().acerto).toEqual(esperado);
    expect(escrito.json().contrato).toMatchObject({ status_contrato: 'finalizado', caucao_devolvida: 0 });
    expect(await recebimentosCaucao()).toEqual([`${primeira.id} 500 2025-03-16`]);
    expect(await cobrancas(id)).toEqual([
      'caucao 2025-03-03 500 recebido 500 pago',
      'aluguel 2025-03-03 650 recebido 500 atrasado',
      'avulso 2025-03-05 99 recebido 0 cancelado',
      'avulso 2025-03-08 120 recebido 0 atrasado',
      'aluguel 2025-03-10 650 recebido 0 atrasado',
      'aluguel 2025-03-24 650 recebido 0 cancelado',
    ]);
    expect([multa.id, segunda.id]).toHaveLength(2);
  });

  it('a caução never paid is no longer owed, and nothing is refunded', async () => {
    const { id } = await contratoComCaucao(750);
    const escrito = await encerrar(id, '2025-03-03');
    expect(escrito.json().acerto).toEqual({ data_fim: '2025-03-03', debitos: 0, caucao_recebida: 0, abatido: 0, devolver: 0, saldo_devedor: 0 });
    expect(await cobrancas(id)).toEqual(['caucao 2025-03-03 750 recebido 0 cancelado']);
  });

  it('settles an ativo contract once: a second call, or a preview after it, answers 409', async () => {
    const { id } = await contratoComCaucao(0);
    expect((await encerrar(id, '2025-03-20')).statusCode).toBe(200);
    for (const res of [await encerrar(id, '2025-03-20'), await previa(id, '2025-03-20')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.contratoJaEncerrado });
    }
    await api.db.update(contratos).set({ status_contrato: 'cancelado' }).where(eq(contratos.id, id));
    expect((await encerrar(id, '2025-03-20')).statusCode).toBe(409);
  });

  it('refuses an end before the start (400 on data_fim), an unknown contract (404) and a stale If-Match (412), writing nothing', async () => {
    const { id } = await contratoComCaucao(0);
    for (const res of [await previa(id, '2025-03-02'), await encerrar(id, '2025-03-02')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { data_fim: MSG.dataFimAntesInicio } });
    }
    expect((await encerrar(9999, '2025-03-20')).statusCode).toBe(404);
    expect((await previa(9999, '2025-03-20')).statusCode).toBe(404);
    expect((await encerrar(id, 'ontem')).statusCode).toBe(400);

    const stale = await encerrar(id, '2025-03-20', { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: MSG.registroAlterado });
    const [contrato] = await api.db.select().from(contratos).where(eq(contratos.id, id));
    expect(contrato).toMatchObject({ status_contrato: 'ativo', data_fim: null, versao: 1 });

    expect((await encerrar(id, '2025-03-20', { 'if-match': '"1"' })).statusCode).toBe(200);
  });

  it('two settlements at once: one writes it, the other answers 409; a retry with the same Idempotency-Key answers the first 200', async () => {
    const { id, caucaoId } = await contratoComCaucao(800);
    await inserirRecebimento(api.db, caucaoId!, { valor: 800, data_pagamento: '2025-03-03' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const chave = { 'idempotency-key': 'encerrar-contrato-teste-1' };
    const respostas = await Promise.all([encerrar(id, '2025-03-09', chave), encerrar(id, '2025-03-09')]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await recebimentosCaucao()).toHaveLength(1);

    const primeira = respostas[0]!;
    const repetida = await encerrar(id, '2025-03-09', chave);
    expect(repetida.statusCode).toBe(primeira.statusCode);
    expect(repetida.json()).toEqual(primeira.json());
    expect(await recebimentosCaucao()).toHaveLength(1);
  });

  it('counts the caução as income only once kept: the kept part is received rent, the refund never is', async () => {
    const { id, caucaoId } = await contratoComCaucao(800);
    await inserirRecebimento(api.db, caucaoId!, { valor: 800, data_pagamento: '2025-03-03' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const [contrato] = await api.db.select().from(contratos).where(eq(contratos.id, id));
    const relatorio = async () => (await api.inject({ method: 'GET', url: `/api/veiculos/${contrato!.veiculo_id}/relatorio` })).json();
    expect(await relatorio()).toMatchObject({ totalAlugueisPagos: 0 });
    expect((await encerrar(id, '2025-03-09')).json().acerto).toMatchObject({ abatido: 650, devolver: 150 });
    expect(await relatorio()).toMatchObject({ totalAlugueisPagos: 650 });
  });
});
