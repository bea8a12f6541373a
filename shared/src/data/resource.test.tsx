import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing';
import { createQueryClient } from './query-client';
import { useCreate, useDelete, useList, useOne, useUpdate } from './hooks';
import { createResource, toQueryParams } from './resource';

interface Item {
  id: number;
  nome: string;
}
const itens = createResource<Item, { nome: string }>({ name: 'itens', endpoint: '/itens/' });

const api = fakeApi();

describe('createResource', () => {
  it('lists with page, pageSize, q, sort, order and filters, reading the total from X-Total-Count', async () => {
    api.answer = () => ({ status: 200, body: [{ id: 1, nome: 'a' }], headers: { 'X-Total-Count': '57' } });
    const result = await itens.list({ page: 3, pageSize: 20, q: ' abc ', sort: 'nome', order: 'desc', filters: { veiculo_id: 4, status: '', x: null } });
    expect(result).toEqual({ rows: [{ id: 1, nome: 'a' }], total: 57 });
    expect(api.seen[0]).toMatchObject({ method: 'GET', path: '/api/itens' });
    expect(api.seen[0]?.query).toEqual({ page: '3', pageSize: '20', q: 'abc', sort: 'nome', order: 'desc', veiculo_id: '4' });
  });

  it('counts the rows when the server sends no total', async () => {
    api.answer = () => ({ status: 200, body: [{ id: 1, nome: 'a' }, { id: 2, nome: 'b' }] });
    expect((await itens.list()).total).toBe(2);
  });

  it('uses GET/POST/PUT/DELETE on the collection and item paths', async () => {
    api.answer = ({ method, body }) => ({ status: method === 'DELETE' ? 204 : 200, body: { id: 5, ...(body as object) } });
    await itens.getOne(5);
    await itens.create({ nome: 'novo' });
    await itens.update(5, { nome: 'editado' });
    await itens.remove(5);
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/itens/5', 'POST /api/itens', 'PUT /api/itens/5', 'DELETE /api/itens/5']);
    expect(api.seen[1]?.body).toEqual({ nome: 'novo' });
    expect(api.seen[2]?.body).toEqual({ nome: 'editado' });
  });

  it('sends a fresh Idempotency-Key on create, or the caller\'s own one for a retried submission', async () => {
    api.answer = () => ({ status: 201, body: { id: 1, nome: 'a' } });
    await itens.create({ nome: 'a' });
    await itens.create({ nome: 'a' });
    await itens.create({ nome: 'a' }, { idempotencyKey: 'envio-1' });
    const keys = api.seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('envio-1');
  });

  it('sends If-Match with the row\'s versao on update and delete, and none without one', async () => {
    api.answer = ({ method }) => ({ status: method === 'DELETE' ? 204 : 200, body: { id: 5, nome: 'x' } });
    await itens.update(5, { nome: 'x' }, { versao: 3 });
    await itens.remove(5, { versao: 4 });
    await itens.update(5, { nome: 'x' });
    expect(api.seen.map((r) => r.headers['if-match'])).toEqual(['"3"', '"4"', undefined]);
  });

  it('sends sort with asc by default and leaves empty params out', () => {
    expect(toQueryParams({ sort: 'placa' })).toEqual({ sort: 'placa', order: 'asc' });
    expect(toQueryParams({ q: '   ' })).toEqual({});
  });
});

function wrapper() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return {
    client,
    Wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

describe('resource hooks', () => {
  it('refetch the list and the record after create, update and delete', async () => {
    let nome = 'antes';
    api.answer = ({ method, url }) => {
      if (method === 'PUT') nome = 'depois';
      if (method !== 'GET') return { status: method === 'DELETE' ? 204 : 200, body: { id: 1, nome } };
      return url === '/api/itens/1' ? { status: 200, body: { id: 1, nome } } : { status: 200, body: [{ id: 1, nome }] };
    };
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({ list: useList(itens, { page: 1 }), one: useOne(itens, 1), create: useCreate(itens), update: useUpdate(itens), remove: useDelete(itens) }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.rows[0]?.nome).toBe('antes'));
    await waitFor(() => expect(result.current.one.data?.nome).toBe('antes'));

    await act(() => result.current.update.mutateAsync({ id: 1, input: { nome: 'depois' }, versao: 2 }));
    await waitFor(() => expect(result.current.list.data?.rows[0]?.nome).toBe('depois'));
    expect(result.current.one.data?.nome).toBe('depois');
    expect(api.seen.find((r) => r.method === 'PUT')?.headers['if-match']).toBe('"2"');

    const gets = () => api.seen.filter((r) => r.method === 'GET').length;
    const before = gets();
    await act(() => result.current.create.mutateAsync({ input: { nome: 'x' }, idempotencyKey: 'k-1' }));
    await waitFor(() => expect(gets()).toBeGreaterThanOrEqual(before + 2));
    expect(api.seen.find((r) => r.method === 'POST')?.headers['idempotency-key']).toBe('k-1');
    const beforeDelete = gets();
    await act(() => result.current.remove.mutateAsync({ id: 1, versao: 7 }));
    await waitFor(() => expect(gets()).toBeGreaterThanOrEqual(beforeDelete + 2));
    expect(api.seen.find((r) => r.method === 'DELETE')?.headers['if-match']).toBe('"7"');
  });

  it('does not fetch a record without an id', () => {
    api.answer = () => ({ status: 200, body: {} });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useOne(itens, null), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.seen).toHaveLength(0);
  });

  it('rejects with the normalized HttpError', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Item não encontrado' } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useOne(itens, 9), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ statusCode: 404, message: 'Item não encontrado' });
  });
});
