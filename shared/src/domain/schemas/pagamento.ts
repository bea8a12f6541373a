import { z } from 'zod';
import { STATUS_PAGAMENTO, TIPOS_COBRANCA } from '../enums';
import { MSG } from '../messages';
import { contratoResumo } from './contrato';
import { dia, diaOpcional, dinheiro, id, opcao, versao } from './fields';

const camposPagamento = z.object({
  contrato_id: id(),
  data_prevista: dia(),
  data_pagamento: diaOpcional(),
  valor_pago: dinheiro(),
  status_pagamento: opcao(STATUS_PAGAMENTO).default('pendente'),
  /** what the charge is for; `valor_pago` is the amount due (the SPEC's name), receipts pay it */
  tipo: opcao(TIPOS_COBRANCA).default('aluguel'),
});
const situacao = camposPagamento.pick({ data_pagamento: true, status_pagamento: true });

// checked as soon as the status and the date are valid, so the message comes with the other fields' ones
const quandoValidos = { when: (payload: { value: unknown }) => situacao.safeParse(payload.value).success, path: ['data_pagamento'] };

/** Paid means a payment date: `pago` needs one, and no other status may carry one. */
export const pagamentoInput = camposPagamento
  .refine((p) => p.status_pagamento !== 'pago' || p.data_pagamento !== null, { ...quandoValidos, message: MSG.dataPagamentoObrigatoria })
  .refine((p) => p.status_pagamento === 'pago' || p.data_pagamento === null, { ...quandoValidos, message: MSG.dataPagamentoSoSePago });

export const pagamento = z.object({
  id: id(),
  versao: versao(),
  contrato_id: z.number(),
  data_prevista: z.string(),
  data_pagamento: z.string().nullable(),
  valor_pago: z.number(),
  status_pagamento: z.enum(STATUS_PAGAMENTO),
  tipo: z.enum(TIPOS_COBRANCA),
  /** the sum of the charge's receipts (recebimentos), kept by a trigger */
  valor_recebido: z.number(),
  /** valor_pago − valor_recebido: what is still owed on it */
  saldo: z.number(),
  /** the fine or accident this charge bills the driver for, kept in step with its valor_cobrado_motorista */
  multa_id: z.number().nullable(),
  sinistro_id: z.number().nullable(),
  contrato: contratoResumo.optional(),
});

/** GET /api/veiculos/{id}/pagamentos/resumo: what the vehicle's rent brought in (receipts of `aluguel` charges, partial ones too; never the caução). */
export const resumoPagamentosVeiculo = z.object({
  veiculo_id: z.number(),
  totalRecebido: z.number(),
});

export type PagamentoData = z.output<typeof pagamentoInput>;
export type Pagamento = z.infer<typeof pagamento>;
export type ResumoPagamentosVeiculo = z.infer<typeof resumoPagamentosVeiculo>;
