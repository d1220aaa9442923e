// Group announcements under the group rules (spec 002 §6, reference §8): the members read the visible ones; the
// group's admins (level 4–5, the site root) read all and create them; editing and deleting one takes its author,
// the group's root or the site root. The rows themselves belong to the announcements module.
import type { GroupAnnouncement, GroupAnnouncementForm, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import {
  createGroupAnnouncement,
  deleteGroupAnnouncement,
  groupAnnouncementOwner,
  listGroupAnnouncements,
  updateGroupAnnouncement,
} from '../announcements/index.ts';
import { openGroup, type Member } from './access.ts';
import { assertGroupAdmin, mayEditGroupItem } from './problem-access.ts';

type ListQuery = Pagination & { gid: number };

export async function memberAnnouncementPage(db: Db, caller: Member, query: ListQuery): Promise<PageResult<GroupAnnouncement>> {
  await openGroup(db, query.gid, caller);
  return listGroupAnnouncements(db, query.gid, query, true);
}

export async function adminAnnouncementPage(db: Db, caller: Member, query: ListQuery): Promise<PageResult<GroupAnnouncement>> {
  await assertGroupAdmin(db, query.gid, caller);
  return listGroupAnnouncements(db, query.gid, query, false);
}

export async function addAnnouncement(db: Db, caller: Member, gid: number, form: GroupAnnouncementForm): Promise<number> {
  await assertGroupAdmin(db, gid, caller);
  return createGroupAnnouncement(db, gid, caller.uid, form);
}

/** 404 for an unknown or non-group announcement; 403 unless the caller may edit it. */
async function assertEditable(db: Db, caller: Member, aid: number): Promise<void> {
  const owner = await groupAnnouncementOwner(db, aid);
  if (!owner) throw notFound('Group_announcement_not_found');
  await assertGroupAdmin(db, owner.gid, caller);
  if (!(await mayEditGroupItem(db, owner.gid, caller, owner.uid))) throw forbidden('Group_announcement_edit_forbidden');
}

export async function editAnnouncement(db: Db, caller: Member, aid: number, form: GroupAnnouncementForm): Promise<void> {
  await assertEditable(db, caller, aid);
  await updateGroupAnnouncement(db, aid, form);
}

export async function removeAnnouncement(db: Db, caller: Member, aid: number): Promise<void> {
  await assertEditable(db, caller, aid);
  await deleteGroupAnnouncement(db, aid);
}
