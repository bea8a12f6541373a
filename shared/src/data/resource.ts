import { AxiosHeaders } from 'axios';
import { http } from '../http/client';
import { idempotencyKey, ifMatch } from '../http/idempotency';
import type { ListParams } from '../domain/schemas/api';
import type { Invalidation } from './invalidation';
import { queryKeys, type Id, type QueryKeys } from './query-keys';

export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

export interface ResourceClient<Row, Input> {
  name: string;
  endpoint: string;
  keys: QueryKeys;
  /** What a create, update or delete makes stale: its own key root, and the families computed from its rows. */
  invalidates: readonly Invalidation[];
  /** One row's path (`<endpoint>/<id>`), relative to the API base URL; its own reads (a report) are below it. */
  itemPath(id: Id): string;
  list(params?: ListParams): Promise<ListResult<Row>>;
  /**
   * The whole list as the API's CSV (`<endpoint>.csv`, streamed by the server): the same search, sort and filters,
   * no pages; `columns` names the CSV columns (keys of the entity's CSV_COLUMNS) when not the list's own.
   */
  csv(params?: ListParams, columns?: readonly string[]): Promise<Blob>;
  getOne(id: Id): Promise<Row>;
  /** POST with `Idempotency-Key`: the caller's key (one per submission, reused on its retries) or a fresh one. */
  create(input: Input, options?: CreateOptions): Promise<Row>;
  /** PUT; with `versao`, `If-Match: "<versao>"`, so a row changed since it was read answers 412. */
  update(id: Id, input: Input, options?: VersionOptions): Promise<Row>;
  remove(id: Id, options?: VersionOptions): Promise<void>;
}

export interface CreateOptions {
  idempotencyKey?: string;
}

export interface VersionOptions {
  /** The `versao` of the row as the user saw it. */
  versao?: number;
}

/** A row's `versao` when it carries one, for If-Match: the write then applies only to the version on screen. */
export function versaoOf(row: unknown): number | undefined {
  const versao = (row as { versao?: unknown } | null | undefined)?.versao;
  return typeof versao === 'number' ? versao : undefined;
}

export function toQueryParams(params: ListParams = {}): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  if (params.page !== undefined) query.page = params.page;
  if (params.pageSize !== undefined) query.pageSize = params.pageSize;
  if (params.q && params.q.trim()) query.q = params.q.trim();
  if (params.sort) {
    query.sort = params.sort;
    query.order = params.order ?? 'asc';
  }
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return query;
}

/** One CRUD client over `endpoint` (relative to the API base URL); every entity client is one of these. */
export function createResource<Row, Input = Partial<Row>>({
  name,
  endpoint,
  invalidates = [],
}: {
  name: string;
  endpoint: string;
  /** the families its writes change beyond its own rows (e.g. a charge: the dashboard's figures) */
  invalidates?: readonly Invalidation[];
}): ResourceClient<Row, Input> {
  const base = endpoint.replace(/\/$/, '');
  const item = (id: Id) => `${base}/${encodeURIComponent(String(id))}`;
  const keys = queryKeys(name);
  return {
    name,
    endpoint: base,
    keys,
    invalidates: [keys.all, ...invalidates],
    itemPath: item,
    async list(params) {
      const response = await http.get<Row[]>(base, { params: toQueryParams(params) });
      const rows = Array.isArray(response.data) ? response.data : [];
      const header = AxiosHeaders.from(response.headers as Record<string, string>).get('x-total-count');
      const total = typeof header === 'string' && header.trim() !== '' ? Number(header) : Number.NaN;
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
    async csv({ page: _page, pageSize: _pageSize, ...params } = {}, columns) {
      const query = toQueryParams(params);
      if (columns?.length) query.colunas = columns.join(',');
      // a blob keeps the bytes as sent, the BOM too (a text answer would lose it)
      return (await http.get<Blob>(`${base}.csv`, { params: query, responseType: 'blob' })).data;
    },
    async getOne(id) {
      return (await http.get<Row>(item(id))).data;
    },
    async create(input, options = {}) {
      return (await http.post<Row>(base, input, { headers: idempotencyKey(options.idempotencyKey) })).data;
    },
    async update(id, input, options = {}) {
      return (await http.put<Row>(item(id), input, { headers: ifMatch(options.versao) })).data;
    },
    async remove(id, options = {}) {
      await http.delete(item(id), { headers: ifMatch(options.versao) });
    },
  };
}
