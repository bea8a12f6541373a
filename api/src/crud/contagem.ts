import { sql } from 'drizzle-orm';
import type { ListParams } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { contagens } from '../db/schema';

// past this many delta rows a key's rows are merged into one, so a read sums a handful, not every write since
const COMPACTAR_ACIMA = 64;

/**
 * The key of the kept total a list's count can be read from: '' for no filter and no search, `<filter>=<value>` for
 * one counted filter alone; null when the rows must be counted.
 */
export function chaveDaContagem(params: ListParams<unknown>, counted: readonly string[]): string | null {
  if (params.q?.trim()) return null;
  const dados = Object.entries(params.filters ?? {}).filter(([, value]) => value !== undefined);
  if (dados.length === 0) return '';
  const [[nome, valor]] = dados as [[string, unknown]];
  return dados.length === 1 && counted.includes(nome) ? `${nome}=${String(valor)}` : null;
}

/** A table's kept total for `chave` (exact: the triggers write in the transaction of the change). */
export async function lerContagem(db: Db, tabela: string, chave: string): Promise<number> {
  const [row] = await queryRows<{ total: number; linhas: number }>(
    db,
    sql`select coalesce(sum(${contagens.n}), 0)::int as total, count(*)::int as linhas from ${contagens}
      where ${contagens.tabela} = ${tabela} and ${contagens.chave} = ${chave}`,
  );
  // merged after the answer, which does not wait for it; a failure leaves the rows to the next read
  if ((row?.linhas ?? 0) > COMPACTAR_ACIMA) void compactar(db, tabela, chave).catch(() => undefined);
  return Number(row?.total ?? 0);
}

/** The key's rows as one: deleted and summed in one statement, so rows written meanwhile are neither lost nor counted twice. */
export async function compactar(db: Db, tabela: string, chave: string): Promise<void> {
  await db.execute(
    sql`with velhas as (delete from ${contagens} where ${contagens.tabela} = ${tabela} and ${contagens.chave} = ${chave} returning ${contagens.n})
      insert into ${contagens} (tabela, chave, n) select ${tabela}, ${chave}, coalesce(sum(n), 0) from velhas`,
  );
}
