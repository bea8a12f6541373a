import { useDeferredValue, useEffect } from 'react';
import { useDashboardQuery } from './api/dashboard';

export function useDashboard() {
  const query = useDashboardQuery();
  // The answer's render (the whole page) is a transition, in slices of a few ms: rendered as the query's update it was
  // one task of 250 ms on a phone, the largest of the first load (Lighthouse's TBT, issue 17).
  const stats = useDeferredValue(query.data);
  useEffect(() => {
    if (query.error) console.error('Erro ao carregar o dashboard', query.error);
  }, [query.error]);
  return {
    /** Undefined until a load succeeds: a failure shows an error, never zeros. */
    stats,
    erro: query.isError,
    carregando: query.isPending || (stats === undefined && query.data !== undefined),
    atualizando: query.isFetching,
    atualizar: () => void query.refetch(),
  };
}
