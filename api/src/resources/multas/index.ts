import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { defineResource } from '../../crud/define-resource';
import { pagamentos } from '../../db/schema';
import { refuseRessarcimento, ressarcimentoDaMulta } from '../../cobrancas/ressarcimentos';

export const multasResource = defineResource({
  entity: 'multas',
  // charged to the driver: a contract that day, and never below what the driver already paid on it
  // (and only financeiro or administrador moves money through it)
  beforeWrite: (tx, data, { id, autor }) => refuseRessarcimento(tx, ressarcimentoDaMulta(id, data), autor),
  // its charge to the driver goes with it while nothing was paid on it (by financeiro or administrador, audited);
  // once paid, it is a record that blocks the delete
  derived: [
    {
      table: pagamentos,
      column: pagamentos.multa_id,
      where: eq(pagamentos.valor_recebido, 0),
      entidade: { nome: 'pagamentos', permissao: 'financeiro', semPermissao: MSG.cobrancaSoFinanceiro },
    },
  ],
  references: [{ table: pagamentos, column: pagamentos.multa_id, label: 'recebimentos' }],
});
