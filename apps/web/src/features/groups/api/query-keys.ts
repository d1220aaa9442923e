// Query keys of the group calls; answers that depend on who asks (hidden groups, levels, statuses) include the caller.
import type { GroupListParams } from './get-group-list';
import type { GroupPagedParams } from './paged-params';

export const groupKeys = {
  all: ['group'] as const,
  list: (params: GroupListParams, uid: string | null) => ['group', 'list', params, uid] as const,
  /** Everything about one group: detail, the caller's rights, members, problems. */
  group: (gid: number) => ['group', 'gid', gid] as const,
  detail: (gid: number, uid: string | null) => ['group', 'gid', gid, 'detail', uid] as const,
  access: (gid: number, uid: string | null) => ['group', 'gid', gid, 'access', uid] as const,
  auth: (gid: number, uid: string | null) => ['group', 'gid', gid, 'auth', uid] as const,
  members: (params: GroupPagedParams) => ['group', 'gid', params.gid, 'members', params] as const,
  applies: (params: GroupPagedParams) => ['group', 'gid', params.gid, 'applies', params] as const,
  problems: (params: GroupPagedParams, uid: string | null) => ['group', 'gid', params.gid, 'problems', params, uid] as const,
  fullScreen: (gid: number, uid: string | null) => ['group', 'gid', gid, 'full-screen', uid] as const,
};
