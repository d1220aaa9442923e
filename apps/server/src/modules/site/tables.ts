// Site tables: website configuration (announcements: modules/announcements; the carousel: modules/home).
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per configuration key; missing keys fall back to the defaults in the site service. */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
