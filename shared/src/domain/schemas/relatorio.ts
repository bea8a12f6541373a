import { z } from 'zod';
import { TIPOS_MANUTENCAO } from '../enums';
import { ultimoContato } from './traccar';
import { veiculoResumo } from './veiculo';

/** A scheduled (`agendada`) maintenance: a plan, not yet a cost. Listed in "Próximas manutenções". */
export const proximaManutencao = z.object({
  id: z.number(),
  veiculo_id: z.number(),
  veiculo: veiculoResumo,
  data_manutencao: z.string(),
  tipo_manutencao: z.enum(TIPOS_MANUTENCAO),
  quilometragem: z.number(),
  custo: z.number(),
});

export const dashboardStats = z.object({
  resumo: z.object({
    totalVeiculos: z.number().default(0),
    /** vehicles with an ativo contract: "Veículos alugados" */
    veiculosAtivos: z.number().default(0),
    totalMotoristas: z.number().default(0),
    motoristasAtivos: z.number().default(0),
    /** this month in America/Sao_Paulo, like every "Mes" figure */
    multasMes: z.number().default(0),
    sinistrosMes: z.number().default(0),
    /** only `finalizada` maintenance counts */
    totalGastoManutencoes: z.number().default(0),
    /** the open saldo of every charge due before today and not paid (atrasado, or pendente past its date; caução too) */
    valorEmAtraso: z.number().default(0),
    /** the drivers who owe such a charge */
    motoristasEmAtraso: z.number().default(0),
    // required: a figure missing from the answer is an error on the screen, never a zero
    /** the ledger's receita dated this month: receipts of every type but the caução (a settlement's use of it counts) */
    recebidoMes: z.number(),
    /** em aberto of the charges (every type, never cancelado) due from today to the coming Sunday, both inclusive */
    aReceberSemana: z.number(),
    /** 0–1: vehicle-days under a contract in force ÷ the fleet's vehicle-days, this month up to today */
    ocupacaoMes: z.number(),
    /** caução received and neither used by a settlement nor returned */
    caucaoEmCustodia: z.number(),
  }),
  /** every `agendada` maintenance, soonest first (at most 20) */
  proximasManutencoes: z.array(proximaManutencao).default([]),
  /** one entry per active alert */
  veiculosManutencao: z
    .array(
      z.object({
        veiculo: veiculoResumo,
        /** the alert kind: quilometragem or tempo */
        tipo: z.string(),
        /** current km */
        quilometragem: z.number(),
        /** the km at which the service was due (last service km + ALERTA_KM) */
        alerta: z.number(),
        dias: z.number(),
        diasAlerta: z.number(),
      }),
    )
    .default([]),
  /** the last 12 weeks (Monday to Sunday, the current one last), for the dashboard chart */
  series: z
    .array(
      z.object({
        /** the week's Monday, YYYY-MM-DD */
        semana: z.string(),
        /** rent received: receipts of `aluguel` charges by their date, partial ones too; never the caução */
        alugueis: z.number(),
        manutencoes: z.number(),
        sinistros: z.number(),
        /** received from drivers for fines and accidents charged to them (receipts of `multa`/`sinistro` charges) */
        ressarcimentos: z.number(),
        /** the ledger's vencido of the charges due that week: what is still open of them past their date, in R$ */
        emAtraso: z.number(),
      }),
    )
    .default([]),
});

export const relatorioVeiculo = z.object({
  quilometragemAtual: z.number(),
  /** receipts of the `aluguel` charges of the vehicle's contracts, partial ones too; never the caução */
  totalAlugueisPagos: z.number(),
  /** only `finalizada` maintenance counts */
  totalGastoManutencoes: z.number(),
  /** the vehicle's `agendada` maintenance, soonest first */
  proximasManutencoes: z.array(proximaManutencao),
  // beyond SPEC §3: what an owner looks for per vehicle
  /** fines the company pays itself: not transferred to the driver */
  totalMultasNaoTransferidas: z.number(),
  totalCustoSinistros: z.number(),
  /** received from drivers for the vehicle's fines and accidents charged to them */
  totalRessarcido: z.number(),
  /** rent received + ressarcido − maintenance − accidents − fines not transferred */
  lucro: z.number(),
  valorCompra: z.number(),
  /** lucro as a percentage of valorCompra (2 decimals; negative while at a loss); null when the vehicle cost nothing */
  percentualCompraRecuperado: z.number().nullable(),
  /** the newest position of its trackers (Traccar); null when none has reported */
  ultimoContato: ultimoContato.nullable().default(null),
});

export type DashboardStats = z.infer<typeof dashboardStats>;
export type RelatorioVeiculo = z.infer<typeof relatorioVeiculo>;
export type ProximaManutencao = z.infer<typeof proximaManutencao>;
