// Roles: the numeric codes of spec 000 §6, their names and what each may do.
export const Role = {
  Root: 1000,
  Admin: 1001,
  User: 1002,
  NoSubmit: 1003,
  NoDiscuss: 1004,
  Muted: 1005,
  NoSubmitNoDiscuss: 1006,
  NoSubmitMuted: 1007,
  ProblemAdmin: 1008,
} as const;
export type RoleCode = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<RoleCode, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'user',
  1003: 'no_submit_user',
  1004: 'no_discuss_user',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss_user',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
};

export const ROLE_CODES = Object.keys(ROLE_NAMES).map(Number) as RoleCode[];

export const Permission = {
  Submit: 'submit',
  DiscussionAdd: 'discussion_add',
  DiscussionEdit: 'discussion_edit',
  DiscussionDel: 'discussion_del',
  CommentAdd: 'comment_add',
  ReplyAdd: 'reply_add',
  GroupAdd: 'group_add',
  GroupDel: 'group_del',
  ProblemAdmin: 'problem_admin',
  ContestAdmin: 'contest_admin',
  Rejudge: 'rejudge',
  AnnouncementAdmin: 'announcement_admin',
  UserAdmin: 'user_admin',
  SystemInfoAdmin: 'system_info_admin',
} as const;
export type PermissionName = (typeof Permission)[keyof typeof Permission];

const P = Permission;
const USER_BASE: PermissionName[] = [
  P.Submit,
  P.DiscussionAdd,
  P.DiscussionEdit,
  P.DiscussionDel,
  P.CommentAdd,
  P.ReplyAdd,
  P.GroupAdd,
  P.GroupDel,
];
const ADMIN_BASE: PermissionName[] = [...USER_BASE, P.ProblemAdmin, P.ContestAdmin];

export const ROLE_PERMISSIONS: Record<RoleCode, PermissionName[]> = {
  1000: Object.values(Permission),
  1001: ADMIN_BASE,
  1008: ADMIN_BASE,
  1002: USER_BASE,
  1003: [P.DiscussionAdd, P.DiscussionEdit, P.DiscussionDel, P.CommentAdd, P.ReplyAdd],
  1004: [P.Submit, P.DiscussionEdit, P.DiscussionDel, P.CommentAdd, P.ReplyAdd],
  1005: [P.Submit, P.DiscussionEdit, P.DiscussionDel],
  1006: [P.DiscussionEdit, P.DiscussionDel, P.CommentAdd, P.ReplyAdd],
  1007: [P.DiscussionEdit, P.DiscussionDel],
};

/** 'Admin role' in the spec: admin, problem admin or super admin. */
export const ADMIN_ROLES: readonly RoleCode[] = [Role.Root, Role.Admin, Role.ProblemAdmin];

export const isAdminRole = (role: number): boolean => (ADMIN_ROLES as readonly number[]).includes(role);
export const isSuperAdmin = (role: number): boolean => role === Role.Root;
export const hasPermission = (role: number, permission: PermissionName): boolean =>
  ROLE_PERMISSIONS[role as RoleCode]?.includes(permission) ?? false;
