import { z } from 'zod';
import { FORMAS_PAGAMENTO, FORMAS_RECEBIMENTO } from '../enums';
import { idParams } from './api';
import { dataPassada, dinheiro, id, opcao, versao } from './fields';

/** POST /api/pagamentos/{id}/recebimentos: a receipt pays a charge in full or in part, on a day already come. */
export const recebimentoInput = z.object({
  valor: dinheiro({ positivo: true }),
  data_pagamento: dataPassada(),
  forma_pagamento: opcao(FORMAS_PAGAMENTO).default('pix'),
});

export const recebimento = z.object({
  id: id(),
  versao: versao(),
  pagamento_id: z.number(),
  valor: z.number(),
  data_pagamento: z.string(),
  /** null on receipts recorded before receipts existed (a payment marked pago), or by a PUT to pago */
  forma_pagamento: z.enum(FORMAS_RECEBIMENTO).nullable(),
  created_at: z.string(),
  /** a late rent's receipt above its em aberto: the paid `encargos` charge it made (issue 36) */
  encargos: z.object({ pagamento_id: z.number(), valor: z.number() }).optional(),
});

/** `/api/pagamentos/{id}/recebimentos/{rid}`: path values arrive as text, so they are coerced as every id param */
export const recebimentoParams = z.object({ id: idParams.shape.id, rid: idParams.shape.id });

export type RecebimentoData = z.output<typeof recebimentoInput>;
export type Recebimento = z.infer<typeof recebimento>;
