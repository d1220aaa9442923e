// Accounts service: login and admin login, logout, user info, role data and the root account.
import { eq, sql } from 'drizzle-orm';
import {
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  Role,
  isAdminRole,
  type AuthInfo,
  type LoginRequest,
  type RoleCode,
  type UserInfo,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../plugins/app/errors.ts';
import { hashPassword, randomPassword, verifyPassword } from './passwords.ts';
import { clearFailures, needsSlideVerification, recentFailures, recordFailure } from './login-guard.ts';
import { createSession, revokeSession, type SessionPolicy } from './sessions.ts';
import { consumeSlideToken } from './slide-captcha.ts';
import { roles, users } from './tables.ts';

type UserRow = typeof users.$inferSelect;

export function toUserInfo(user: UserRow): UserInfo {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    realname: user.realname,
    email: user.email,
    avatar: user.avatar,
    school: user.school,
    gender: (['male', 'female'].includes(user.gender) ? user.gender : 'secrecy') as UserInfo['gender'],
    signature: user.signature,
    titleName: user.titleName,
    titleColor: user.titleColor,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    number: user.number,
    role: user.roleId,
    roleList: [ROLE_NAMES[user.roleId as RoleCode] ?? 'user'],
  };
}

export function authInfo(role: number): AuthInfo {
  return { roles: [ROLE_NAMES[role as RoleCode] ?? 'user'], permissions: [...(ROLE_PERMISSIONS[role as RoleCode] ?? [])] };
}

export interface LoginClient {
  ip: string;
  userAgent: string;
}

/**
 * Checks the slide requirement, the password and the account state, counting failures.
 * Admin login additionally refuses accounts without an admin role.
 */
export async function login(
  db: Db,
  policy: SessionPolicy,
  request: LoginRequest,
  client: LoginClient,
  options: { adminOnly: boolean },
): Promise<{ token: string; user: UserInfo }> {
  const username = request.username.trim();
  if (needsSlideVerification(await recentFailures(db, username, client.ip))) {
    if (!(await consumeSlideToken(db, request.slideToken))) {
      throw new AppError(400, 'Slide_verify_required', {}, { needSlideVerify: true });
    }
  }
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, request.password))) {
    await recordFailure(db, username, client.ip);
    const failures = await recentFailures(db, username, client.ip);
    throw badRequest('Login_failed', {}, needsSlideVerification(failures) ? { needSlideVerify: true } : null);
  }
  if (user.status !== 0) throw forbidden('Account_banned');
  if (options.adminOnly && !isAdminRole(user.roleId)) throw forbidden('Admin_login_required');
  await clearFailures(db, username, client.ip);
  const { token } = await createSession(db, policy, user.uid, client);
  return { token, user: toUserInfo(user) };
}

export const logout = (db: Db, sessionId: string) => revokeSession(db, sessionId);

export async function getUserInfo(db: Db, uid: string): Promise<UserInfo | null> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return user ? toUserInfo(user) : null;
}

/** Role rows match the shared constants; run on every start so new roles appear. */
export async function syncRoles(db: Db): Promise<void> {
  for (const [id, name] of Object.entries(ROLE_NAMES)) {
    await db
      .insert(roles)
      .values({ id: Number(id), name })
      .onConflictDoUpdate({ target: roles.id, set: { name } });
  }
}

/**
 * Creates root (role 1000) on first start. Returns the password when it was generated,
 * so the caller can print it once; never a fixed default.
 */
export async function ensureRootAccount(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.username, 'root'));
  if (count > 0) return { created: false };
  const password = adminPassword ?? randomPassword();
  await db
    .insert(users)
    .values({ username: 'root', passwordHash: await hashPassword(password), roleId: Role.Root, nickname: 'root' })
    .onConflictDoNothing();
  return { created: true, generatedPassword: adminPassword ? undefined : password };
}
