// Problems tables: the problem row (the problems issue extends it with statements, limits and test data).
import { index, integer, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    /** Display id, unique and upper-cased. */
    problemId: text('problem_id').notNull().unique(),
    title: text('title').notNull(),
    author: text('author'),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    /** 1 public, 2 private, 3 contest, 4 group. */
    auth: smallint('auth').notNull().default(1),
    difficulty: smallint('difficulty').notNull().default(0),
    gid: integer('gid'),
    ...timestamps,
  },
  (t) => [index('problems_auth_gid_idx').on(t.auth, t.gid)],
);
