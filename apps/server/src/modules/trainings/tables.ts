// Trainings tables: categories, the training row, its problems in order and the registrations of private
// trainings (spec 002 §3 "Training / chapter", reference §7). Site trainings have gid null; groups come later.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TrainingAuth, TrainingSource } from '@verdict/shared';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { problems } from '../problems/tables.ts';

export const trainingCategories = pgTable(
  'training_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    gid: integer('gid'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('training_categories_site_name_idx')
      .on(t.name)
      .where(sql`gid is null`),
  ],
);

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    /** Ascending: lower ranks list first. */
    rank: integer('rank').notNull().default(1000),
    title: text('title').notNull(),
    /** Markdown introduction. */
    description: text('description').notNull().default(''),
    /** Public or Private (TRAINING_AUTHS). */
    auth: text('auth').$type<TrainingAuth>().notNull().default('Public'),
    /** Plain, as the reference keeps it: admins read it back in the form. */
    privatePwd: text('private_pwd'),
    /** Visible on the site. */
    status: boolean('status').notNull().default(true),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author'),
    gid: integer('gid'),
    categoryId: integer('category_id').references(() => trainingCategories.id, { onDelete: 'set null' }),
    /** Who made it (TRAINING_SOURCES): the back office (site or group), a user's personal training, or a chapter. */
    source: text('source').$type<TrainingSource>().notNull().default('official'),
    /** The training is split into chapters: its problems are its chapters' (docs/trainings-chapters.md). */
    hasChapter: boolean('has_chapter').notNull().default(false),
    /** For a chapter, its training. */
    parentId: integer('parent_id').references((): AnyPgColumn => trainings.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('trainings_site_list_idx')
      .on(t.rank, t.id)
      .where(sql`gid is null`),
    index('trainings_parent_idx')
      .on(t.parentId, t.rank, t.id)
      .where(sql`parent_id is not null`),
    index('trainings_personal_uid_idx')
      .on(t.uid)
      .where(sql`source = 'personal'`),
  ],
);

export const trainingProblems = pgTable(
  'training_problems',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** The problem's place in the training: rank ascending, then id. */
    rank: integer('rank').notNull().default(1000),
    ...timestamps,
  },
  (t) => [unique('training_problems_tid_pid_unique').on(t.tid, t.pid), index('training_problems_pid_idx').on(t.pid)],
);

/**
 * A per-user mark on a training: one row per (training, user), removed with either. `userIndex` names an index on
 * the user's rows (newest last) where a list of "my marks" is read.
 */
function perUserMarkTable<Name extends string>(name: Name, userIndex?: { name: string; byTime: boolean }) {
  return pgTable(
    name,
    {
      tid: integer('tid')
        .notNull()
        .references(() => trainings.id, { onDelete: 'cascade' }),
      uid: uuid('uid')
        .notNull()
        .references(() => users.uid, { onDelete: 'cascade' }),
      gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.tid, t.uid] }),
      ...(userIndex ? [userIndex.byTime ? index(userIndex.name).on(t.uid, t.gmtCreate) : index(userIndex.name).on(t.uid)] : []),
    ],
  );
}

export const trainingRegistrations = perUserMarkTable('training_registrations', {
  name: 'training_registrations_uid_idx',
  byTime: false,
});

/** A user's favourite trainings (and chapters): one row each, unique. */
export const trainingFavorites = perUserMarkTable('training_favorites', { name: 'training_favorites_uid_idx', byTime: true });

/** Likes of trainings (and chapters): one row per user, unique. */
export const trainingLikes = perUserMarkTable('training_likes');
