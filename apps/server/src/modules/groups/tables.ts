// Groups tables (spec 002 §3 "Group", "Group member"; reference §8): the group and its members with their level.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GroupAuthCode, GroupLevelCode } from '@verdict/shared';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Prefixes the display ids of the group's problems. */
    shortName: text('short_name').notNull(),
    brief: text('brief').notNull(),
    description: text('description').notNull(),
    /** The owner (level 5 in group_members too). */
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    owner: text('owner').notNull(),
    auth: smallint('auth').$type<GroupAuthCode>().notNull(),
    /** Private groups' invitation code. */
    code: text('code'),
    visible: boolean('visible').notNull().default(true),
    avatar: text('avatar'),
    /** 0 normal, 1 banned (reference §8). */
    status: smallint('status').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('groups_name_idx').on(sql`lower(${t.name})`), uniqueIndex('groups_short_name_idx').on(sql`lower(${t.shortName})`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    gid: integer('gid')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
    auth: smallint('auth').$type<GroupLevelCode>().notNull(),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.gid, t.uid] }), index('group_members_uid_idx').on(t.uid)],
);
