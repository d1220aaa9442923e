// Discussions API: GET /api/get-discussion-list — 10 a page, pinned first, with the keyword, category (cid),
// problem (pid, a display id) and only-mine filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Discussion, PageResult } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface DiscussionListParams {
  currentPage: number;
  limit: number;
  keyword?: string;
  cid?: number;
  pid?: string;
  onlyMine?: boolean;
}

export const getDiscussionList = (params: DiscussionListParams): Promise<PageResult<Discussion>> =>
  api.get<PageResult<Discussion>>('/get-discussion-list', { ...params }, { silent: true });

export const useDiscussionList = (params: DiscussionListParams, uid: string | null) =>
  useQuery({
    queryKey: discussionKeys.list(params, uid),
    queryFn: () => getDiscussionList(params),
    placeholderData: keepPreviousData,
  });
