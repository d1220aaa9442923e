// Announcements: the visible, non-group announcements of the home page and their detail page; a disbanded group's go with it.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Announcement, PageResult, Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { userField } from '../accounts/index.ts';
import { announcements } from './tables.ts';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  username: userField(announcements.uid, 'username'),
  viewNum: announcements.viewNum,
  topPriority: announcements.topPriority,
  gmtCreate: announcements.gmtCreate,
  gmtModified: announcements.gmtModified,
};

const visibleSiteWide = and(eq(announcements.status, 0), isNull(announcements.gid));

type Row = Omit<Announcement, 'gmtCreate' | 'gmtModified'> & { gmtCreate: Date; gmtModified: Date };
const toWire = (row: Row): Announcement => ({ ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() });

export async function listCommonAnnouncements(db: Db, pagination: Pagination): Promise<PageResult<Announcement>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .where(visibleSiteWide)
      .orderBy(desc(announcements.topPriority), desc(announcements.gmtCreate), desc(announcements.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(announcements)
      .where(visibleSiteWide),
  ]);
  return page(rows.map(toWire), total);
}

/** A visible announcement; each read counts a view. */
export async function getAnnouncementDetail(db: Db, id: number): Promise<Announcement> {
  const [bumped] = await db
    .update(announcements)
    .set({ viewNum: sql`${announcements.viewNum} + 1` })
    .where(and(eq(announcements.id, id), visibleSiteWide))
    .returning({ id: announcements.id });
  if (!bumped) throw notFound('Announcement_not_found');
  const [row] = await db.select(columns).from(announcements).where(eq(announcements.id, id));
  return toWire(row);
}

/** A disbanded group's announcements, in its transaction. */
export async function deleteGroupAnnouncements(tx: Tx, gid: number): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.gid, gid));
}
