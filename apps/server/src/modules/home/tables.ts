// Home page tables: the carousel.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

export const homeCarousel = pgTable('home_carousel', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  ...timestamps,
});
