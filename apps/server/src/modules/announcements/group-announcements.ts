// A group's announcements (spec 002 §2.1, §6; reference §8): announcement rows with the group's id, newest first;
// the members read the visible ones (status 0), the group admins all. The groups module decides who may call.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { GroupAnnouncement, GroupAnnouncementForm, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { userField } from '../accounts/index.ts';
import { announcements } from './tables.ts';

const columns = {
  id: announcements.id,
  gid: announcements.gid,
  title: announcements.title,
  content: announcements.content,
  status: announcements.status,
  uid: announcements.uid,
  username: userField(announcements.uid, 'username'),
  gmtCreate: announcements.gmtCreate,
  gmtModified: announcements.gmtModified,
};

const ofGroup = (gid: number, visibleOnly: boolean): SQL =>
  and(eq(announcements.gid, gid), visibleOnly ? eq(announcements.status, 0) : undefined)!;

export async function listGroupAnnouncements(
  db: Db,
  gid: number,
  pagination: Pagination,
  visibleOnly: boolean,
): Promise<PageResult<GroupAnnouncement>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .where(ofGroup(gid, visibleOnly))
      .orderBy(desc(announcements.gmtCreate), desc(announcements.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(announcements).where(ofGroup(gid, visibleOnly)),
  ]);
  return page(
    rows.map((row) => ({ ...row, gid, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() })),
    total,
  );
}

/** The group and author of a group announcement; undefined for unknown ids and non-group announcements. */
export async function groupAnnouncementOwner(db: Db, aid: number): Promise<{ gid: number; uid: string | null } | undefined> {
  const [row] = await db.select({ gid: announcements.gid, uid: announcements.uid }).from(announcements).where(eq(announcements.id, aid));
  return row && row.gid !== null ? { gid: row.gid, uid: row.uid } : undefined;
}

export async function createGroupAnnouncement(db: Db, gid: number, uid: string, form: GroupAnnouncementForm): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ ...form, gid, uid })
    .returning({ id: announcements.id });
  return row.id;
}

export async function updateGroupAnnouncement(db: Db, aid: number, form: GroupAnnouncementForm): Promise<void> {
  await db
    .update(announcements)
    .set({ ...form, gmtModified: new Date() })
    .where(eq(announcements.id, aid));
}

export async function deleteGroupAnnouncement(db: Db, aid: number): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, aid));
}
