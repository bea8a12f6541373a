import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type FilterValue, type ListParams } from '../../domain';
import { useList } from '../../data/hooks';
import type { ResourceClient } from '../../data/resource';
import { notify } from '../notify';
import { downloadBlob } from '../download';

export const SEARCH_DEBOUNCE_MS = 300;
export const EXPORT_ERROR = 'Erro ao exportar CSV. Por favor, tente novamente.';
/** Every list shows the most recently created first until the user picks a sort. */
const DEFAULT_SORT = { field: 'id', order: 'desc' } as const;

export interface ListControllerOptions<Row, Input> {
  resource: ResourceClient<Row, Input>;
  pageSize?: number;
  /** Fixed server filters, e.g. { veiculo_id: 3 }. */
  filters?: Record<string, FilterValue>;
  /** The sort before the user picks one; DEFAULT_SORT (id desc) when absent. */
  defaultSort?: { field: string; order?: 'asc' | 'desc' };
  /** Keeps page, search and sort in the URL so that coming back from a form restores them. */
  syncWithLocation?: boolean;
}

type Patch = Record<string, string | null | undefined>;

function applyPatch(prev: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The URL's params as they are now. React Router's own params (and a functional update's) are those of the last render, so a write
 * made before the next render (two filters set in a row on a busy phone, an effect of an older render) undid the one
 * before it; the address bar already holds that one, since a navigation writes it at once.
 */
const currentParams = () => new URLSearchParams(window.location.search);

function useListState(syncWithLocation: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState(() => new URLSearchParams());
  const state = syncWithLocation ? searchParams : local;
  const update = useCallback(
    (patch: Patch) => {
      if (syncWithLocation) setSearchParams(applyPatch(currentParams(), patch), { replace: true });
      else setLocal((prev) => applyPatch(prev, patch));
    },
    [syncWithLocation, setSearchParams],
  );
  return [state, update] as const;
}

/**
 * The URL params a list's toolbar filters by (so they survive a visit to a form and a reload), and their setter:
 * an empty value removes its param, and any change goes back to the first page.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilters = useCallback((patch: Patch) => setParams(applyPatch(currentParams(), { ...patch, page: null }), { replace: true }), [setParams]);
  return [params, setFilters] as const;
}

/** Headless list logic (react-admin's useListController): server params, paging, search, sort, CSV. */
export function useListController<Row, Input>({
  resource,
  pageSize = DEFAULT_PAGE_SIZE,
  filters,
  defaultSort = DEFAULT_SORT,
  syncWithLocation = true,
}: ListControllerOptions<Row, Input>) {
  const [state, update] = useListState(syncWithLocation);
  const page = Math.max(1, Number.parseInt(state.get('page') ?? '1', 10) || 1);
  const q = state.get('q') ?? '';
  const picked = state.get('sort');
  const sort = picked ?? defaultSort.field;
  const order: 'asc' | 'desc' = ((picked ? state.get('order') : defaultSort.order) ?? 'asc') === 'desc' ? 'desc' : 'asc';
  const filtersKey = JSON.stringify(filters ?? {});

  const params = useMemo<ListParams>(
    () => ({
      page,
      pageSize,
      ...(q ? { q } : {}),
      ...(sort ? { sort, order } : {}),
      ...(filtersKey !== '{}' ? { filters: JSON.parse(filtersKey) as Record<string, FilterValue> } : {}),
    }),
    [page, pageSize, q, sort, order, filtersKey],
  );

  const query = useList(resource, params);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const setQuery = useCallback((next: string) => update({ q: next.trim(), page: null }), [update]);

  // after a delete empties the last page, show the new last page
  useEffect(() => {
    if (query.data && page > pageCount) update({ page: pageCount > 1 ? String(pageCount) : null });
  }, [query.data, page, pageCount, update]);

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);

  const toggleSort = useCallback(
    (field: string) => {
      const nextOrder = sort === field && order === 'asc' ? 'desc' : 'asc';
      update({ sort: field, order: nextOrder, page: null });
    },
    [sort, order, update],
  );

  const setSort = useCallback((field: string, nextOrder: 'asc' | 'desc') => update({ sort: field, order: nextOrder, page: null }), [update]);

  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(
    async (fileName: string, columns?: readonly string[]) => {
      setExporting(true);
      try {
        // every row of the query on screen, written by the server as it reads them
        downloadBlob(fileName, await resource.csv(params, columns));
      } catch {
        notify.error(EXPORT_ERROR);
      } finally {
        setExporting(false);
      }
    },
    [resource, params],
  );

  return {
    params,
    page,
    pageSize,
    pageCount,
    total,
    rows: query.data?.rows ?? [],
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError && !query.data,
    error: query.error,
    refetch: query.refetch,
    q,
    setQuery,
    sort,
    order,
    toggleSort,
    setSort,
    setPage,
    exporting,
    exportCsv,
  };
}

export type ListController<Row> = ReturnType<typeof useListController<Row, unknown>>;
