// Discussions API: GET /api/get-discussion-list — 10 a page, pinned first, with the keyword, category (cid),
// problem (pid, a display id) and only-mine filters. With a gid, a group's: GET /api/group/get-discussion-list, or
// its admins' list with the banned posts too (GET /api/group/get-admin-discussion-list).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Discussion, PageResult } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { scopedApiPath } from '../lib/scope';

export interface DiscussionListParams {
  currentPage: number;
  limit: number;
  keyword?: string;
  cid?: number;
  pid?: string;
  onlyMine?: boolean;
  gid?: number;
  /** The group admins' list (banned posts too); only with a gid. */
  admin?: boolean;
}

export const getDiscussionList = ({ admin, ...params }: DiscussionListParams): Promise<PageResult<Discussion>> =>
  api.get<PageResult<Discussion>>(
    scopedApiPath(params.gid ?? null, admin ? 'get-admin-discussion-list' : 'get-discussion-list'),
    { ...params },
    { silent: true },
  );

export const useDiscussionList = (params: DiscussionListParams, uid: string | null) =>
  useQuery({
    queryKey: discussionKeys.list(params, uid),
    queryFn: () => getDiscussionList(params),
    placeholderData: keepPreviousData,
  });
