import { z } from 'zod';
import { MSG } from '../messages';

/** The one error body every API failure answers. */
export const apiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const idParams = z.object({
  id: z.coerce.number({ error: MSG.idInvalido }).int(MSG.idInvalido).positive(MSG.idInvalido).max(2_147_483_647, MSG.idInvalido),
});

/** The most rows one list answer holds (issue 18): a list asked without a size answers its first page of this many. */
export const PAGE_SIZE_MAX = 500;
/** The page size of a list asked for a page without a size, on the screens and in the API alike. */
export const DEFAULT_PAGE_SIZE = 20;

/** Optional server-side paging, search and sort of every list. */
export const listQuery = z.object({
  page: z.coerce.number({ error: MSG.numeroInvalido }).int(MSG.inteiroInvalido).min(1, MSG.numeroInvalido).max(1_000_000, MSG.valorMuitoAlto).optional(),
  pageSize: z.coerce.number({ error: MSG.numeroInvalido }).int(MSG.inteiroInvalido).min(1, MSG.numeroInvalido).max(PAGE_SIZE_MAX, MSG.valorMuitoAlto).optional(),
  q: z.string().trim().max(100, MSG.textoLongo).optional(),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc'], { error: MSG.opcaoInvalida }).optional(),
});

export type ApiError = z.infer<typeof apiError>;
export type ListQuery = z.infer<typeof listQuery>;

/** A list filter's value as the kit sends it (`?veiculo_id=3`); the API's filters carry their parsed values. */
export type FilterValue = string | number | boolean | null | undefined;

/** Server-side list parameters (DESIGN: page, pageSize, q, sort, order and filters such as veiculo_id). */
export interface ListParams<TFilter = FilterValue> extends ListQuery {
  filters?: Record<string, TFilter>;
}
