import { defineResource } from '../../crud/define-resource';
import { refuseRessarcimento, ressarcimentoDoSinistro } from '../../cobrancas/ressarcimentos';

/** Accidents are a record of what happened: they are corrected, never deleted (SPEC §2, §7). */
export const sinistrosResource = defineResource({
  entity: 'sinistros',
  operations: ['list', 'get', 'create', 'update'],
  // charged to the driver: a contract that day, and never below what the driver already paid on it
  // (and only financeiro or administrador moves money through it)
  beforeWrite: (tx, data, { id, autor }) => refuseRessarcimento(tx, ressarcimentoDoSinistro(id, data), autor),
});
