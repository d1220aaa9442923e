// Who may change a post (spec 002 §6): only its author edits it; the author or any admin role deletes it; admin
// roles pin; root edits the category list.
import type { UserInfo } from '@verdict/shared';
import { isAdminUser } from '@/lib/session';

export interface PostRights {
  edit: boolean;
  remove: boolean;
}

export const postRights = (user: UserInfo | null, authorUid: string): PostRights => {
  const own = user !== null && user.uid === authorUid;
  return { edit: own, remove: own || isAdminUser(user) };
};
