import { useDeferredValue, useEffect } from 'react';
import { queryKeys, useResourceQuery } from '@frota/shared/base';
import type { DashboardStats } from '@frota/shared';

/** SPEC §3 defaults of a figure the answer leaves out; never what a failed load shows (that is an error). */
const PADROES: DashboardStats = {
  resumo: {
    totalVeiculos: 0,
    veiculosAtivos: 0,
    totalMotoristas: 0,
    motoristasAtivos: 0,
    multasMes: 0,
    sinistrosMes: 0,
    totalGastoManutencoes: 0,
    valorEmAtraso: 0,
    motoristasEmAtraso: 0,
  },
  proximasManutencoes: [],
  veiculosManutencao: [],
  series: [],
};

/**
 * The API's answer (its response schema is enforced on the server) with any missing figure at its default.
 * Not parsed with the kit's zod schema: that would load zod, and the screens' kit, with the dashboard.
 */
export function withDefaults(body: Partial<DashboardStats> | null | undefined): DashboardStats {
  return {
    resumo: { ...PADROES.resumo, ...body?.resumo },
    proximasManutencoes: body?.proximasManutencoes ?? [],
    veiculosManutencao: body?.veiculosManutencao ?? [],
    series: body?.series ?? [],
  };
}

export function useDashboard() {
  const query = useResourceQuery<DashboardStats, Partial<DashboardStats> | null>({
    keys: queryKeys('dashboard'),
    action: 'stats',
    path: '/dashboard/stats',
    parse: withDefaults,
    retry: false,
  });
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
