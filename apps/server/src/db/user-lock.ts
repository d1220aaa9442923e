// Per-user transaction locks, so a check-then-write rule (submit interval, download quota) holds when one
// user sends two requests at once.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** One lock space per rule, so the rules never wait on each other. */
export const UserLock = {
  Submit: 7_726_421,
  CaseDownload: 7_726_422,
  OnlineTest: 7_726_423,
  GroupCreate: 7_726_431,
  DiscussionPost: 7_726_441,
  DiscussionReport: 7_726_442,
} as const;

/** Held until the transaction ends. */
export async function lockUser(tx: Tx, space: (typeof UserLock)[keyof typeof UserLock], uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${uid}))`);
}
