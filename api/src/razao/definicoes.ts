import { sql, type SQL } from 'drizzle-orm';

// The ledger's words, as the SQL of migration 0013 defines them (DESIGN.md, "The ledger"). Every figure of money
// reads these relations: no screen, job or export sums pagamentos or recebimentos with a condition of its own.

/** One row per charge that still asks for money: pagamento_id, contrato_id, motorista_id, veiculo_id, tipo, data_prevista, em_aberto. */
export const EM_ABERTO = sql`razao_em_aberto`;

/** By driver on `hoje`: vencido, a_vencer, saldo_devedor, cobrancas_vencidas, vencimento_mais_antigo. */
export const saldosMotoristas = (hoje: SQL): SQL => sql`razao_saldos_motoristas(${hoje})`;

/**
 * The late charges of each overdue rent on `hoje` (migration 0024, issue 36): one row per `aluguel` still em aberto,
 * due before `hoje` by more than the grace (Empresa's carencia_dias) and not waived. Columns: pagamento_id,
 * contrato_id, motorista_id, dias_atraso (calendar days since the due date), base (its em aberto), multa (base ×
 * multa%, once), juros (base × juros% ÷ 30 × dias_atraso), encargos (multa + juros), each rounded to the cent half up.
 * A charge not in it has no encargos: paid, not a rent, not yet late, in its grace, or waived.
 */
export const encargos = (hoje: SQL): SQL => sql`razao_encargos(${hoje})`;

/** By contract: recebida, usada, devolvida and em_custodia of the caução. */
export const CAUCAO = sql`razao_caucao`;

/** Receipts by the tipo of their charge, the caução apart: recebimento_id, pagamento_id, contrato_id, motorista_id, veiculo_id, tipo, data_pagamento, valor. */
export const RECEITAS = sql`razao_receitas`;

/** The one status machine, over a pagamentos alias `p`, with the value received given (after a change) or as stored. */
export const statusCobranca = (hoje: SQL, p: SQL = sql`p`, recebido: SQL = sql`${p}.valor_recebido`): SQL =>
  sql`cobranca_status(${p}.status_pagamento, ${p}.valor_pago, ${recebido}, ${p}.data_prevista, ${hoje})`;

/** Money in whole cents, so sums and differences in JS stay exact. */
export const centavos = (valor: unknown): number => Math.round(Number(valor ?? 0) * 100);
export const reais = (cents: number): number => cents / 100;
