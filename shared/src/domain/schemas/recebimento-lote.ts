import { z } from 'zod';
import { FORMAS_PAGAMENTO, TIPOS_COBRANCA } from '../enums';
import { formatBRL } from '../format';
import { MSG } from '../messages';
import { recebimentoInput } from './recebimento';
import { empresaDoDocumento } from './empresa';

// One payment covering several charges of a driver (issue 31): POST /api/motoristas/{id}/recebimentos.

/** The same fields and rules as the receipt of one charge (value above 0, the payment's date, its method). */
export const recebimentoLoteInput = recebimentoInput;

/**
 * "O valor é maior que o total em aberto (R$ 1.650,00).": the same text on the server (422) and in the form, with a
 * plain space after R$ as the message is written (Intl puts a no-break space there).
 */
export const valorMaiorQueEmAberto = (total: number): string => MSG.valorMaiorQueEmAberto(formatBRL(total).replace(/\u00a0/g, ' '));

/** A part of the payment: what it paid on one charge, oldest due first. */
export const alocacaoItem = z.object({
  pagamento_id: z.number(),
  /** the amount applied to this charge */
  valor: z.number(),
  tipo: z.enum(TIPOS_COBRANCA),
  /** the charge's due date */
  data_prevista: z.string(),
  placa: z.string(),
  /** what the charge still asks after this payment (0 when it was paid in full) */
  saldo: z.number(),
});

export const recebimentoLote = z.object({
  /** the lote's id: its recibo and its estorno use it */
  id: z.number(),
  versao: z.number(),
  motorista_id: z.number(),
  valor: z.number(),
  data_pagamento: z.string(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  alocacao: z.array(alocacaoItem),
});

/** GET /api/motoristas/{id}/recebimentos/{lote}/recibo: one printed receipt for every charge the payment covered. */
export const reciboLote = z.object({
  /** the receipt's number: the lote's id */
  numero: z.number(),
  /** the lote's version, for the If-Match of its estorno */
  versao: z.number(),
  /** the company (Empresa; before its first save, EMPRESA_NOME or PIX_NOME and PIX_CIDADE) */
  empresa: empresaDoDocumento,
  motorista: z.object({ nome: z.string(), cpf: z.string() }),
  data_pagamento: z.string(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  /** the whole amount: Σ itens' valor */
  valor: z.number(),
  itens: z.array(
    alocacaoItem.extend({
      /** the period the charge is for: an aluguel's week (due date to 6 days later); other charges, their due date twice */
      periodo: z.object({ de: z.string(), ate: z.string() }),
    }),
  ),
});

export type AlocacaoItem = z.infer<typeof alocacaoItem>;
export type RecebimentoLote = z.infer<typeof recebimentoLote>;
export type ReciboLote = z.infer<typeof reciboLote>;
