import { and, count, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, type ListParams } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { ResourceDefinition, Row } from './definition';
import { embedFields, withEmbeds } from './embed';
import { keysetBatches, orderByOf, POSITION, positionOf, type ListOrder } from './keyset';
import type { ResourceRows } from './rows';
import { countKey, readCount } from './total-count';

export interface ListResult {
  rows: Row[];
  total: number;
  /** the page answered and its size: a list asked for everything answers its first PAGE_SIZE_MAX rows */
  page: number;
  pageSize: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The reads of a resource: a list filtered, searched, sorted and paged, and one row by id. */
export function createListService<TInput extends z.ZodType, TRow extends z.ZodObject>(
  def: ResourceDefinition<TInput, TRow>,
  { table, selection, computed, hasComputed, embeds, answer, answeredRow, prepared }: ResourceRows,
) {
  const sortable: Record<string, AnyPgColumn | SQL> = { id: table.id, ...def.sortable };
  const tableName = getTableName(table);

  /** The list's total: kept by triggers for the whole table and the counted filters, counted otherwise. */
  async function totalOf(db: Db, params: ListParams<unknown>, where: SQL | undefined): Promise<number> {
    const chave = countKey(params, def.counted ?? []);
    if (chave !== null) return readCount(db, tableName, chave);
    const [counted] = await db.select({ total: count() }).from(table).where(where);
    return Number(counted?.total ?? 0);
  }

  function whereOf(params: ListParams<unknown>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    for (const [name, value] of Object.entries(params.filters ?? {})) {
      const filter = def.filters?.[name];
      if (filter && value !== undefined) conditions.push(filter.where(value));
    }
    const q = params.q?.trim();
    if (q && def.searchable?.length) {
      const pattern = `%${escapeLike(q)}%`;
      conditions.push(or(...def.searchable.map((s) => (typeof s === 'function' ? s(pattern) : ilike(s as AnyPgColumn, pattern)))));
    }
    return and(...conditions);
  }

  function orderOf(params: ListParams<unknown>): ListOrder {
    const sortKey = params.sort && sortable[params.sort] ? params.sort : 'id';
    // with no sort chosen, every list shows the most recently created first
    const direction = params.order ?? (params.sort ? 'asc' : 'desc');
    return { key: sortKey === 'id' ? null : sortable[sortKey]!, direction, id: table.id };
  }

  type Limit = number | ReturnType<typeof sql.placeholder>;

  /** A page of the list with its embeds, in one statement, and the fields it selects in their order. */
  function pageQuery(db: Db, where: SQL | undefined, order: ListOrder, limit: Limit, offset: Limit) {
    const picked = db.select(selection).from(table).where(where).orderBy(...orderByOf(order)).limit(limit).offset(offset);
    if (!embeds.length && !hasComputed) return { query: picked, fields: selection };
    // computed fields only for the page's rows: in the page's own select, the rows an offset skips would compute them
    // too (a vehicles page 80 computed 2,000 current kms, issue 33)
    return withEmbeds(db, picked.$dynamic(), table, Object.keys(selection), embeds, orderByOf(order), computed);
  }

  /**
   * The statement name of a list that can be prepared: no search, sorted by id, and at most one filter whose value is
   * only a parameter (a vehicle's payments, a contract's); null for the rest, which are built per request.
   */
  function preparedName(params: ListParams<unknown>, order: ListOrder): { name: string; filter: string | null } | null {
    if (params.q?.trim() || order.key) return null;
    const set = Object.entries(params.filters ?? {}).filter(([, value]) => value !== undefined);
    if (set.length > 1) return null;
    const filter = set[0]?.[0] ?? null;
    if (filter !== null && !def.filters?.[filter]?.preparable) return null;
    return { name: `${def.name}_pagina_${filter ?? 'todas'}_${order.direction}`, filter };
  }

  async function readPage(db: Db, params: ListParams<unknown>, where: SQL | undefined, limit: number, offset: number): Promise<Row[]> {
    const order = orderOf(params);
    const statement = preparedName(params, order);
    if (!statement) return (await pageQuery(db, where, order, limit, offset).query) as Row[];
    const { name, filter } = statement;
    const query = prepared(db, name, (handle) => {
      const condition = filter === null ? undefined : def.filters![filter]!.where(sql.placeholder('valor'));
      return pageQuery(handle, condition, order, sql.placeholder('limite'), sql.placeholder('inicio'));
    });
    const valor = filter === null ? undefined : params.filters![filter];
    return query.execute({ valor, limite: limit, inicio: offset });
  }

  return {
    async list(db: Db, params: ListParams<unknown>): Promise<ListResult> {
      const where = whereOf(params);
      const pageSize = params.pageSize ?? (params.page === undefined ? PAGE_SIZE_MAX : DEFAULT_PAGE_SIZE);
      const page = params.page ?? 1;
      const offset = (page - 1) * pageSize;
      // a kept total is read beside the page; a counted one only when the page is full: a page with room left
      // ends the list, so its total is what came before it and what it holds (a vehicle's 50 payments: no count)
      if (countKey(params, def.counted ?? []) !== null) {
        const [rows, total] = await Promise.all([readPage(db, params, where, pageSize, offset), totalOf(db, params, where)]);
        return { rows: answer(rows), total, page, pageSize };
      }
      const rows = await readPage(db, params, where, pageSize, offset);
      const total = rows.length < pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await totalOf(db, params, where);
      return { rows: answer(rows), total, page, pageSize };
    },

    /**
     * Every row of the list's query (its filters, search and sort; no pages), `size` at a time as the API answers
     * them (embeds included): the CSV export writes each batch as it comes.
     */
    async *batches(db: Db, params: ListParams<unknown>, size: number): AsyncGenerator<Row[]> {
      const where = whereOf(params);
      const order = orderOf(params);
      const read = (after: SQL | undefined) =>
        db
          .select({ ...selection, ...computed, ...embedFields(embeds, table), [POSITION]: positionOf(order) })
          .from(table)
          .where(and(where, after))
          .orderBy(...orderByOf(order))
          .limit(size);
      for await (const rows of keysetBatches(order, size, read)) yield answer(rows);
    },

    async get(db: Db, id: number): Promise<Row> {
      const row = await answeredRow(db, id);
      if (!row) throw notFound(def.texts.notFound);
      return row;
    },
  };
}
