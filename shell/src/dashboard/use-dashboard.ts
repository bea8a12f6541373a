import { useEffect } from 'react';
import { dashboardStats, http, useQuery, type DashboardStats } from '@frota/shared';

/** SPEC §3 defaults: zeros and an empty list, also what a failed load shows. */
export const SEM_DADOS: DashboardStats = dashboardStats.parse({ resumo: {} });

async function buscarEstatisticas(): Promise<DashboardStats> {
  return dashboardStats.parse((await http.get('/dashboard/stats')).data);
}

export function useDashboard() {
  const query = useQuery({ queryKey: ['dashboard', 'stats'], queryFn: buscarEstatisticas, retry: false });
  useEffect(() => {
    // SPEC §8: a dashboard load failure is logged only
    if (query.error) console.error('Erro ao carregar o dashboard', query.error);
  }, [query.error]);
  return {
    stats: query.data ?? SEM_DADOS,
    carregando: query.isPending,
    atualizando: query.isFetching,
    atualizar: () => void query.refetch(),
  };
}
