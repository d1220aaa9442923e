// Group answers (spec 002 §3 "Group", "Group member", "Group problem"; docs/api-groups.md).
import type { GroupAuthCode, GroupLevelCode } from '../schemas/groups.ts';
import type { ProblemListItem } from './problems.ts';

/** A card of get-group-list and the body of get-group-detail. */
export interface Group {
  id: number;
  name: string;
  shortName: string;
  brief: string;
  /** Markdown; sanitised when shown. */
  description: string;
  /** The owner's username and uid. */
  owner: string;
  uid: string;
  auth: GroupAuthCode;
  /** The invitation code of a private group: only to its root (level 5) and the site root; null otherwise. */
  code: string | null;
  visible: boolean;
  avatar: string | null;
  /** Members of level 3 to 5. */
  memberCount: number;
  gmtCreate: string;
}

/** get-group-access: the caller is a member (level 3–5) or the site root. */
export interface GroupAccess {
  access: boolean;
  /** The caller may administer the group's problems, trainings and members (level 4–5 or the site root). */
  isGroupAdmin: boolean;
  /** The caller is the group's root (level 5) or the site root. */
  isGroupRoot: boolean;
}

/** get-group-auth: the caller's level in the group; null when none (visitors, strangers). */
export interface GroupAuthAnswer {
  auth: GroupLevelCode | null;
}

/** A row of get-group-member-list and get-group-apply-list. */
export interface GroupMember {
  uid: string;
  username: string;
  /** Only to group admins. */
  realname: string | null;
  avatar: string | null;
  auth: GroupLevelCode;
  reason: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A row of get-group-problem-list: the group's public problems, like a problem list row. */
export type GroupProblem = Omit<ProblemListItem, 'gmtModified'>;

/** A row of the group's admin problem list (GET /api/group/get-admin-problem-list). */
export interface GroupAdminProblem {
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
  uid: string | null;
  auth: number;
  gid: number | null;
  /** Applying to be public: null none, 1 applying, 3 refused (a public one has left the group). */
  applyPublicProgress: number | null;
  gmtModified: string;
}
