import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totalCounts, pagamentos, veiculos } from '../db/schema';
import { queryRows } from '../db/client';
import { inserirContrato, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { countKey, compactCount, readCount } from './total-count';

describe('the totals the triggers keep (contagens)', () => {
  const ctx = useApiTest();

  async function contado(tabela: 'pagamentos' | 'veiculos', where?: ReturnType<typeof eq>) {
    const table = tabela === 'pagamentos' ? pagamentos : veiculos;
    const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }

  it('follows inserts, status changes by receipts, deletes and a truncate, exactly', async () => {
    const contrato = await inserirContrato(ctx.db);
    const abertos = [];
    for (let i = 0; i < 5; i++) abertos.push(await inserirPagamento(ctx.db, contrato.id, { data_prevista: `2025-03-${10 + i}` }));
    await inserirPagamento(ctx.db, contrato.id, { data_prevista: '2025-04-01', status_pagamento: 'pago', data_pagamento: '2025-04-01' });
    await inserirPagamento(ctx.db, contrato.id, { data_prevista: '2025-04-08', tipo: 'multa' });
    // a receipt of the whole value turns a pendente into pago (the recebimentos trigger's UPDATE)
    await inserirRecebimento(ctx.db, abertos[0]!.id, { valor: 650, data_pagamento: '2025-03-10' });
    await ctx.db.update(pagamentos).set({ status_pagamento: 'atrasado' }).where(eq(pagamentos.id, abertos[1]!.id));
    await ctx.db.delete(pagamentos).where(eq(pagamentos.id, abertos[2]!.id));

    expect(await readCount(ctx.db, 'pagamentos', '')).toBe(await contado('pagamentos'));
    expect(await readCount(ctx.db, 'pagamentos', '')).toBe(6);
    for (const status of ['pendente', 'pago', 'atrasado', 'cancelado'] as const) {
      expect(await readCount(ctx.db, 'pagamentos', `status_pagamento=${status}`)).toBe(await contado('pagamentos', eq(pagamentos.status_pagamento, status)));
    }
    expect(await readCount(ctx.db, 'pagamentos', 'status_pagamento=pago')).toBe(2);
    expect(await readCount(ctx.db, 'pagamentos', 'tipo=multa')).toBe(1);
    expect(await readCount(ctx.db, 'veiculos', '')).toBe(await contado('veiculos'));

    await ctx.db.execute(sql`truncate table pagamentos, recebimentos restart identity cascade`);
    expect(await readCount(ctx.db, 'pagamentos', '')).toBe(0);
    expect(await readCount(ctx.db, 'pagamentos', 'status_pagamento=pago')).toBe(0);
  });

  it('merges a key’s rows into one without changing its total', async () => {
    for (let i = 0; i < 70; i++) await inserirVeiculo(ctx.db, { placa: `CTG-${String(i).padStart(4, '0')}` });
    const linhas = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${totalCounts} where tabela = 'veiculos'`))[0]!.n;
    expect(await linhas()).toBeGreaterThan(64);
    await compactCount(ctx.db, 'veiculos', '');
    expect(await linhas()).toBe(1);
    expect(await readCount(ctx.db, 'veiculos', '')).toBe(70);
  });

  it('answers the list’s X-Total-Count from the kept total and from a count alike', async () => {
    const contrato = await inserirContrato(ctx.db);
    for (let i = 0; i < 3; i++) await inserirPagamento(ctx.db, contrato.id, { data_prevista: `2025-05-0${i + 1}` });
    const total = async (query: string) => (await ctx.inject({ method: 'GET', url: `/api/pagamentos?${query}` })).headers['x-total-count'];
    expect(await total('page=1&pageSize=1')).toBe('3');
    expect(await total('status_pagamento=pendente&pageSize=1')).toBe('3');
    // two filters: counted rows, the same answer
    expect(await total('status_pagamento=pendente&contrato_id=' + contrato.id)).toBe('3');
    expect(await total('status_pagamento=pago')).toBe('0');
  });

  it('takes a filtered total from a page with room left, and counts for a full page or one past the end', async () => {
    const contrato = await inserirContrato(ctx.db);
    for (let i = 0; i < 3; i++) await inserirPagamento(ctx.db, contrato.id, { data_prevista: `2025-06-0${i + 1}` });
    const page = async (n: number) => {
      const res = await ctx.inject({ method: 'GET', url: `/api/pagamentos?contrato_id=${contrato.id}&page=${n}&pageSize=2` });
      return [res.json<unknown[]>().length, res.headers['x-total-count']];
    };
    expect(await page(1)).toEqual([2, '3']);
    expect(await page(2)).toEqual([1, '3']);
    expect(await page(5)).toEqual([0, '3']);
    const vazio = await ctx.inject({ method: 'GET', url: '/api/pagamentos?contrato_id=999999' });
    expect([vazio.json<unknown[]>().length, vazio.headers['x-total-count']]).toEqual([0, '0']);
  });

  it('reads a kept total only for no filter or one counted filter, never with a search', () => {
    const counted = ['status_pagamento', 'tipo'];
    expect(countKey({}, counted)).toBe('');
    expect(countKey({ filters: { status_pagamento: undefined } }, counted)).toBe('');
    expect(countKey({ filters: { status_pagamento: 'pago' } }, counted)).toBe('status_pagamento=pago');
    expect(countKey({ filters: { contrato_id: 3 } }, counted)).toBeNull();
    expect(countKey({ filters: { status_pagamento: 'pago', tipo: 'multa' } }, counted)).toBeNull();
    expect(countKey({ q: 'ABC' }, counted)).toBeNull();
  });
});
