import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATUS_PAGAMENTO, TIPOS_COBRANCA } from '@frota/shared/domain';
import { day, id, instant, money, oneOf, reference, versionedTimestamps } from './columns';
import { contratos } from './contratos';
import { multas } from './multas';
import { sinistros } from './sinistros';
import { vistorias } from './vistorias';

export const pagamentos = pgTable(
  'pagamentos',
  {
    id: id(),
    contrato_id: reference('contrato_id', () => contratos.id).notNull(),
    data_prevista: day('data_prevista').notNull(),
    data_pagamento: day('data_pagamento'),
    valor_pago: money('valor_pago').notNull(),
    status_pagamento: varchar('status_pagamento', { length: 20 }).notNull().default('pendente'),
    /** what the charge is for: only `aluguel` charges are generated weekly, and the caução is not income */
    tipo: varchar('tipo', { length: 20 }).notNull().default('aluguel'),
    /** the sum of its receipts, kept by the recebimentos trigger (migration 0007), which also sets pago and its date */
    valor_recebido: money('valor_recebido').notNull().default(0),
    /** what is still owed: valor_pago (the amount due) − valor_recebido */
    saldo: numeric('saldo', { precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(sql`valor_pago - valor_recebido`),
    /** the fine or accident this charge bills the driver for (one charge each) */
    multa_id: reference('multa_id', () => multas.id),
    sinistro_id: reference('sinistro_id', () => sinistros.id),
    /** "Cobrar do motorista" from a devolução: the vistoria, and the damage or item charged in words */
    vistoria_id: reference('vistoria_id', () => vistorias.id),
    descricao: text('descricao'),
    /** created by the weekly charge generator, not typed by a person */
    gerado_automaticamente: boolean('gerado_automaticamente').notNull().default(false),
    /** a person changed it: the generator and the overdue job never touch it again */
    editado_manualmente: boolean('editado_manualmente').notNull().default(false),
    /**
     * the week (due date) the generator created this charge for; it stays when a person moves data_prevista,
     * so that week is never charged twice
     */
    vencimento_gerado: day('vencimento_gerado'),
    /** an `encargos` charge: the rent whose late receipt paid it (issue 36), so rent and late charge are reported apart */
    pagamento_origem_id: integer('pagamento_origem_id').references((): AnyPgColumn => pagamentos.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    /**
     * an `encargos` charge made by a receipt of one charge: that receipt of the rent, whose estorno takes this charge with
     * it (a lump sum's are found by their receipts' lote_id and leave it null). Its foreign key to recebimentos(id), on
     * delete restrict, is written in migration 0029 alone: declared here, this file and recebimentos.ts would import
     * each other.
     */
    recebimento_origem_id: integer('recebimento_origem_id'),
    /** a rent's encargos waived (POST /isentar-encargos): from then on it accrues none; when, why and by whom */
    encargos_isentos_em: instant('encargos_isentos_em'),
    encargos_isencao_motivo: text('encargos_isencao_motivo'),
    /** users.id; no foreign key, as the audit trail's and the photos': a charge never blocks a user's row */
    encargos_isentos_por: integer('encargos_isentos_por'),
    ...versionedTimestamps(),
  },
  (t) => [
    // also serves the foreign key and "one charge per contract and due date"
    index('pagamentos_contrato_id_data_prevista_idx').on(t.contrato_id, t.data_prevista),
    // one charge per damage or item of a vistoria
    uniqueIndex('pagamentos_vistoria_id_descricao_key').on(t.vistoria_id, t.descricao).where(sql`${t.vistoria_id} is not null`),
    index('pagamentos_status_pagamento_data_prevista_idx').on(t.status_pagamento, t.data_prevista),
    // a vehicle's report sums its contracts' receipts by tipo from the index alone (2.1 → 0.5 ms at 1,000,000 payments)
    index('pagamentos_contrato_id_tipo_valor_recebido_idx').on(t.contrato_id, t.tipo, t.valor_recebido),
    // the list sorted by due date, latest first (then id): a page reads its index entries, not a sort of every row
    index('pagamentos_data_prevista_desc_id_idx').on(t.data_prevista.desc().nullsFirst(), t.id),
    // the dashboard's weekly receipts: a range of paid dates, summed from the index alone
    index('pagamentos_pagos_data_pagamento_idx').on(t.data_pagamento, t.valor_pago).where(sql`${t.status_pagamento} = 'pago'`),
    // at most one generated charge per contract and week, whatever happens to its data_prevista
    uniqueIndex('pagamentos_contrato_id_vencimento_gerado_key').on(t.contrato_id, t.vencimento_gerado),
    check('pagamentos_status_pagamento_valido', oneOf(t.status_pagamento, STATUS_PAGAMENTO)),
    check('pagamentos_valor_pago_nao_negativo', sql`${t.valor_pago} >= 0`),
    check('pagamentos_tipo_valido', oneOf(t.tipo, TIPOS_COBRANCA)),
    // a receipt never takes more than is due, and receipts are positive
    check('pagamentos_valor_recebido_ate_valor', sql`${t.valor_recebido} >= 0 and ${t.valor_recebido} <= ${t.valor_pago}`),
    uniqueIndex('pagamentos_multa_id_key').on(t.multa_id),
    uniqueIndex('pagamentos_sinistro_id_key').on(t.sinistro_id),
    index('pagamentos_pagamento_origem_id_idx').on(t.pagamento_origem_id).where(sql`${t.pagamento_origem_id} is not null`),
    index('pagamentos_recebimento_origem_id_idx').on(t.recebimento_origem_id).where(sql`${t.recebimento_origem_id} is not null`),
    // the collections list and the dashboard's overdue figure: open charges by due date
    index('pagamentos_em_aberto_data_prevista_idx').on(t.data_prevista, t.contrato_id).where(sql`${t.status_pagamento} in ('pendente', 'atrasado')`),
    // paid means a payment date, and only a paid payment has one
    check('pagamentos_data_pagamento_se_pago', sql`(${t.status_pagamento} = 'pago') = (${t.data_pagamento} is not null)`),
  ],
);
