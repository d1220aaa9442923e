// Column helpers shared by every module's tables.
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
};
