import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EntityName } from '@frota/shared/domain';
import type { Autor } from '../auditoria/registrar';
import type { Db } from '../db/client';
import type { Row } from './definition';

/** A committed-to-be write of a CRUD resource, as its listeners see it. */
export interface ResourceChange {
  /** the registry entity written, e.g. "manutencoes" */
  resource: EntityName;
  operation: 'create' | 'update' | 'delete';
  id: number;
  /** the row after the write; null after a delete */
  row: Row | null;
  /** the row before an update or delete; null after a create */
  previous: Row | null;
  /** who writes (absent for the seed and tests): a listener that writes rows of its own audits them under it */
  autor?: Autor;
}

/** Work to do once the write committed (e.g. send a notification); errors are logged, never answered. */
export type AfterCommit = () => Promise<void>;

/**
 * Runs inside the write's transaction, after it, so derived rows (alerts) commit or roll back with it.
 * May return work for after the commit.
 */
export type ChangeListener = (tx: Db, change: ResourceChange) => Promise<AfterCommit | void>;

export interface ChangeFeed {
  /**
   * calls `listener` for every write to this entity or these; returns the unsubscribe function. `rewritesRow`: the
   * listener may write the changed row itself (directly or by a trigger), so the write reads it again to answer it
   */
  subscribe(resources: EntityName | readonly EntityName[], listener: ChangeListener, options?: { rewritesRow?: boolean }): () => void;
  listens(resource: EntityName): boolean;
  /** whether a listener of the entity may rewrite the changed row */
  rewrites(resource: EntityName): boolean;
  /** runs the listeners of `change.resource` in the transaction; returns their after-commit work */
  dispatch(tx: Db, change: ResourceChange): Promise<AfterCommit[]>;
  /** starts after-commit work without holding the response; `settled()` waits for it */
  afterCommit(work: readonly AfterCommit[]): void;
  /** resolves when every after-commit work started so far has ended (tests, shutdown) */
  settled(): Promise<void>;
}

export function createChangeFeed(log: Pick<FastifyBaseLogger, 'error'>): ChangeFeed {
  const listeners = new Map<EntityName, Set<ChangeListener>>();
  const rewriters = new Set<ChangeListener>();
  const running = new Set<Promise<void>>();

  return {
    subscribe(names, listener, { rewritesRow = false } = {}) {
      const resources = typeof names === 'string' ? [names] : names;
      for (const name of resources) {
        const set = listeners.get(name) ?? new Set();
        set.add(listener);
        listeners.set(name, set);
      }
      if (rewritesRow) rewriters.add(listener);
      return () => {
        for (const name of resources) listeners.get(name)?.delete(listener);
        rewriters.delete(listener);
      };
    },
    listens(resource) {
      return (listeners.get(resource)?.size ?? 0) > 0;
    },
    rewrites(resource) {
      return [...(listeners.get(resource) ?? [])].some((listener) => rewriters.has(listener));
    },
    async dispatch(tx, change) {
      const work: AfterCommit[] = [];
      for (const listener of listeners.get(change.resource) ?? []) {
        const after = await listener(tx, change);
        if (after) work.push(after);
      }
      return work;
    },
    afterCommit(work) {
      for (const run of work) {
        const p = run().catch((err: unknown) => log.error({ err }, 'tarefa após gravação falhou'));
        running.add(p);
        void p.finally(() => running.delete(p));
      }
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** writes of CRUD resources, for features derived from them (alert re-evaluation) */
    resourceChanges: ChangeFeed;
  }
}

async function changesPlugin(app: FastifyInstance) {
  const feed = createChangeFeed(app.log);
  app.decorate('resourceChanges', feed);
  app.addHook('onClose', async () => feed.settled());
}

export default fp(changesPlugin, { name: 'resource-changes' });
