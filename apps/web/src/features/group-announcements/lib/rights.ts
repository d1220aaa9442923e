// Who edits and deletes a group announcement (spec 002 §6): its author, the group's root (level 5) or the site
// root; other group admins only read it.
import type { GroupAnnouncement } from '@verdict/shared';

export const mayEditAnnouncement = (row: GroupAnnouncement, uid: string | null, groupRoot: boolean): boolean =>
  groupRoot || (uid !== null && row.uid === uid);
