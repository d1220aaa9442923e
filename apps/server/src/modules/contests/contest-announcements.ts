// A contest's announcements (spec 001 §2, §7; reference §5.8): read by those who may read the contest, written
// in the back office by its admins (root and its creator). The rows live in the announcements module.
import type { ContestAnnouncementForm, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import {
  contestOfAnnouncement,
  createContestAnnouncement,
  deleteContestAnnouncement,
  listContestAnnouncements,
  unreadContestAnnouncements,
  updateContestAnnouncement,
} from '../announcements/index.ts';
import { openContest, type Caller } from './access.ts';
import { editableContest, type Manager } from './admin-access.ts';

export async function contestAnnouncementPage(db: Db, cid: number, pagination: Pagination, viewer: Caller) {
  await openContest(db, cid, viewer);
  return listContestAnnouncements(db, cid, pagination);
}

export async function unreadAnnouncements(db: Db, cid: number, readIds: readonly number[], viewer: Caller) {
  await openContest(db, cid, viewer);
  return unreadContestAnnouncements(db, cid, readIds);
}

export async function adminContestAnnouncementPage(db: Db, user: Manager, cid: number, pagination: Pagination) {
  await editableContest(db, user, cid);
  return listContestAnnouncements(db, cid, pagination);
}

export async function addContestAnnouncement(db: Db, user: Manager, cid: number, form: ContestAnnouncementForm): Promise<number> {
  await editableContest(db, user, cid);
  return createContestAnnouncement(db, cid, user.uid, form);
}

export async function editContestAnnouncement(db: Db, user: Manager, cid: number, aid: number, form: ContestAnnouncementForm) {
  await editableContest(db, user, cid);
  if (!(await updateContestAnnouncement(db, cid, aid, form))) throw notFound('Contest_announcement_not_found');
}

export async function removeContestAnnouncement(db: Db, user: Manager, aid: number): Promise<void> {
  const cid = await contestOfAnnouncement(db, aid);
  if (cid === undefined) throw notFound('Contest_announcement_not_found');
  await editableContest(db, user, cid);
  await deleteContestAnnouncement(db, cid, aid);
}
