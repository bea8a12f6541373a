import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Either driver's database, or a transaction inside it: repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
