import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@frota/shared/domain';
import { inserirVeiculo, VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { DashboardCache } from './cache';

const answer = (n: number) => ({ resumo: { totalVeiculos: n } }) as unknown as DashboardStats;

describe('DashboardCache', () => {
  function counting(ttlMs: number) {
    let now = 0;
    let reads = 0;
    const cache = new DashboardCache(ttlMs, () => now);
    const read = () => Promise.resolve(answer(++reads));
    return { cache, read, tick: (ms: number) => (now += ms), reads: () => reads };
  }

  it('answers the kept read until it is ttl old, and shares one read among requests that arrive meanwhile', async () => {
    const { cache, read, tick, reads } = counting(5000);
    const [a, b] = await Promise.all([cache.get(read), cache.get(read)]);
    expect(a).toBe(b);
    tick(4999);
    await cache.get(read);
    expect(reads()).toBe(1);
    tick(1);
    // aged: the kept answer at once, while one read gets the next, which the following requests get
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(1);
    expect(reads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(2);
    expect(reads()).toBe(2);
  });

  it('past its ttl, requests do not wait on the next read, and only one read is made however many arrive', async () => {
    const { cache, tick } = counting(5000);
    let reads = 0;
    let release!: (v: DashboardStats) => void;
    const slow = () => {
      reads++;
      return reads === 1 ? Promise.resolve(answer(1)) : new Promise<DashboardStats>((resolve) => (release = resolve));
    };
    await cache.get(slow);
    tick(6000);
    const during = await Promise.all([cache.get(slow), cache.get(slow), cache.get(slow)]);
    expect(during.map((a) => a.resumo.totalVeiculos)).toEqual([1, 1, 1]);
    expect(reads).toBe(2);
    release(answer(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(slow)).resumo.totalVeiculos).toBe(2);
  });

  it('never gives an answer a write dropped, even one being read again past its ttl', async () => {
    const { cache, read, tick } = counting(5000);
    await cache.get(read);
    tick(6000);
    let release!: (v: DashboardStats) => void;
    expect((await cache.get(() => new Promise((resolve) => (release = resolve)))).resumo.totalVeiculos).toBe(1);
    cache.invalidate();
    release(answer(99));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the read begun before the write is not kept; the request after the write waits for a read of its own
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(2);
  });

  it('keeps the old answer when the read of the next one fails, and tries again on a later request', async () => {
    const { cache, read, tick } = counting(5000);
    await cache.get(read);
    tick(6000);
    expect((await cache.get(() => Promise.reject(new Error('banco fora')))).resumo.totalVeiculos).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(2);
  });

  it('reads again after a write, even when a read begun before it ends after it', async () => {
    const { cache, read, reads } = counting(5000);
    let release!: (v: DashboardStats) => void;
    const before = cache.get(() => new Promise((resolve) => (release = resolve)));
    cache.invalidate();
    release(answer(0));
    await before;
    expect((await cache.get(read)).resumo.totalVeiculos).toBe(1);
    expect(reads()).toBe(1);
  });

  it('keeps no failed read, and keeps nothing at ttl 0', async () => {
    const { cache, read, reads } = counting(5000);
    await expect(cache.get(() => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    await cache.get(read);
    expect(reads()).toBe(1);
    const off = counting(0);
    await off.cache.get(off.read);
    await off.cache.get(off.read);
    expect(off.reads()).toBe(2);
  });
});

describe('GET /api/dashboard/stats with the cache on', () => {
  const ctx = useApiTest({ config: { dashboardCacheSeconds: 60 } });
  const total = async () => (await ctx.inject({ method: 'GET', url: '/api/dashboard/stats' })).json<DashboardStats>().resumo.totalVeiculos;

  it('keeps its answer against writes behind its back, and drops it when a write goes through the API', async () => {
    ctx.app.dashboardCache.invalidate();
    expect(await total()).toBe(0);
    await inserirVeiculo(ctx.db);
    expect(await total()).toBe(0);
    const res = await ctx.inject({ method: 'POST', url: '/api/veiculos', payload: { ...VEICULO_VALIDO, placa: 'DSH-1234' } });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe(2);
    // a refused write changes nothing and keeps the answer
    await inserirVeiculo(ctx.db, { placa: 'DSH-9999' });
    expect((await ctx.inject({ method: 'POST', url: '/api/veiculos', payload: { ...VEICULO_VALIDO, placa: 'DSH-1234' } })).statusCode).toBe(409);
    expect(await total()).toBe(2);
  });
});
