// Back-office tables: the accounts a generation made, kept for their download (reference §10: 30 minutes).
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

export interface GeneratedCredential {
  username: string;
  password: string;
}

export const generatedAccounts = pgTable('generated_accounts', {
  key: uuid('key').primaryKey().defaultRandom(),
  /** The usernames and the plain passwords made for them; deleted once expired. */
  credentials: jsonb('credentials').$type<GeneratedCredential[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.uid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
