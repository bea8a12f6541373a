import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-owned key/value settings, e.g. the VAPID keys generated on first start. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
