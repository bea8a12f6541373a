import { char, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, reference } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 (hex) of the opaque bearer token; the token itself is never stored */
    token_hash: char('token_hash', { length: 64 }).notNull(),
    user_id: reference('user_id', () => users.id).notNull(),
    expires_at: instant('expires_at').notNull(),
    last_used_at: instant('last_used_at').notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_id_idx').on(t.user_id),
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
);
