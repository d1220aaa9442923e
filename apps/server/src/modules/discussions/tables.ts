// Discussions tables (spec 002 §3 "Discussion", "Comment", "Reply"; reference §9): posts (site ones have gid null),
// their categories, likes and reports; comments of a post (did) or of a contest's clarifications (cid) and their
// replies. A like is a row per user and target, so a count can always be rebuilt and never counts twice.
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { contests } from '../contests/tables.ts';
import { groups } from '../groups/tables.ts';
import { problems } from '../problems/tables.ts';

export const discussionCategories = pgTable('discussion_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Display order. */
  rank: integer('rank').notNull().default(0),
  ...timestamps,
});

export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    /** The problem the post is about (its display id is answered as `pid`). */
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    /** A group's post; gone with the group. */
    gid: integer('gid').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => discussionCategories.id),
    topPriority: boolean('top_priority').notNull().default(false),
    /** 0 normal, 1 banned. */
    status: smallint('status').notNull().default(0),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** root, admin or user at the time of posting (reference §9). */
    role: text('role').notNull().default('user'),
    commentNum: integer('comment_num').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('discussions_list_idx').on(t.gid, t.status, t.topPriority, t.id),
    index('discussions_category_list_idx').on(t.gid, t.status, t.categoryId, t.topPriority, t.id),
    index('discussions_problem_idx').on(t.problemId),
    index('discussions_uid_idx').on(t.uid, t.gmtCreate),
  ],
);

export const discussionLikes = pgTable(
  'discussion_likes',
  {
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.did, t.uid] })],
);

export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: serial('id').primaryKey(),
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    reporterUid: uuid('reporter_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** false until an admin marks it read. */
    status: boolean('status').notNull().default(false),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_reports_status_idx').on(t.status, t.id)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** The discussion, or null for a contest clarification. */
    did: integer('did').references(() => discussions.id, { onDelete: 'cascade' }),
    /** The contest of a clarification, or null. */
    cid: integer('cid').references(() => contests.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: uuid('from_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** root, admin or user at the time of writing. */
    fromRole: text('from_role').notNull().default('user'),
    likeNum: integer('like_num').notNull().default(0),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_did_idx').on(t.did, t.id), index('comments_cid_idx').on(t.cid, t.id)],
);

export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: uuid('from_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    fromRole: text('from_role').notNull().default('user'),
    toUid: uuid('to_uid').references(() => users.uid, { onDelete: 'set null' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('replies_comment_idx').on(t.commentId, t.id)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.uid] })],
);
