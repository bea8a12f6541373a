import { sql } from 'drizzle-orm';
import type { ListParams } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { totalCounts } from '../db/schema';

// past this many delta rows a key's rows are merged into one, so a read sums a handful, not every write since
const COMPACT_ABOVE = 64;

/**
 * The key of the kept total a list's count can be read from: '' for no filter and no search, `<filter>=<value>` for
 * one counted filter alone; null when the rows must be counted.
 */
export function countKey(params: ListParams<unknown>, counted: readonly string[]): string | null {
  if (params.q?.trim()) return null;
  const dados = Object.entries(params.filters ?? {}).filter(([, value]) => value !== undefined);
  if (dados.length === 0) return '';
  const [[nome, valor]] = dados as [[string, unknown]];
  return dados.length === 1 && counted.includes(nome) ? `${nome}=${String(valor)}` : null;
}

/** A table's kept total for `chave` (exact: the triggers write in the transaction of the change). */
export async function readCount(db: Db, tabela: string, chave: string): Promise<number> {
  const [row] = await queryRows<{ total: number; linhas: number }>(
    db,
    sql`select coalesce(sum(${totalCounts.n}), 0)::int as total, count(*)::int as linhas from ${totalCounts}
      where ${totalCounts.tabela} = ${tabela} and ${totalCounts.chave} = ${chave}`,
  );
  // merged after the answer, which does not wait for it; a failure leaves the rows to the next read
  if ((row?.linhas ?? 0) > COMPACT_ABOVE) void compactCount(db, tabela, chave).catch(() => undefined);
  return Number(row?.total ?? 0);
}

/** The key's rows as one: deleted and summed in one statement, so rows written meanwhile are neither lost nor counted twice. */
export async function compactCount(db: Db, tabela: string, chave: string): Promise<void> {
  await db.execute(
    sql`with velhas as (delete from ${totalCounts} where ${totalCounts.tabela} = ${tabela} and ${totalCounts.chave} = ${chave} returning ${totalCounts.n})
      insert into ${totalCounts} (tabela, chave, n) select ${tabela}, ${chave}, coalesce(sum(n), 0) from velhas`,
  );
}
