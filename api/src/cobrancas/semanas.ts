import { sql, type SQL } from 'drizzle-orm';

// A contract's weeks, as the weekly charges count them (over a contracts alias `c`): start + 7·k.

/** The first due date of contract `c` (start + 7·k) on or after `dia`. */
export const vencimentoDesde = (dia: SQL) => sql`(c.data_inicio + 7 * ((greatest(c.data_inicio, ${dia}) - c.data_inicio + 6) / 7))`;

/**
 * Charges start on or after the contract's `cobranca_desde`: the day it was registered (signing late does not
 * bill the weeks before it existed), or its start when it was registered with cobrar_semanas_anteriores.
 */
export const PRIMEIRO_VENCIMENTO = vencimentoDesde(sql`c.cobranca_desde`);
