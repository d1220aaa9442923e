// Discussions API: GET /api/get-discussion-detail?did — one post; every read counts a view, so the answer is read
// once per visit (never refetched in the background) and likes change the cached copy instead.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Discussion } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getDiscussionDetail = (did: number): Promise<Discussion> =>
  api.get<Discussion>('/get-discussion-detail', { did }, { silent: true });

export const useDiscussionDetail = (did: number, uid: string | null) =>
  useQuery({
    queryKey: discussionKeys.detail(did, uid),
    queryFn: () => getDiscussionDetail(did),
    staleTime: Infinity,
    gcTime: 0,
  });

/** Changes the cached post of the detail page in place (a like, a count). */
export const usePatchDiscussion = () => {
  const queryClient = useQueryClient();
  return (did: number, uid: string | null, patch: (post: Discussion) => Partial<Discussion>) =>
    queryClient.setQueryData<Discussion>(discussionKeys.detail(did, uid), (post) => (post ? { ...post, ...patch(post) } : post));
};
