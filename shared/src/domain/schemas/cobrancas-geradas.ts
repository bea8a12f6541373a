import { z } from 'zod';
import { pagamento } from './pagamento';

/** POST /api/cobrancas/gerar (issue 35): the weekly run asked for now, and the charges it created. */
export const cobrancasGeradas = z.object({
  /** "3 cobranças geradas", "1 cobrança gerada", "Nenhuma cobrança nova" */
  mensagem: z.string(),
  pagamentos: z.array(pagamento),
});

export type CobrancasGeradas = z.infer<typeof cobrancasGeradas>;

/** What the run says it did, by how many charges it created. */
export function mensagemCobrancasGeradas(n: number): string {
  if (n === 0) return 'Nenhuma cobrança nova';
  return n === 1 ? '1 cobrança gerada' : `${n.toLocaleString('pt-BR')} cobranças geradas`;
}
