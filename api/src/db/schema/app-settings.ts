import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Server-owned key/value settings, e.g. the VAPID keys generated on first start. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updated_at: updatedAt(),
});
