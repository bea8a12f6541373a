import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@frota/shared/domain';

/** The calendar date of an instant in São Paulo, as SQL; a placeholder stands for the instant as ISO text. */
export function todaySql(now: Date | Placeholder): SQL {
  return sql`(${now instanceof Date ? now.toISOString() : now}::timestamptz at time zone ${TIME_ZONE})::date`;
}
