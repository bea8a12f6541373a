import { QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { useUpdate } from './hooks';
import { defineOperation, useOperation } from './operation';
import { useOwnWrite } from './own-writes';
import { createQueryClient } from './query-client';
import { derivedKeys, queryKeys } from './query-keys';
import { pagamentos } from './resources';

// Every read a finance screen keeps, for two drivers, two cars and two charges, and reads no write of money touches.
const CACHE: Record<string, QueryKey> = {
  'pagamentos list': pagamentos.keys.list({ page: 1 }),
  'pagamento 25': pagamentos.keys.one(25),
  'pagamento 26': pagamentos.keys.one(26),
  'recebimentos 25': derivedKeys.recebimentos(25),
  'recebimentos 26': derivedKeys.recebimentos(26),
  'recibo 25/77': derivedKeys.recibo(25, 77),
  'recibo-lote 4/9': derivedKeys.reciboLote(4, 9),
  'pix 25': pagamentos.keys.action('pix', { recurso: 'pagamentos', id: '25', valor: '10.00' }),
  'extrato 4': derivedKeys.extrato(4, null, null),
  'extrato 4 março': derivedKeys.extrato(4, '2025-03-01', '2025-03-31'),
  'extrato 5': derivedKeys.extrato(5, null, null),
  'cobranca p1': derivedKeys.cobranca(1, ''),
  'cobranca p2 ana': derivedKeys.cobranca(2, 'ana'),
  dashboard: derivedKeys.dashboard(),
  'relatorio 1': derivedKeys.relatorioDoVeiculo(1),
  'relatorio 2': derivedKeys.relatorioDoVeiculo(2),
  'resumo 1': derivedKeys.resumoDoVeiculo(1),
  'resumo 2': derivedKeys.resumoDoVeiculo(2),
  'veiculo 1': queryKeys('veiculos').one(1),
  'contratos list': queryKeys('contratos').list(),
  'motorista 4': queryKeys('motoristas').one(4),
  me: queryKeys('me').all,
};

function setup() {
  const client = createQueryClient();
  for (const key of Object.values(CACHE)) client.setQueryData(key, { lida: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const invalidated = () =>
    Object.entries(CACHE)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, wrapper, invalidated };
}

const recebimento = defineOperation({
  request: async (_: { pagamentoId: number; motoristaId?: number; veiculoId?: number }) => ({ id: 77 }),
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: (v) => v,
});

describe('a declared operation', () => {
  it('invalidates exactly the families it declares, narrowed to its charge, driver and car, and nothing else', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useOperation(recebimento), { wrapper });
    await act(() => result.current.mutateAsync({ pagamentoId: 25, motoristaId: 4, veiculoId: 1 }));
    expect(invalidated()).toEqual([
      'pagamentos list',
      'pagamento 25',
      'recebimentos 25',
      'extrato 4',
      'extrato 4 março',
      'cobranca p1',
      'cobranca p2 ana',
      'dashboard',
      'relatorio 1',
      'resumo 1',
    ]);
  });

  it('takes a family whole where the write does not know the row (a driver\'s payment of several charges)', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useOperation(recebimento), { wrapper });
    await act(() => result.current.mutateAsync({ pagamentoId: undefined as unknown as number, motoristaId: 4 }));
    expect(invalidated()).toEqual([
      'pagamentos list',
      'pagamento 25',
      'pagamento 26',
      'recebimentos 25',
      'recebimentos 26',
      'extrato 4',
      'extrato 4 março',
      'cobranca p1',
      'cobranca p2 ana',
      'dashboard',
      'relatorio 1',
      'relatorio 2',
      'resumo 1',
      'resumo 2',
    ]);
  });

  it('invalidates a key declared as such, and only after the request succeeds', async () => {
    const { wrapper, invalidated } = setup();
    let falha: HttpError | null = new HttpError('fora do ar', 503);
    const senha = defineOperation({
      request: async () => {
        if (falha) throw falha;
      },
      invalidates: [queryKeys('me').all],
    });
    const { result } = renderHook(() => useOperation(senha), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(invalidated()).toEqual([]);
    falha = null;
    await act(() => result.current.mutateAsync());
    expect(invalidated()).toEqual(['me']);
  });

  it('refreshes what it declares after a 412 too: the screen showed an old version', async () => {
    const { wrapper, invalidated } = setup();
    const estorno = defineOperation({
      request: async (_: { pagamentoId: number }) => {
        throw new HttpError('Registro alterado', 412);
      },
      invalidates: ['pagamentos'],
      scope: (v) => v,
    });
    const { result } = renderHook(() => useOperation(estorno), { wrapper });
    await act(() => result.current.mutateAsync({ pagamentoId: 26 }).catch(() => undefined));
    expect(invalidated()).toEqual(['pagamentos list', 'pagamento 26', 'recebimentos 26']);
  });

  it('a CRUD write declares its root and the families of its entity', async () => {
    const { wrapper, invalidated } = setup();
    const cliente = { ...pagamentos, update: async () => ({}) as never };
    const { result } = renderHook(() => useUpdate(cliente), { wrapper });
    await act(() => result.current.mutateAsync({ id: 25, input: {} as never }));
    expect(invalidated()).toEqual(Object.keys(CACHE).filter((name) => !['veiculo 1', 'contratos list', 'motorista 4', 'me'].includes(name)));
  });
});

describe('useOwnWrite', () => {
  it("answers true once after this page's operation declared the row, and not for its form's own save", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ take: useOwnWrite(pagamentos.keys.one(25)), recebimento: useOperation(recebimento), update: useUpdate({ ...pagamentos, update: async () => ({}) as never }) }),
      { wrapper },
    );
    expect(result.current.take()).toBe(false);
    await act(() => result.current.update.mutateAsync({ id: 25, input: {} as never }));
    expect(result.current.take()).toBe(false);
    await act(() => result.current.recebimento.mutateAsync({ pagamentoId: 26 }));
    expect(result.current.take()).toBe(false);
    await act(() => result.current.recebimento.mutateAsync({ pagamentoId: 25 }));
    expect(result.current.take()).toBe(true);
    expect(result.current.take()).toBe(false);
  });

  it('answers true while the act still refreshes the row, which is when the new version arrives', async () => {
    const { wrapper } = setup();
    const vistas: boolean[] = [];
    let versao = 1;
    let take = () => false;
    const { result } = renderHook(
      () => {
        take = useOwnWrite(pagamentos.keys.one(25));
        // the edit form's row: read again by the act's own invalidation, before the act counts as settled
        useQuery({
          queryKey: pagamentos.keys.one(25),
          queryFn: async () => {
            if (versao > 1) vistas.push(take());
            return { id: 25, versao };
          },
        });
        return useOperation(recebimento);
      },
      { wrapper },
    );
    versao = 2;
    await act(() => result.current.mutateAsync({ pagamentoId: 25 }));
    expect(vistas).toEqual([true]);
    expect(take()).toBe(false);
  });
});
