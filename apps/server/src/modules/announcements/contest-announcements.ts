// A contest's announcements (spec 001 §3 "Contest announcement"; reference §5.8): announcement rows with the
// contest's id, newest first; the unread ones are those whose ids the client has not sent back. The contests
// module checks who may read and write them.
import { and, count, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import type { ContestAnnouncement, ContestAnnouncementForm, PageResult, Pagination, UnreadContestAnnouncement } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { userField } from '../accounts/index.ts';
import { announcements } from './tables.ts';

const columns = {
  id: announcements.id,
  cid: announcements.cid,
  title: announcements.title,
  content: announcements.content,
  username: userField(announcements.uid, 'username'),
  gmtCreate: announcements.gmtCreate,
  gmtModified: announcements.gmtModified,
};

const ofContest = (cid: number): SQL => and(eq(announcements.cid, cid), eq(announcements.status, 0))!;
const newestFirst = [desc(announcements.gmtCreate), desc(announcements.id)];

export async function listContestAnnouncements(db: Db, cid: number, pagination: Pagination): Promise<PageResult<ContestAnnouncement>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .where(ofContest(cid))
      .orderBy(...newestFirst)
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(announcements).where(ofContest(cid)),
  ]);
  return page(
    rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() })),
    total,
  );
}

/** The contest's announcements whose ids are not in `readIds`, newest first. */
export async function unreadContestAnnouncements(db: Db, cid: number, readIds: readonly number[]): Promise<UnreadContestAnnouncement[]> {
  const rows = await db
    .select({ id: announcements.id, title: announcements.title, gmtCreate: announcements.gmtCreate })
    .from(announcements)
    .where(and(ofContest(cid), readIds.length ? notInArray(announcements.id, [...readIds]) : undefined))
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString() }));
}

/** The contest an announcement belongs to; undefined for unknown ids and non-contest announcements. */
export async function contestOfAnnouncement(db: Db, aid: number): Promise<number | undefined> {
  const [row] = await db.select({ cid: announcements.cid }).from(announcements).where(eq(announcements.id, aid));
  return row && row.cid > 0 ? row.cid : undefined;
}

export async function createContestAnnouncement(db: Db, cid: number, uid: string, form: ContestAnnouncementForm): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ ...form, cid, uid })
    .returning({ id: announcements.id });
  return row.id;
}

/** False when the contest has no such announcement. */
export async function updateContestAnnouncement(db: Db, cid: number, aid: number, form: ContestAnnouncementForm): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ ...form, gmtModified: new Date() })
    .where(and(eq(announcements.id, aid), eq(announcements.cid, cid)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function deleteContestAnnouncement(db: Db, cid: number, aid: number): Promise<void> {
  await db.delete(announcements).where(and(eq(announcements.id, aid), eq(announcements.cid, cid)));
}

/** A deleted contest's announcements, in its transaction. */
export async function deleteAllContestAnnouncements(tx: Tx, cid: number): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.cid, cid));
}
