import { AxiosHeaders } from 'axios';
import { http } from '../http/client';
import { queryKeys, type Id, type ListParams, type QueryKeys } from './query-keys';

export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

export interface ResourceClient<Row, Input> {
  name: string;
  endpoint: string;
  keys: QueryKeys;
  list(params?: ListParams): Promise<ListResult<Row>>;
  getOne(id: Id): Promise<Row>;
  create(input: Input): Promise<Row>;
  update(id: Id, input: Input): Promise<Row>;
  remove(id: Id): Promise<void>;
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
export function createResource<Row, Input = Partial<Row>>({ name, endpoint }: { name: string; endpoint: string }): ResourceClient<Row, Input> {
  const base = endpoint.replace(/\/$/, '');
  const item = (id: Id) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    name,
    endpoint: base,
    keys: queryKeys(name),
    async list(params) {
      const response = await http.get<Row[]>(base, { params: toQueryParams(params) });
      const rows = Array.isArray(response.data) ? response.data : [];
      const header = AxiosHeaders.from(response.headers as Record<string, string>).get('x-total-count');
      const total = typeof header === 'string' && header.trim() !== '' ? Number(header) : Number.NaN;
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
    async getOne(id) {
      return (await http.get<Row>(item(id))).data;
    },
    async create(input) {
      return (await http.post<Row>(base, input)).data;
    },
    async update(id, input) {
      return (await http.put<Row>(item(id), input)).data;
    },
    async remove(id) {
      await http.delete(item(id));
    },
  };
}
