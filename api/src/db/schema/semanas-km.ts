import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, id, reference } from './columns';
import { contratos } from './contratos';
import { pagamentos } from './pagamentos';

/**
 * Each franchise week of a contract once measured (issue 35): the km at its start and end, the franchise then, and
 * the `km_excedente` charge it made when it ran past it. A week is measured once: a replayed run charges nothing again.
 * A week with no usable reading has no row, so a later run measures it when the readings arrive.
 */
export const semanasKm = pgTable(
  'semanas_km',
  {
    id: id(),
    contrato_id: reference('contrato_id', () => contratos.id).notNull(),
    /** the week's first day: the due date of its rent */
    inicio: day('inicio').notNull(),
    /** the day at whose midnight (São Paulo) it ends: a week later, or the day after the contract's end */
    fim: day('fim').notNull(),
    km_inicio: integer('km_inicio').notNull(),
    km_fim: integer('km_fim').notNull(),
    km_franquia: integer('km_franquia').notNull(),
    pagamento_id: reference('pagamento_id', () => pagamentos.id),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('semanas_km_contrato_id_inicio_key').on(t.contrato_id, t.inicio),
    uniqueIndex('semanas_km_pagamento_id_key').on(t.pagamento_id),
    check('semanas_km_fim_apos_inicio', sql`${t.fim} > ${t.inicio}`),
  ],
);
