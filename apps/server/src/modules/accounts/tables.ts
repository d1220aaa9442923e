// Accounts tables: users, roles, login sessions, failed-login counters, slide challenges, e-mail codes and captchas.
import { timestamps } from '../../db/columns.ts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').unique(),
    nickname: text('nickname'),
    realname: text('realname'),
    school: text('school'),
    course: text('course'),
    number: text('number'),
    gender: text('gender').notNull().default('secrecy'),
    avatar: text('avatar'),
    signature: text('signature'),
    titleName: text('title_name'),
    titleColor: text('title_color'),
    github: text('github'),
    blog: text('blog'),
    cfUsername: text('cf_username'),
    roleId: integer('role_id')
      .notNull()
      .default(1002)
      .references(() => roles.id),
    /** 0 normal, 1 banned. */
    status: smallint('status').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('users_role_idx').on(t.roleId),
    // Usernames are unique whatever their case; two registrations racing past the service's check meet here.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    refreshAfter: timestamp('refresh_after', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when this token was swapped for a fresh one; the old one then lives a short grace period. */
    replacedBy: uuid('replaced_by'),
  },
  (t) => [index('sessions_uid_idx').on(t.uid)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    /** 'user' (lower-cased username) or 'ip'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const slideChallenges = pgTable('slide_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** One answer per challenge. */
  answered: boolean('answered').notNull().default(false),
  passedAt: timestamp('passed_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'register', 'change-email' or 'reset-password'. */
    purpose: text('purpose').notNull(),
    /** Lower-cased address the code was mailed to. */
    email: text('email').notNull(),
    /** The account it belongs to (change of e-mail, reset); null for registration. */
    uid: uuid('uid').references(() => users.uid, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Requesting address, for the burst throttle. */
    ip: text('ip').notNull(),
    /** Wrong answers so far; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Spent by a success, or replaced by a newer code. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_target_idx').on(t.purpose, t.email), index('email_codes_ip_idx').on(t.ip, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey().defaultRandom(),
  /** Lower-cased answer. */
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
