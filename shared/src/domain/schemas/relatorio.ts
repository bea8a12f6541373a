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
  /** only `pago` payments of the vehicle's contracts */
  totalAlugueisPagos: z.number(),
  totalGastoManutencoes: z.number(),
  // beyond SPEC §3: what an owner looks for per vehicle
  /** fines the company pays itself: not transferred to the driver */
  totalMultasNaoTransferidas: z.number(),
  totalCustoSinistros: z.number(),
  /** rent received − maintenance − accidents − fines not transferred */
  lucro: z.number(),
  valorCompra: z.number(),
  /** lucro as a percentage of valorCompra (2 decimals; negative while at a loss); null when the vehicle cost nothing */
  percentualCompraRecuperado: z.number().nullable(),
});

export type DashboardStats = z.infer<typeof dashboardStats>;
export type RelatorioVeiculo = z.infer<typeof relatorioVeiculo>;
