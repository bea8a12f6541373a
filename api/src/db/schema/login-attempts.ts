import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Counted in the database (not per process) so throttling holds across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    sucesso: boolean('sucesso').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx').on(t.email, t.created_at),
    index('login_attempts_ip_created_at_idx').on(t.ip, t.created_at),
  ],
);
