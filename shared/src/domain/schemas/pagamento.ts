import { z } from 'zod';
import { MSG } from '../messages';
import { inputObjectOf, rowObjectOf } from './entity-zod';
import { texto } from './fields';

const camposPagamento = inputObjectOf('pagamentos');
const situacao = camposPagamento.pick({ data_pagamento: true, status_pagamento: true });

// checked as soon as the status and the date are valid, so the message comes with the other fields' ones
const quandoValidos = { when: (payload: { value: unknown }) => situacao.safeParse(payload.value).success, path: ['data_pagamento'] };

/** Paid means a payment date: `pago` needs one, and no other status may carry one. */
export const pagamentoInput = camposPagamento
  .refine((p) => p.status_pagamento !== 'pago' || p.data_pagamento !== null, { ...quandoValidos, message: MSG.dataPagamentoObrigatoria })
  .refine((p) => p.status_pagamento === 'pago' || p.data_pagamento === null, { ...quandoValidos, message: MSG.dataPagamentoSoSePago });

export const pagamento = rowObjectOf('pagamentos');

/** GET /api/veiculos/{id}/pagamentos/resumo: what the vehicle's rent brought in (receipts of `aluguel` charges, partial ones too; never the caução). */
export const resumoPagamentosVeiculo = z.object({
  veiculo_id: z.number(),
  totalRecebido: z.number(),
});

/** POST /api/pagamentos/{id}/isentar-encargos: why the rent's late charges are waived (issue 36). */
export const isencaoEncargosInput = z.object({ motivo: texto(500) });

export type PagamentoData = z.output<typeof pagamentoInput>;
export type Pagamento = z.infer<typeof pagamento>;
export type ResumoPagamentosVeiculo = z.infer<typeof resumoPagamentosVeiculo>;
