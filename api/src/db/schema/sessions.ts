import { char, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 (hex) of the opaque bearer token; the token itself is never stored */
    token_hash: char('token_hash', { length: 64 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_id_idx').on(t.user_id),
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
);
