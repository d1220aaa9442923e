// Who may change a post (spec 002 §6): its author edits it; the author or any admin role deletes it; admin roles
// pin; root edits the category list. Inside a group its admins (level 4–5, the site root) also edit, pin and
// delete the group's posts (reference §9).
import type { UserInfo } from '@verdict/shared';
import { isAdminUser } from '@/lib/session';
import type { DiscussionScope } from './scope';

export interface PostRights {
  edit: boolean;
  remove: boolean;
}

/** Pins posts and deletes any post of the scope. */
export const moderates = (user: UserInfo | null, scope: DiscussionScope): boolean => isAdminUser(user) || scope.groupAdmin;

export const postRights = (user: UserInfo | null, authorUid: string, scope: DiscussionScope): PostRights => {
  const own = user !== null && user.uid === authorUid;
  return { edit: own || scope.groupAdmin, remove: own || moderates(user, scope) };
};
