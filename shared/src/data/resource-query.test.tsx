import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing';
import { useCreate } from './hooks';
import { createQueryClient } from './query-client';
import { createResource } from './resource';
import { useResourceQuery } from './resource-query';

interface Item {
  id: number;
  nome: string;
}
const itens = createResource<Item, { nome: string }>({ name: 'itens', endpoint: '/itens' });

const api = fakeApi();

function wrapper() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return {
    client,
    Wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

describe('useResourceQuery', () => {
  it("GETs the path under the resource's action key, parses the body, and refetches after a change to that resource", async () => {
    let total = 10;
    api.answer = ({ method }) => {
      if (method === 'POST') total = 25;
      return { status: 200, body: method === 'POST' ? { id: 2, nome: 'x' } : { total } };
    };
    const { client, Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        resumo: useResourceQuery<number, { total: number }>({
          keys: itens.keys,
          action: 'resumo',
          params: { id: '7' },
          path: `${itens.itemPath(7)}/resumo`,
          parse: (body) => body.total,
        }),
        create: useCreate(itens),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.resumo.data).toBe(10));
    expect(api.seen[0]).toMatchObject({ method: 'GET', url: '/api/itens/7/resumo' });
    expect(client.getQueryData(['data', 'itens', 'resumo', { id: '7' }])).toBe(10);

    await act(() => result.current.create.mutateAsync({ input: { nome: 'x' } }));
    await waitFor(() => expect(result.current.resumo.data).toBe(25));
  });

  it('rejects with the normalized HttpError', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Item não encontrado' } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useResourceQuery<{ total: number }>({ keys: itens.keys, action: 'resumo', path: '/itens/9/resumo' }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ statusCode: 404, message: 'Item não encontrado' });
  });
});
