import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** stored trimmed and lower-cased */
    email: varchar('email', { length: 254 }).notNull(),
    /** self-describing scrypt string: scrypt$N=…,r=…,p=…$salt$hash */
    password_hash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_minusculo', sql`${t.email} = lower(${t.email})`),
  ],
);
