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
