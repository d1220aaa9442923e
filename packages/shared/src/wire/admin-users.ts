// Wire types of the back office's users (super admin): the list rows, the import's and the generation's reports.
import type { RoleCode } from '../constants/roles.ts';

/** A row of GET admin/user/get-user-list. */
export interface AdminUserRecord {
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  email: string | null;
  school: string | null;
  roleId: RoleCode;
  /** The role's name (ROLE_NAMES), e.g. 'admin'. */
  role: string;
  /** 0 normal, 1 disabled (banned). */
  status: number;
  titleName: string | null;
  titleColor: string | null;
  gmtCreate: string;
}

/** A row that was not written, named by its username (the row number when it has none), with the reason translated. */
export interface UserRowFailure {
  /** 1-based position in the call's rows (import) or the generated number (generation). */
  row: number;
  username: string;
  reason: string;
}

/** POST admin/user/insert-batch-user. */
export interface ImportUsersResult {
  inserted: number;
  failures: UserRowFailure[];
}

/** POST admin/user/generate-user: the key to download the credentials with (null when none was made). */
export interface GenerateUsersResult {
  key: string | null;
  created: number;
  failures: UserRowFailure[];
  /** When the download stops working. */
  expiresAt: string | null;
}

/** DELETE admin/user/delete-user. */
export interface DeleteUsersResult {
  deleted: number;
}
