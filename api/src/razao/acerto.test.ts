import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { MSG } from '@frota/shared/domain';
import { auditoria, contratos, pagamentos, recebimentos } from '../db/schema';
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

/** What the contract's charges still ask, by the ledger. */
async function saldoDevedorDoContrato(contratoId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.db,
    sql`select coalesce(sum(em_aberto), 0)::float8 as total from razao_em_aberto where contrato_id = ${contratoId}`,
  );
  return Number(row?.total);
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

    const esperado = {
      data_fim: '2025-03-14',
      // each rent's encargos on 14/03 right after it: 250 11 days late, 5,00 + 0,92; 650 4 days late, 13,00 + 0,87
      itens: [
        { pagamento_id: primeira.id, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 250 },
        { pagamento_id: null, pagamento_origem_id: primeira.id, tipo: 'encargos', data_prevista: '2025-03-03', em_aberto: 5.92 },
        { pagamento_id: segunda.id, tipo: 'aluguel', data_prevista: '2025-03-10', em_aberto: 650 },
        { pagamento_id: null, pagamento_origem_id: segunda.id, tipo: 'encargos', data_prevista: '2025-03-10', em_aberto: 13.87 },
      ],
      debitos: 919.79,
      creditos: 0,
      caucao_recebida: 800,
      abatido: 800,
      devolver: 0,
      saldo_devedor: 119.79,
    };
    // 250 + 650 = 900 owed, and their encargos: the caução does not cover it; with a smaller debt it does
    const res = await previa(id, '2025-03-14');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(esperado);

    await inserirRecebimento(api.db, segunda.id, { valor: 500, data_pagamento: '2025-03-12' });
    // the second's encargos on its 150 open: 3,00 + 0,20
    const menor = {
      ...esperado,
      itens: [esperado.itens[0], esperado.itens[1], { ...esperado.itens[2], em_aberto: 150 }, { ...esperado.itens[3], em_aberto: 3.2 }],
      debitos: 409.12,
      abatido: 409.12,
      devolver: 390.88,
      saldo_devedor: 0,
    };
    expect((await previa(id, '2025-03-14')).json()).toEqual(menor);
    // the preview wrote nothing
    expect(await recebimentosCaucao()).toEqual([]);

    const escrito = await encerrar(id, '2025-03-14');
    expect(escrito.statusCode, escrito.body).toBe(200);
    expect(escrito.json()).toMatchObject({
      acerto: menor,
      contrato: { id, status_contrato: 'finalizado', data_fim: '2025-03-14', valor_caucao: 800, caucao_devolvida: 390.88, versao: 2 },
    });
    expect(escrito.headers.etag).toBe('"2"');
    // oldest first: 250 to the first week and its encargos, 150 to the second and its; the week after the end is cancelled
    const caucao = await recebimentosCaucao();
    expect(caucao.map((r) => r.split(' ').slice(1).join(' '))).toEqual(['250 2025-03-14', '5.92 2025-03-14', '150 2025-03-14', '3.2 2025-03-14']);
    expect([caucao[0], caucao[2]]).toEqual([`${primeira.id} 250 2025-03-14`, `${segunda.id} 150 2025-03-14`]);
    expect(await cobrancas(id)).toEqual([
      'caucao 2025-03-03 800 recebido 800 pago',
      'aluguel 2025-03-03 650 recebido 650 pago',
      'aluguel 2025-03-10 650 recebido 650 pago',
      'encargos 2025-03-14 5.92 recebido 5.92 pago',
      'encargos 2025-03-14 3.2 recebido 3.2 pago',
      'aluguel 2025-03-17 650 recebido 0 cancelado',
    ]);
  });

  it('a caução below the débitos is used whole on the others; its own unpaid part stays owed with what is left', async () => {
    const { id, caucaoId } = await contratoComCaucao(700);
    await inserirRecebimento(api.db, caucaoId!, { valor: 500, data_pagamento: '2025-03-03' });
    const primeira = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const multa = await inserirPagamento(api.db, id, { data_prevista: '2025-03-08', tipo: 'avulso', valor_pago: 120, status_pagamento: 'atrasado' });
    const segunda = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
    // a typed rent due after the end that nobody paid: cancelled too; a cancelled charge is no debt
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-24', status_pagamento: 'atrasado' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-05', tipo: 'avulso', valor_pago: 99, status_pagamento: 'cancelado' });

    const esperado = {
      data_fim: '2025-03-16',
      itens: [
        { pagamento_id: caucaoId, tipo: 'caucao', data_prevista: '2025-03-03', em_aberto: 200 },
        { pagamento_id: primeira.id, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 650 },
        // 13 days late: 13,00 + 2,82; only a rent has encargos
        { pagamento_id: null, pagamento_origem_id: primeira.id, tipo: 'encargos', data_prevista: '2025-03-03', em_aberto: 15.82 },
        { pagamento_id: multa.id, tipo: 'avulso', data_prevista: '2025-03-08', em_aberto: 120 },
        { pagamento_id: segunda.id, tipo: 'aluguel', data_prevista: '2025-03-10', em_aberto: 650 },
        // 6 days late: 13,00 + 1,30
        { pagamento_id: null, pagamento_origem_id: segunda.id, tipo: 'encargos', data_prevista: '2025-03-10', em_aberto: 14.3 },
      ],
      debitos: 1650.12,
      creditos: 0,
      caucao_recebida: 500,
      abatido: 500,
      devolver: 0,
      saldo_devedor: 1150.12,
    };
    expect((await previa(id, '2025-03-16')).json()).toEqual(esperado);
    const escrito = await encerrar(id, '2025-03-16');
    expect(escrito.statusCode, escrito.body).toBe(200);
    expect(escrito.json().acerto).toEqual(esperado);
    expect(escrito.json().contrato).toMatchObject({ status_contrato: 'finalizado', caucao_devolvida: 0 });
    expect(await recebimentosCaucao()).toEqual([`${primeira.id} 500 2025-03-16`]);
    expect(await cobrancas(id)).toEqual([
      'caucao 2025-03-03 700 recebido 500 atrasado',
      'aluguel 2025-03-03 650 recebido 500 atrasado',
      'avulso 2025-03-05 99 recebido 0 cancelado',
      'avulso 2025-03-08 120 recebido 0 atrasado',
      'aluguel 2025-03-10 650 recebido 0 atrasado',
      'aluguel 2025-03-24 650 recebido 0 cancelado',
    ]);
    // after it, what stays open is the settlement's saldo devedor but the encargos, which the ledger goes on counting
    // live on what each rent still asks (none was paid: the caução ran out on the first rent)
    expect(await saldoDevedorDoContrato(id)).toBe(1120);
  });

  it('a caução never received is a débito like the others, and nothing is refunded', async () => {
    const { id, caucaoId } = await contratoComCaucao(750);
    const escrito = await encerrar(id, '2025-03-03');
    expect(escrito.json().acerto).toEqual({
      data_fim: '2025-03-03',
      itens: [{ pagamento_id: caucaoId, tipo: 'caucao', data_prevista: '2025-03-03', em_aberto: 750 }],
      debitos: 750,
      creditos: 0,
      caucao_recebida: 0,
      abatido: 0,
      devolver: 0,
      saldo_devedor: 750,
    });
  });

  it('counts an open fine due after the end date: the caução pays it and only the rest is returned', async () => {
    const { id, caucaoId } = await contratoComCaucao(1000);
    await inserirRecebimento(api.db, caucaoId!, { valor: 1000, data_pagamento: '2025-03-03' });
    const semana = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03' });
    await inserirRecebimento(api.db, semana.id, { valor: 650, data_pagamento: '2025-03-03', forma_pagamento: 'pix' });
    const multa = await inserirPagamento(api.db, id, { data_prevista: '2025-04-20', tipo: 'multa', valor_pago: 195.23 });
    const res = await previa(id, '2025-03-09');
    expect(res.json()).toMatchObject({
      itens: [{ pagamento_id: multa.id, tipo: 'multa', data_prevista: '2025-04-20', em_aberto: 195.23 }],
      debitos: 195.23,
      abatido: 195.23,
      devolver: 804.77,
      saldo_devedor: 0,
    });
    const escrito = await encerrar(id, '2025-03-09');
    expect(escrito.json().acerto).toEqual(res.json());
    expect(escrito.json().contrato).toMatchObject({ caucao_devolvida: 804.77 });
    expect(await cobrancas(id)).toContain('multa 2025-04-20 195.23 recebido 195.23 pago');
    expect(await saldoDevedorDoContrato(id)).toBe(0);
  });

  it('rent paid ahead for a week after the end is cancelled and its money is a crédito: it pays the débitos first, the rest goes back', async () => {
    const { id } = await contratoComCaucao(0);
    const atrasada = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const adiantada = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10' });
    await inserirRecebimento(api.db, adiantada.id, { valor: 650, data_pagamento: '2025-03-05', forma_pagamento: 'pix' });
    const esperado = {
      data_fim: '2025-03-09',
      itens: [
        { pagamento_id: atrasada.id, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 650 },
        // 6 days late on 09/03: 13,00 + 1,30, which the crédito no longer reaches
        { pagamento_id: null, pagamento_origem_id: atrasada.id, tipo: 'encargos', data_prevista: '2025-03-03', em_aberto: 14.3 },
      ],
      debitos: 664.3,
      creditos: 650,
      caucao_recebida: 0,
      abatido: 650,
      devolver: 0,
      saldo_devedor: 14.3,
    };
    expect((await previa(id, '2025-03-09')).json()).toEqual(esperado);
    expect((await encerrar(id, '2025-03-09')).json().acerto).toEqual(esperado);
    expect(await cobrancas(id)).toEqual(['aluguel 2025-03-03 650 recebido 650 pago', 'aluguel 2025-03-10 650 recebido 0 cancelado']);
    // the Pix of 05/03 now pays the week of 03/03, same date and forma
    const [r] = await api.db.select().from(recebimentos).where(eq(recebimentos.pagamento_id, atrasada.id));
    expect(r).toMatchObject({ valor: 650, data_pagamento: '2025-03-05', forma_pagamento: 'pix' });
  });

  describe('encargos: an overdue rent\'s late charges on data_fim are a débito right after it (2% multa, 1% a month, no grace)', () => {
    /** the contract's encargos charges: origin, due date, value, received, status, and each receipt's forma and date */
    async function encargosPagos(contratoId: number) {
      const rows = await queryRows<{ origem: number; dia: string; valor: number; recebido: number; status: string; forma: string; pago_em: string }>(
        api.db,
        sql`select p.pagamento_origem_id as origem, p.data_prevista::text as dia, p.valor_pago::float8 as valor, p.valor_recebido::float8 as recebido,
            p.status_pagamento as status, r.forma_pagamento as forma, r.data_pagamento::text as pago_em
          from pagamentos p join recebimentos r on r.pagamento_id = p.id
          where p.contrato_id = ${contratoId} and p.tipo = 'encargos' order by p.id, r.id`,
      );
      return rows.map((r) => `${r.origem} ${r.dia} ${r.valor} recebido ${r.recebido} ${r.status} por ${r.forma} em ${r.pago_em}`);
    }

    it('a caução that covers the rent and its encargos pays both: the encargos a paid charge of their own, and the refund less by them', async () => {
      const { id, caucaoId } = await contratoComCaucao(800);
      await inserirRecebimento(api.db, caucaoId!, { valor: 800, data_pagamento: '2025-03-03' });
      const semana = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
      // 30 days late on 02/04: 650 × 2% = 13,00 + 650 × 1% = 6,50
      const esperado = {
        data_fim: '2025-04-02',
        itens: [
          { pagamento_id: semana.id, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 650 },
          { pagamento_id: null, pagamento_origem_id: semana.id, tipo: 'encargos', data_prevista: '2025-03-03', em_aberto: 19.5 },
        ],
        debitos: 669.5,
        creditos: 0,
        caucao_recebida: 800,
        abatido: 669.5,
        devolver: 130.5,
        saldo_devedor: 0,
      };
      expect((await previa(id, '2025-04-02')).json()).toEqual(esperado);
      expect(await encargosPagos(id)).toEqual([]);

      const escrito = await encerrar(id, '2025-04-02');
      expect(escrito.statusCode, escrito.body).toBe(200);
      expect(escrito.json().acerto).toEqual(esperado);
      expect(escrito.json().contrato).toMatchObject({ status_contrato: 'finalizado', caucao_devolvida: 130.5 });
      expect(await encargosPagos(id)).toEqual([`${semana.id} 2025-04-02 19.5 recebido 19.5 pago por caucao em 2025-04-02`]);
      expect(await cobrancas(id)).toContain('aluguel 2025-03-03 650 recebido 650 pago');
      expect(await saldoDevedorDoContrato(id)).toBe(0);
      const [caucao] = await queryRows<{ usada: number; devolvida: number }>(api.db, sql`select usada::float8, devolvida::float8 from razao_caucao where contrato_id = ${id}`);
      expect(caucao).toEqual({ usada: 669.5, devolvida: 130.5 });
      // the encargos charge is audited as it is made, as at the counter
      const [enc] = await api.db.select({ id: pagamentos.id }).from(pagamentos).where(and(eq(pagamentos.contrato_id, id), eq(pagamentos.tipo, 'encargos')));
      const trilha = await api.db.select({ acao: auditoria.acao }).from(auditoria).where(and(eq(auditoria.entidade, 'pagamentos'), eq(auditoria.registro_id, enc!.id)));
      expect(trilha.map((a) => a.acao).sort()).toEqual(['criacao', 'recebimento']);
    });

    it('a caução that covers the rent but part of its encargos: that part is paid, the rest is the saldo devedor', async () => {
      const { id, caucaoId } = await contratoComCaucao(660);
      await inserirRecebimento(api.db, caucaoId!, { valor: 660, data_pagamento: '2025-03-03' });
      const semana = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
      const res = await previa(id, '2025-04-02');
      expect(res.json()).toMatchObject({ debitos: 669.5, abatido: 660, devolver: 0, saldo_devedor: 9.5 });
      const escrito = await encerrar(id, '2025-04-02');
      expect(escrito.json().acerto).toEqual(res.json());
      expect(escrito.json().contrato).toMatchObject({ caucao_devolvida: 0 });
      expect(await encargosPagos(id)).toEqual([`${semana.id} 2025-04-02 10 recebido 10 pago por caucao em 2025-04-02`]);
    });

    it('each rent\'s encargos right after it, so a short caução never forgives an older week\'s; the crédito pays them with its own forma and date', async () => {
      const { id, caucaoId } = await contratoComCaucao(30);
      await inserirRecebimento(api.db, caucaoId!, { valor: 30, data_pagamento: '2025-03-03' });
      const primeira = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', valor_pago: 600, status_pagamento: 'atrasado' });
      const segunda = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10', valor_pago: 100, status_pagamento: 'atrasado' });
      const adiantada = await inserirPagamento(api.db, id, { data_prevista: '2025-03-17' });
      await inserirRecebimento(api.db, adiantada.id, { valor: 650, data_pagamento: '2025-03-05', forma_pagamento: 'pix' });
      // on 16/03: the first 13 days late, 12,00 + 600 × 1% ÷ 30 × 13 = 2,60; the second 6 days, 2,00 + 0,20
      const esperado = {
        data_fim: '2025-03-16',
        itens: [
          { pagamento_id: primeira.id, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 600 },
          { pagamento_id: null, pagamento_origem_id: primeira.id, tipo: 'encargos', data_prevista: '2025-03-03', em_aberto: 14.6 },
          { pagamento_id: segunda.id, tipo: 'aluguel', data_prevista: '2025-03-10', em_aberto: 100 },
          { pagamento_id: null, pagamento_origem_id: segunda.id, tipo: 'encargos', data_prevista: '2025-03-10', em_aberto: 2.2 },
        ],
        debitos: 716.8,
        creditos: 650,
        caucao_recebida: 30,
        abatido: 680,
        devolver: 0,
        saldo_devedor: 36.8,
      };
      expect((await previa(id, '2025-03-16')).json()).toEqual(esperado);
      expect((await encerrar(id, '2025-03-16')).json().acerto).toEqual(esperado);
      // the Pix pays the first week, its encargos and 35,40 of the second; the caução 30,00 more of it
      expect(await encargosPagos(id)).toEqual([`${primeira.id} 2025-03-05 14.6 recebido 14.6 pago por pix em 2025-03-05`]);
      expect(await cobrancas(id)).toEqual([
        'caucao 2025-03-03 30 recebido 30 pago',
        'aluguel 2025-03-03 600 recebido 600 pago',
        'encargos 2025-03-05 14.6 recebido 14.6 pago',
        'aluguel 2025-03-10 100 recebido 65.4 atrasado',
        'aluguel 2025-03-17 650 recebido 0 cancelado',
      ]);
    });

    it('none for a rent whose encargos were waived, a rent not yet late on data_fim, or one due after it', async () => {
      const { id, caucaoId } = await contratoComCaucao(2000);
      await inserirRecebimento(api.db, caucaoId!, { valor: 2000, data_pagamento: '2025-03-03' });
      const isenta = await inserirPagamento(api.db, id, {
        data_prevista: '2025-03-03',
        status_pagamento: 'atrasado',
        encargos_isentos_em: new Date('2025-03-05T12:00:00Z'),
        encargos_isencao_motivo: 'acordo',
      });
      const hoje = await inserirPagamento(api.db, id, { data_prevista: '2025-03-10' });
      await inserirPagamento(api.db, id, { data_prevista: '2025-03-17', status_pagamento: 'atrasado' });
      const res = await previa(id, '2025-03-10');
      expect(res.json()).toMatchObject({
        itens: [
          { pagamento_id: isenta.id, tipo: 'aluguel', em_aberto: 650 },
          { pagamento_id: hoje.id, tipo: 'aluguel', em_aberto: 650 },
        ],
        debitos: 1300,
        devolver: 700,
      });
      expect(res.json().itens).toHaveLength(2);
      expect((await encerrar(id, '2025-03-10')).json().acerto).toEqual(res.json());
      expect(await encargosPagos(id)).toEqual([]);
    });
  });

  it('ends a contract made by mistake as cancelado through the same settlement', async () => {
    const { id, caucaoId } = await contratoComCaucao(300);
    await inserirRecebimento(api.db, caucaoId!, { valor: 300, data_pagamento: '2025-03-03' });
    const res = await api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: '2025-03-03', status_contrato: 'cancelado' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contrato: { status_contrato: 'cancelado', data_fim: '2025-03-03', caucao_devolvida: 300 }, acerto: { devolver: 300 } });
    const invalido = await api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: '2025-03-03', status_contrato: 'ativo' } });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toMatchObject({ errors: { status_contrato: MSG.opcaoInvalida } });
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
    // the rent's and its encargos'
    expect(await recebimentosCaucao()).toHaveLength(2);

    const primeira = respostas[0]!;
    const repetida = await encerrar(id, '2025-03-09', chave);
    expect(repetida.statusCode).toBe(primeira.statusCode);
    expect(repetida.json()).toEqual(primeira.json());
    expect(await recebimentosCaucao()).toHaveLength(2);
  });

  it('counts the caução as income only once kept: the kept part is received rent, the refund never is', async () => {
    const { id, caucaoId } = await contratoComCaucao(800);
    await inserirRecebimento(api.db, caucaoId!, { valor: 800, data_pagamento: '2025-03-03' });
    await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const [contrato] = await api.db.select().from(contratos).where(eq(contratos.id, id));
    const relatorio = async () => (await api.inject({ method: 'GET', url: `/api/veiculos/${contrato!.veiculo_id}/relatorio` })).json();
    expect(await relatorio()).toMatchObject({ totalAlugueisPagos: 0 });
    // the rent and its encargos of 6 days (13,00 + 1,30) kept; the encargos are no rent
    expect((await encerrar(id, '2025-03-09')).json().acerto).toMatchObject({ abatido: 664.3, devolver: 135.7 });
    expect(await relatorio()).toMatchObject({ totalAlugueisPagos: 650 });
  });

  it('after the settlement its money is closed: an estorno or a receipt on the caução answers 409; what it left owed can still be paid', async () => {
    const { id, caucaoId } = await contratoComCaucao(500);
    const pix = await inserirRecebimento(api.db, caucaoId!, { valor: 300, data_pagamento: '2025-03-03' });
    const semana = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    // 200 of caução, 650 of rent and its encargos of 14,30, less the 300 received
    expect((await encerrar(id, '2025-03-09')).json().acerto).toMatchObject({ abatido: 300, saldo_devedor: 564.3 });

    const estorno = await api.inject({ method: 'DELETE', url: `/api/pagamentos/${caucaoId}/recebimentos/${pix.id}` });
    expect(estorno.statusCode).toBe(409);
    expect(estorno.json()).toEqual({ message: MSG.acertoFechado });
    const naCaucao = await api.inject({ method: 'POST', url: `/api/pagamentos/${caucaoId}/recebimentos`, payload: { valor: 200, data_pagamento: '2025-03-10', forma_pagamento: 'pix' } });
    expect(naCaucao.statusCode).toBe(409);
    const noAluguel = await api.inject({ method: 'POST', url: `/api/pagamentos/${semana.id}/recebimentos`, payload: { valor: 350, data_pagamento: '2025-03-10', forma_pagamento: 'pix' } });
    expect(noAluguel.statusCode, noAluguel.body).toBe(201);
    expect(await saldoDevedorDoContrato(id)).toBe(200);
  });

  it('a settlement racing a receipt of the same contract loses no money: the caução is always used or returned whole', async () => {
    for (let tentativa = 0; tentativa < 10; tentativa++) {
      const { id, caucaoId } = await contratoComCaucao(2000);
      await inserirRecebimento(api.db, caucaoId!, { valor: 2000, data_pagamento: '2025-03-03' });
      const semana = await inserirPagamento(api.db, id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
      const [recebimento, acerto] = await Promise.all([
        api.inject({ method: 'POST', url: `/api/pagamentos/${semana.id}/recebimentos`, payload: { valor: 400, data_pagamento: '2025-03-05', forma_pagamento: 'pix' } }),
        encerrar(id, '2025-03-09'),
      ]);
      expect([201, 400]).toContain(recebimento.statusCode);
      expect(acerto.statusCode, acerto.body).toBe(200);
      const [caucao] = await queryRows<{ recebida: number; usada: number; devolvida: number; em_custodia: number }>(
        api.db,
        sql`select recebida::float8, usada::float8, devolvida::float8, em_custodia::float8 from razao_caucao where contrato_id = ${id}`,
      );
      expect(caucao).toMatchObject({ recebida: 2000, em_custodia: 0 });
      expect(caucao!.usada + caucao!.devolvida).toBe(2000);
      expect(await saldoDevedorDoContrato(id)).toBe(0);
    }
  });
});
