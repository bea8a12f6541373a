import { describe, expect, it, vi } from 'vitest';
import type { EntityName } from '@frota/shared/domain';
import { countRows, type Db } from '../db/client';
import { veiculos } from '../db/schema';
import { VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { createChangeFeed, type ResourceChange } from './changes';

const api = useApiTest();

const payload = VEICULO_VALIDO;

describe('createChangeFeed', () => {
  it('takes only registry entity names: a misspelt one does not compile', () => {
    const feed = createChangeFeed({ error: vi.fn() });
    // @ts-expect-error 'contrato' is not an entity of the registry ('contratos' is)
    const off = feed.subscribe('contrato', async () => {});
    off();
    expect(feed.listens('contratos')).toBe(false);
  });

  it('calls the listeners of a resource only, until unsubscribed', async () => {
    const feed = createChangeFeed({ error: vi.fn() });
    const seen: string[] = [];
    const off = feed.subscribe(['veiculos', 'rastreadores'], async (_tx, change) => void seen.push(`${change.resource}:${change.id}`));
    const change = (resource: EntityName): ResourceChange => ({ resource, operation: 'create', id: 7, row: { id: 7 }, previous: null });

    await feed.dispatch({} as Db, change('veiculos'));
    await feed.dispatch({} as Db, change('multas'));
    expect(feed.listens('rastreadores')).toBe(true);
    expect(feed.listens('multas')).toBe(false);
    off();
    await feed.dispatch({} as Db, change('veiculos'));
    expect(seen).toEqual(['veiculos:7']);
    expect(feed.listens('veiculos')).toBe(false);
  });

  it('runs after-commit work in the background and logs its failure', async () => {
    const error = vi.fn();
    const feed = createChangeFeed({ error });
    const done: string[] = [];
    feed.afterCommit([async () => void done.push('a'), () => Promise.reject(new Error('fora do ar'))]);
    await feed.settled();
    expect(done).toEqual(['a']);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'tarefa após gravação falhou');
  });
});

describe('CRUD writes through the change feed', () => {
  it('tells listeners the row before and after, inside the transaction, then runs their after-commit work', async () => {
    const changes: ResourceChange[] = [];
    const committed: number[] = [];
    const off = api.app.resourceChanges.subscribe(['veiculos'], async (tx, change) => {
      changes.push(change);
      // the listener's transaction already sees the write
      const n = await countRows(tx, veiculos);
      return async () => void committed.push(n);
    });
    try {
      const created = await api.inject({ method: 'POST', url: '/api/veiculos', payload });
      const id = created.json<{ id: number }>().id;
      await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: { ...payload, modelo: 'prisma' } });
      await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}` });
      await api.app.resourceChanges.settled();

      expect(changes.map((c) => [c.operation, c.id, c.previous?.modelo ?? null, c.row?.modelo ?? null])).toEqual([
        ['create', id, null, 'ONIX'],
        ['update', id, 'ONIX', 'PRISMA'],
        ['delete', id, 'PRISMA', null],
      ]);
      expect(committed).toEqual([1, 1, 0]);
    } finally {
      off();
    }
  });

  it('rolls the write back when a listener fails', async () => {
    const off = api.app.resourceChanges.subscribe(['veiculos'], async () => {
      throw new Error('falhou');
    });
    try {
      const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload });
      expect(res.statusCode).toBe(500);
      expect(await countRows(api.db, veiculos)).toBe(0);
    } finally {
      off();
    }
  });
});
