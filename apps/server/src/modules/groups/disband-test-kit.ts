// Test kit for disbanding a group, which needs the identity code mailed to the caller's own address: a test
// mailbox the app sends to, a code issued through the real call and read from that mailbox, and the DELETE call.
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/helper.ts';
import { emailCodes, users } from '../accounts/tables.ts';
import { lastCode, startMailbox, useMailbox, type Mailbox } from '../accounts/test-mailbox.ts';
import { call } from './test-kit.ts';

/** A mailbox the app sends its mail to (close it after the tests). */
export async function groupMailbox(t: TestApp): Promise<Mailbox> {
  const mailbox = await startMailbox();
  await useMailbox(t, mailbox, await t.login());
  return mailbox;
}

/** The user's address, given one (username@verdict.test) when the account has none. */
export async function addressOf(t: TestApp, uid: string): Promise<string> {
  const [user] = await t.db.select({ username: users.username, email: users.email }).from(users).where(eq(users.uid, uid));
  if (user.email) return user.email;
  const email = `${user.username}@verdict.test`.toLowerCase();
  await t.db.update(users).set({ email }).where(eq(users.uid, uid));
  return email;
}

/** Lets earlier codes age past the resend wait and the IP burst window, so that tests may ask again at once. */
const ageCodes = (t: TestApp) => t.db.update(emailCodes).set({ createdAt: sql`${emailCodes.createdAt} - interval '1 hour'` });

export interface Caller {
  token: string;
  uid: string;
}

/** The site root as a caller. */
export async function rootCaller(t: TestApp): Promise<Caller> {
  const [root] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.username, 'root'));
  return { token: await t.login(), uid: root.uid };
}

/** Asks for an identity code as the caller and reads it from the mailbox. */
export async function verifyCode(t: TestApp, mailbox: Mailbox, { token, uid }: Caller): Promise<{ email: string; code: string }> {
  const email = await addressOf(t, uid);
  await ageCodes(t);
  const res = await call(t, 'GET', `/api/group/get-verify-email-code?email=${encodeURIComponent(email)}`, token);
  if (res.code !== 200) throw new Error(`get-verify-email-code failed: ${JSON.stringify(res.body)}`);
  return { email, code: lastCode(mailbox, email) };
}

/** Disbands the group as the caller with a fresh code; answers the call's result. */
export async function disband(t: TestApp, mailbox: Mailbox, caller: Caller, gid: number) {
  const verifyForm = await verifyCode(t, mailbox, caller);
  return call(t, 'DELETE', `/api/group?gid=${gid}`, caller.token, { verifyForm });
}
