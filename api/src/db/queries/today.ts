import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@frota/shared/domain';

/** The calendar date of an instant in São Paulo, as SQL. */
export function todaySql(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
}
