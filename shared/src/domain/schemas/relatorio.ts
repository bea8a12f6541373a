import { z } from 'zod';
import { veiculoResumo } from './veiculo';

export const dashboardStats = z.object({
  resumo: z.object({
    totalVeiculos: z.number().default(0),
    veiculosAtivos: z.number().default(0),
    totalMotoristas: z.number().default(0),
    multasMes: z.number().default(0),
    sinistrosMes: z.number().default(0),
    totalGastoManutencoes: z.number().default(0),
  }),
  veiculosManutencao: z
    .array(
      z.object({
        veiculo: veiculoResumo,
        tipo: z.string(),
        quilometragem: z.number(),
        alerta: z.number(),
      }),
    )
    .default([]),
});

export const relatorioVeiculo = z.object({
  quilometragemAtual: z.number(),
  totalAlugueisPagos: z.number(),
  totalGastoManutencoes: z.number(),
});

export type DashboardStats = z.infer<typeof dashboardStats>;
export type RelatorioVeiculo = z.infer<typeof relatorioVeiculo>;
