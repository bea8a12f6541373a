import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, reference, timestamps } from './columns';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    user_id: reference('user_id', () => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_id_idx').on(t.user_id)],
);
