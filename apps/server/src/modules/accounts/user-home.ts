// Accounts' part of the rank lists and the user home: who is ranked (not banned), who a search names, the
// public fields of a page's users and a user's public profile. Other modules never read the users table.
import { and, eq, ilike, inArray, max, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RankedUser, UserHomeInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { existsWhere } from '../../db/field-of.ts';
import { containing } from '../../db/like-pattern.ts';
import { findUserByUid, findUserByUsername } from './lookup.ts';
import { sessions, users } from './tables.ts';

const BANNED = 1;

/** For a statement: the user of `uid` is not banned. */
export const activeUserSql = (uid: AnyColumn | SQL): SQL => existsWhere(users, users.uid, uid, sql`${users.status} <> ${BANNED}`);

/** For a statement: the user of `uid` is not banned and their username, nickname or realname contains `keyword`. */
export const userMatchingSql = (uid: AnyColumn | SQL, keyword: string): SQL => {
  const pattern = containing(keyword);
  return existsWhere(
    users,
    users.uid,
    uid,
    and(
      sql`${users.status} <> ${BANNED}`,
      or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.realname, pattern)),
    ),
  );
};

/** The public fields shown in a rank row, for one page's users. */
export async function rankedUsers(db: Db, uids: string[]): Promise<Map<string, RankedUser>> {
  if (!uids.length) return new Map();
  const rows = await db
    .select({
      uid: users.uid,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      titleName: users.titleName,
      titleColor: users.titleColor,
      signature: users.signature,
    })
    .from(users)
    .where(inArray(users.uid, uids));
  return new Map(rows.map((row) => [row.uid, row]));
}

export type PublicProfile = Pick<
  UserHomeInfo,
  | 'uid'
  | 'username'
  | 'nickname'
  | 'gender'
  | 'avatar'
  | 'school'
  | 'signature'
  | 'github'
  | 'blog'
  | 'titleName'
  | 'titleColor'
  | 'gmtCreate'
  | 'recentLoginTime'
>;

/** A user's public profile by uid, else by username; null when neither names a user. */
export async function publicProfile(db: Db, who: { uid?: string; username?: string }): Promise<PublicProfile | null> {
  const user = who.uid ? await findUserByUid(db, who.uid) : who.username ? await findUserByUsername(db, who.username) : null;
  if (!user) return null;
  const [login] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.uid, user.uid));
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    gender: user.gender as PublicProfile['gender'],
    avatar: user.avatar,
    school: user.school,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    titleName: user.titleName,
    titleColor: user.titleColor,
    gmtCreate: user.gmtCreate.toISOString(),
    recentLoginTime: login?.at ? new Date(login.at).toISOString() : null,
  };
}
