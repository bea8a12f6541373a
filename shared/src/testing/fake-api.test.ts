import { describe, expect, it } from 'vitest';
import { http } from '../http/client';
import { fakeApi, listWithDelete, type Seen } from './fake-api';

const request = (method: string, path: string): Seen => ({ method, path, url: path, query: {}, body: undefined, headers: {} });

describe('listWithDelete', () => {
  it('lists the rows left after each DELETE, and refuses an id it does not hold', () => {
    const answer = listWithDelete([{ id: 1 }, { id: 2 }]);
    expect(answer(request('GET', '/api/carros'))).toMatchObject({ status: 200, body: [{ id: 1 }, { id: 2 }], headers: { 'X-Total-Count': '2' } });
    expect(answer(request('DELETE', '/api/carros/2'))).toEqual({ status: 204 });
    expect(answer(request('DELETE', '/api/carros/2'))).toMatchObject({ status: 404 });
    expect(answer(request('GET', '/api/carros'))).toMatchObject({ body: [{ id: 1 }], headers: { 'X-Total-Count': '1' } });
  });
});

describe('fakeApi', () => {
  const api = fakeApi();

  it("counts the current test's requests", async () => {
    await http.get('/veiculos', { params: { page: 1 } });
    expect(api.seen.map((r) => r.url)).toEqual(['/api/veiculos?page=1']);
  });

  it('answers a request an earlier test left in flight, but does not count it among this one\'s', async () => {
    // as the client tags a request made while the first test ran (its number, 0 before any), arriving now
    const tardio = await fetch(`${api.origin}/api/veiculos`, { headers: { 'x-frota-teste': '0' } });
    expect(tardio.status).toBe(200);
    expect(api.seen).toEqual([]);
    await http.get('/motoristas');
    expect(api.seen.map((r) => r.path)).toEqual(['/api/motoristas']);
  });
});
