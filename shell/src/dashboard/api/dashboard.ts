import { derivedKeys, http, queryOptions, useQuery } from '@frota/shared/base';
import type { DashboardStats, HttpError } from '@frota/shared';

/** The owner's figures beyond SPEC §3, which has no default for them: an answer without one is an error, not a zero. */
const SEM_PADRAO = ['recebidoMes', 'aReceberSemana', 'ocupacaoMes', 'caucaoEmCustodia'] as const;
type SemPadrao = (typeof SEM_PADRAO)[number];

/** SPEC §3 defaults of a figure the answer leaves out; never what a failed load shows (that is an error). */
const PADROES: Omit<DashboardStats, 'resumo'> & { resumo: Omit<DashboardStats['resumo'], SemPadrao> } = {
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
  const resumo = body?.resumo;
  if (!resumo || SEM_PADRAO.some((figura) => typeof resumo[figura] !== 'number')) {
    throw new Error(`GET /dashboard/stats sem ${SEM_PADRAO.filter((figura) => typeof resumo?.[figura] !== 'number').join(', ')}`);
  }
  return {
    resumo: { ...PADROES.resumo, ...resumo },
    proximasManutencoes: body?.proximasManutencoes ?? [],
    veiculosManutencao: body?.veiculosManutencao ?? [],
    series: body?.series ?? [],
  };
}

/** GET /dashboard/stats, with any figure the answer leaves out at its default. */
export async function buscarDashboard(): Promise<DashboardStats> {
  return withDefaults((await http.get<Partial<DashboardStats> | null>('/dashboard/stats')).data);
}

export const dashboardQuery = () =>
  // a receipt, a charge or a maintenance saved anywhere declares these figures stale
  queryOptions<DashboardStats, HttpError>({ queryKey: derivedKeys.dashboard(), queryFn: buscarDashboard, retry: false });

export function useDashboardQuery() {
  return useQuery(dashboardQuery());
}
