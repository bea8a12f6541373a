import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The lists' totals (X-Total-Count), kept by triggers (migration 0011) as deltas: each write adds a row of its own
 * (+n, −n), so concurrent writers never wait on one counter row, and a read sums the rows of its key, compacting
 * them once they pile up (crud/total-count.ts). `chave` is '' for the whole table, or `<filter>=<value>`.
 */
export const totalCounts = pgTable(
  'contagens',
  {
    tabela: varchar('tabela', { length: 63 }).notNull(),
    chave: varchar('chave', { length: 100 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('contagens_tabela_chave_idx').on(t.tabela, t.chave)],
);
