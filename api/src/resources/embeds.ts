import { sql, type SQL } from 'drizzle-orm';
import { veiculos } from '../db/schema';

/** The vehicles whose plate, as stored or without its hyphen, contains the pattern: "abc1d23" finds "ABC-1D23". */
export function placaContains(pattern: string): SQL {
  return sql`(${veiculos.placa} ilike ${pattern} or replace(${veiculos.placa}, '-', '') ilike ${pattern})`;
}
