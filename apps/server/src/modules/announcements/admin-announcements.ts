// The site's announcements in the back office (spec 002 §2.12; reference §10): every one, hidden ones too, newest
// first; created, edited and deleted by root. Only site announcements (no group, no contest) are reached here.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AdminAnnouncement, AdminAnnouncementForm, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { userField } from '../accounts/index.ts';
import { announcements } from './tables.ts';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  status: announcements.status,
  username: userField(announcements.uid, 'username'),
  viewNum: announcements.viewNum,
  gmtCreate: announcements.gmtCreate,
  gmtModified: announcements.gmtModified,
};

const siteWide = and(isNull(announcements.gid), eq(announcements.cid, 0));
const siteAnnouncement = (aid: number) => and(eq(announcements.id, aid), siteWide);

export async function listAdminAnnouncements(db: Db, pagination: Pagination): Promise<PageResult<AdminAnnouncement>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .where(siteWide)
      .orderBy(desc(announcements.gmtCreate), desc(announcements.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(announcements).where(siteWide),
  ]);
  return page(
    rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() })),
    total,
  );
}

export async function createSiteAnnouncement(db: Db, uid: string, form: AdminAnnouncementForm): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ ...form, uid })
    .returning({ id: announcements.id });
  return row.id;
}

export async function updateSiteAnnouncement(db: Db, aid: number, form: AdminAnnouncementForm): Promise<void> {
  const rows = await db
    .update(announcements)
    .set({ ...form, gmtModified: new Date() })
    .where(siteAnnouncement(aid))
    .returning({ id: announcements.id });
  if (rows.length === 0) throw notFound('Announcement_not_found');
}

export async function deleteSiteAnnouncement(db: Db, aid: number): Promise<void> {
  const rows = await db.delete(announcements).where(siteAnnouncement(aid)).returning({ id: announcements.id });
  if (rows.length === 0) throw notFound('Announcement_not_found');
}
