import { z } from 'zod';
import { STATUS_PAGAMENTO } from '../enums';
import { contratoResumo } from './contrato';
import { dia, diaOpcional, dinheiro, id, opcao } from './fields';

export const pagamentoInput = z.object({
  contrato_id: id(),
  data_prevista: dia(),
  data_pagamento: diaOpcional(),
  valor_pago: dinheiro(),
  status_pagamento: opcao(STATUS_PAGAMENTO).default('pendente'),
});

export const pagamento = z.object({
  id: id(),
  contrato_id: z.number(),
  data_prevista: z.string(),
  data_pagamento: z.string().nullable(),
  valor_pago: z.number(),
  status_pagamento: z.enum(STATUS_PAGAMENTO),
  contrato: contratoResumo.optional(),
});

/** GET /api/veiculos/{id}/pagamentos/resumo: what the vehicle's rent brought in (only `pago` counts, SPEC §4). */
export const resumoPagamentosVeiculo = z.object({
  veiculo_id: z.number(),
  totalRecebido: z.number(),
});

export type PagamentoInput = z.input<typeof pagamentoInput>;
export type PagamentoData = z.output<typeof pagamentoInput>;
export type Pagamento = z.infer<typeof pagamento>;
export type ResumoPagamentosVeiculo = z.infer<typeof resumoPagamentosVeiculo>;
