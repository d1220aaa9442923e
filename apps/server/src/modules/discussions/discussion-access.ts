// Who may do what with a discussion (reference §9, spec 002 §2.8, §7): the public and group switches close their
// areas; a group's posts are for its members; banned posts open only to their moderators; the author edits,
// the site root and group admins too; moderators (admin roles, group admins for group posts) pin and delete.
import { eq } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, type AuthorRole } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { openGroup } from '../groups/index.ts';
import { isGroupAdmin, type GroupCaller } from '../membership/index.ts';
import { getWebsiteConfig } from '../site/index.ts';
import { discussions } from './tables.ts';

export type Viewer = GroupCaller;
export type Poster = NonNullable<GroupCaller>;
export type DiscussionRow = typeof discussions.$inferSelect;

export const NORMAL = 0;
export const BANNED = 1;

/** 403 with the spec's "No Access" text when the site's switch for that area is off. */
export async function assertAreaOpen(db: Db, gid: number | null): Promise<void> {
  const config = await getWebsiteConfig(db);
  if (gid === null && !config.openPublicDiscussion) throw forbidden('Discussion_public_closed');
  if (gid !== null && !config.openGroupDiscussion) throw forbidden('Discussion_group_closed');
}

/** The area is open and, for a group, the caller is one of its members (401 visitors, 404 unknown group). */
export async function openArea(db: Db, gid: number | null, viewer: Viewer): Promise<void> {
  await assertAreaOpen(db, gid);
  if (gid !== null) await openGroup(db, gid, viewer);
}

export async function findDiscussion(db: Db | Tx, did: number): Promise<DiscussionRow> {
  const [row] = await db.select().from(discussions).where(eq(discussions.id, did));
  if (!row) throw notFound('Discussion_not_found');
  return row;
}

/** Moderates the area: the admin roles everywhere, a group's admins (level 4–5) in its own. */
export async function moderates(db: Db | Tx, gid: number | null, viewer: Viewer): Promise<boolean> {
  if (viewer === null) return false;
  if (isAdminRole(viewer.role)) return true;
  return gid !== null && isGroupAdmin(db, gid, viewer);
}

/** The post if the viewer may read it: its area open to them, and not banned unless they moderate it. */
export async function readableDiscussion(db: Db, did: number, viewer: Viewer): Promise<DiscussionRow> {
  const row = await findDiscussion(db, did);
  await openArea(db, row.gid, viewer);
  if (row.status !== NORMAL && !(await moderates(db, row.gid, viewer))) throw forbidden('Discussion_banned');
  return row;
}

/** Edit (reference §9): the author, the site root, a group admin for a group post. */
export async function assertEditable(db: Db, row: DiscussionRow, editor: Poster): Promise<void> {
  if (row.uid === editor.uid || isSuperAdmin(editor.role)) return;
  if (row.gid !== null && (await isGroupAdmin(db, row.gid, editor))) return;
  throw forbidden('Discussion_edit_denied');
}

/** Delete: the author or a moderator. */
export async function assertDeletable(db: Db, row: DiscussionRow, caller: Poster): Promise<void> {
  if (row.uid === caller.uid || (await moderates(db, row.gid, caller))) return;
  throw forbidden('Discussion_delete_denied');
}

/** The author badge recorded with a post. */
export const authorRole = (role: number): AuthorRole => (isSuperAdmin(role) ? 'root' : isAdminRole(role) ? 'admin' : 'user');

/** The post's page, for message links. */
export const discussionUrl = (row: { id: number; gid: number | null }) =>
  row.gid === null ? `/discussion-detail/${row.id}` : `/group/${row.gid}/discussion-detail/${row.id}`;
