import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The contract's caução charge (tipo `caucao`, due on its start, not generated): created with a contract whose
 * valor_caucao is above 0. While the contract is ativo and nobody paid or edited the charge, it follows the
 * contract's deposit and start (a typo fixed in the form); a deposit set back to 0 takes the untouched charge away.
 * Once money came in, the charge is a record: only the settlement touches it then.
 */
export async function manterCaucao(tx: Db, contratoId: number): Promise<void> {
  await tx.execute(sql`delete from pagamentos p using contratos c
    where p.contrato_id = c.id and c.id = ${contratoId} and p.tipo = 'caucao' and c.status_contrato = 'ativo'
      and c.valor_caucao = 0 and p.valor_recebido = 0 and not p.editado_manualmente and p.status_pagamento in ('pendente', 'atrasado')`);

  await tx.execute(sql`update pagamentos p set valor_pago = c.valor_caucao, data_prevista = c.data_inicio, updated_at = now()
    from contratos c
    where p.contrato_id = c.id and c.id = ${contratoId} and p.tipo = 'caucao' and c.status_contrato = 'ativo'
      and c.valor_caucao > 0 and p.valor_recebido = 0 and not p.editado_manualmente and p.status_pagamento in ('pendente', 'atrasado')
      and (p.valor_pago, p.data_prevista) is distinct from (c.valor_caucao, c.data_inicio)`);

  await tx.execute(sql`insert into pagamentos (contrato_id, tipo, data_prevista, valor_pago, status_pagamento, gerado_automaticamente)
    select c.id, 'caucao', c.data_inicio, c.valor_caucao, 'pendente', false
    from contratos c
    where c.id = ${contratoId} and c.valor_caucao > 0 and c.status_contrato = 'ativo'
      and not exists (select 1 from pagamentos p where p.contrato_id = c.id and p.tipo = 'caucao')`);
}
