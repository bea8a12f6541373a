import { z } from 'zod';
import { FORMAS_RECEBIMENTO, TIPOS_COBRANCA } from '../enums';
import { dia, diaOpcional, opcao } from './fields';
import { motoristaResumo } from './motorista';
import { empresaDoDocumento } from './empresa';

// The driver's account (issue "the driver's account"): statement, collections, settlement and Pix.

/** GET /api/motoristas/{id}/extrato?de=&ate= */
export const extratoQuery = z.object({ de: diaOpcional().optional(), ate: diaOpcional().optional() });

export const TIPOS_LANCAMENTO = [...TIPOS_COBRANCA, 'recebimento'] as const;

export const lancamento = z.object({
  /** a charge's due date, or a receipt's payment date */
  data: z.string(),
  /** the charge's tipo for a debit; `recebimento` for a credit */
  tipo: z.enum(TIPOS_LANCAMENTO),
  /** e.g. "Aluguel — ABC-1D23, vencimento 10/03/2025" or "Recebimento Pix" */
  descricao: z.string(),
  /** a debit is positive (a charge), a credit negative (a receipt) */
  valor: z.number(),
  /** the charge's row (`pagamentos`), or the receipt's (`recebimentos`) */
  referencia: z.object({ entidade: z.enum(['pagamentos', 'recebimentos']), id: z.number() }),
  /** the charge the line belongs to (the receipt's charge for a credit) */
  pagamento_id: z.number(),
  /** a debit due today or later that is still open ("A vencer") */
  a_vencer: z.boolean(),
  /** the running balance right after this line (positive: the driver owes) */
  saldo: z.number(),
});

export const extratoMotorista = z.object({
  motorista: motoristaResumo,
  /** who prints the statement: its header */
  empresa: empresaDoDocumento,
  /** the balance before `de` (0 without it) */
  saldo_anterior: z.number(),
  /** saldo_anterior + the lines: positive means the driver owes; the balance at `ate` (or today) */
  saldo: z.number(),
  /** the ledger's figures today, whatever the period: em aberto due before today, due today or later, and both */
  saldo_vencido: z.number(),
  saldo_a_vencer: z.number(),
  saldo_devedor: z.number(),
  /** the late charges of the overdue rents today (issue 36): owed besides saldo_devedor, not a line until paid */
  encargos: z.number(),
  /** the caução received and neither used by a settlement nor returned: held, never netted against the saldo */
  caucao_em_custodia: z.number(),
  /** the deposit charged, received, applied to debts at settlement, and refunded */
  caucao: z.object({ valor: z.number(), recebido: z.number(), abatido: z.number(), devolvido: z.number() }),
  lancamentos: z.array(lancamento),
});

/** GET /api/cobranca: one row per driver with overdue charges, the largest debt first. */
export const cobrancaMotorista = z.object({
  motorista: z.object({ id: z.number(), nome: z.string(), telefone: z.string() }),
  /** the vehicle and contract of the oldest overdue charge */
  veiculo: z.object({ id: z.number(), placa: z.string() }),
  contrato_id: z.number(),
  /** the oldest overdue charge, whose Pix the WhatsApp message may carry */
  pagamento_id: z.number(),
  /** the ledger's vencido: what the overdue charges still ask, without their encargos */
  valor_em_atraso: z.number(),
  /** the late charges of the overdue rents today (the ledger's razao_encargos, issue 36), beside valor_em_atraso */
  encargos: z.number(),
  cobrancas_em_atraso: z.number(),
  vencimento_mais_antigo: z.string(),
  /** a Pix copia-e-cola for valor_em_atraso + encargos; null when Pix is not configured */
  pix: z.string().nullable(),
});

/** GET /api/contratos/{id}/acerto?data_fim= (a preview) and what POST /api/contratos/{id}/encerrar wrote. */
export const acertoQuery = z.object({ data_fim: dia() });
/** how a contract leaves ativo: finalizado (the default), or cancelado for a contract made by mistake */
export const STATUS_ENCERRAMENTO = ['finalizado', 'cancelado'] as const;
export const encerrarInput = z.object({ data_fim: dia(), status_contrato: opcao(STATUS_ENCERRAMENTO).default('finalizado') });

/**
 * A débito of the settlement: an open charge of the contract and what it still asks, or an overdue rent's encargos on
 * data_fim (the ledger's razao_encargos, issue 36), right after that rent: not a charge until paid.
 */
export const acertoItem = z.object({
  /** the charge; null for a rent's encargos, which become a paid `encargos` charge for the part the acerto pays */
  pagamento_id: z.number().nullable(),
  tipo: z.enum(TIPOS_COBRANCA),
  /** the charge's due date; for a rent's encargos, that rent's */
  data_prevista: z.string(),
  em_aberto: z.number(),
  /** what the charge says it is for, when it says it (a damage charged at the return) */
  descricao: z.string().optional(),
  /** for a rent's encargos: the rent they are of */
  pagamento_origem_id: z.number().optional(),
});

export const acerto = z.object({
  data_fim: z.string(),
  /**
   * every open charge of the contract whatever its due date (rent up to the end, multa, sinistro, avulso, a caução
   * not yet received), oldest due first, each overdue rent's encargos on data_fim right after it; rent due after
   * data_fim is cancelled instead
   */
  itens: z.array(acertoItem),
  /** Σ itens: the contract's saldo devedor, encargos included, once the rent after data_fim is cancelled */
  debitos: z.number(),
  /** what the driver had paid on the rent due after data_fim, which is cancelled: his money, it abates the débitos first */
  creditos: z.number(),
  /** the caução em custódia: received, not used nor returned */
  caucao_recebida: z.number(),
  /** the créditos and then the caução applied to the débitos (not to the caução's own charge), in their order */
  abatido: z.number(),
  /** what goes back to the driver: créditos and caução not applied */
  devolver: z.number(),
  /** what the driver still owes after it: debitos − abatido */
  saldo_devedor: z.number(),
});

/** GET /api/pagamentos/{id}/pix: an EMV BR Code for the charge's open saldo. */
export const pixCobranca = z.object({ copiaECola: z.string(), txid: z.string(), valor: z.number() });

/** GET /api/multas/a-indicar: fines due within 7 days whose driver is not yet indicated ("Indicar condutor até dd/mm"). */
export const multaAIndicar = z.object({
  id: z.number(),
  veiculo: z.object({ id: z.number(), placa: z.string() }),
  data_vencimento: z.string(),
  valor_multa: z.number(),
  motivo: z.string(),
});

export type ExtratoMotorista = z.infer<typeof extratoMotorista>;
export type Lancamento = z.infer<typeof lancamento>;
export type CobrancaMotorista = z.infer<typeof cobrancaMotorista>;
export type Acerto = z.infer<typeof acerto>;
export type PixCobranca = z.infer<typeof pixCobranca>;
export type MultaAIndicar = z.infer<typeof multaAIndicar>;

/** GET /api/pagamentos/{id}/recebimentos/{rid}/recibo: what a printed receipt shows. */
export const recibo = z.object({
  /** the receipt's number: its id */
  numero: z.number(),
  /** the company (Empresa; before its first save, EMPRESA_NOME or PIX_NOME and PIX_CIDADE) */
  empresa: empresaDoDocumento,
  motorista: z.object({ nome: z.string(), cpf: z.string() }),
  veiculo: z.object({ placa: z.string(), modelo: z.string(), marca: z.string() }),
  tipo: z.enum(TIPOS_COBRANCA),
  /** the period the charge is for: an aluguel's week (due date to 6 days later); other charges, their due date twice */
  periodo: z.object({ de: z.string(), ate: z.string() }),
  valor: z.number(),
  forma_pagamento: z.enum(FORMAS_RECEBIMENTO).nullable(),
  data_pagamento: z.string(),
  /** the charge's em aberto right after this receipt: more than 0 for a partial payment */
  saldo: z.number(),
});

export type Recibo = z.infer<typeof recibo>;
