import { registrar, type Acontecimento, type Autor } from '../auditoria/registrar';
import type { Db } from '../db/client';
import { inRetriedTransaction } from '../db/retry';
import type { AfterCommit, ChangeFeed, ResourceChange } from './changes';

/** What a write's work gets: its transaction, and the two things every write does besides its own statements. */
export interface Write {
  tx: Db;
  /** Tells the change listeners of `change.resource`, in the transaction; their after-commit work runs once it committed. */
  changed(change: ResourceChange): Promise<void>;
  /** The audit row of what was done, in the transaction (it commits or rolls back with it); none without an author. */
  audit(fato: Acontecimento): Promise<void>;
}

export interface WriteOptions {
  changes?: ChangeFeed | null;
  /** who did it; the seed and the jobs have none and are not audited */
  autor?: Autor;
}

/**
 * The one write path: the CRUD write service and every hand-written write (a receipt, an estorno, a settlement, a
 * lump sum) run their statements inside it. One transaction, run again after a deadlock or a serialization failure
 * (db/retry.ts), the named statements on its connection (db/prepared.ts), the change feed and the audit row in it,
 * and the listeners' after-commit work after it (a run that rolled back leaves none). Locks and If-Match are the
 * work's: it takes them first thing, in one order (the contract, then its charges by id); a keyed POST keeps its
 * answer last in it (plugins/idempotency.ts, answerInTransaction).
 */
export async function runWrite<T>(db: Db, options: WriteOptions, work: (write: Write) => Promise<T>): Promise<T> {
  const { changes, autor } = options;
  let pending: AfterCommit[] = [];
  const result = await inRetriedTransaction(db, (tx) => {
    pending = [];
    return work({
      tx,
      changed: async (change) => {
        if (changes?.listens(change.resource)) pending.push(...(await changes.dispatch(tx, change)));
      },
      audit: async (fato) => {
        if (autor) await registrar(tx, autor, fato);
      },
    });
  });
  changes?.afterCommit(pending);
  return result;
}
