// Comments API (spec 002 §7): GET /api/comments?did|cid&currentPage&limit (10 a page, each with its first replies,
// reply count, likes and whether the caller likes it), POST /api/comment {did|cid, content}, DELETE
// /api/comment?id, and GET /api/comment-like?cid=<comment id>&toLike&sourceId&sourceType.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISCUSSION_LIMITS, type Comment, type CommentPage } from '@verdict/shared';
import { commentKeys, discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/** Where the comments live: a discussion (did) or a contest's clarifications (cid). */
export interface CommentScope {
  did?: number;
  cid?: number;
}

export const getComments = (scope: CommentScope, currentPage: number): Promise<CommentPage> =>
  api.get<CommentPage>('/comments', { ...scope, currentPage, limit: DISCUSSION_LIMITS.commentPageSize }, { silent: true });

export const useComments = (scope: CommentScope, currentPage: number, uid: string | null) =>
  useQuery({
    queryKey: commentKeys.list({ ...scope, currentPage }, uid),
    queryFn: () => getComments(scope, currentPage),
    placeholderData: keepPreviousData,
  });

/** Every comment list and reply list is read again after a change, and the discussion lists (their comment counts). */
export const useRefreshingMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...discussionKeys.all, 'list'] }),
      ]),
  });
};

export const useAddComment = (scope: CommentScope) =>
  useRefreshingMutation((content: string) => api.post<Comment | null>('/comment', { ...scope, content }));

export const useDeleteComment = () => useRefreshingMutation((id: number) => api.delete<null>('/comment', { id }));

/** Likes change the cached comment in place: hasLike flips and likeNum moves by one. */
export const useLikeComment = (scope: CommentScope) => {
  const queryClient = useQueryClient();
  const source = scope.did ? { sourceId: scope.did, sourceType: 'Discussion' } : { sourceId: scope.cid, sourceType: 'Contest' };
  return useMutation({
    mutationFn: ({ id, toLike }: { id: number; toLike: boolean }) => api.get<unknown>('/comment-like', { cid: id, toLike, ...source }),
    onSuccess: (_, { id, toLike }) =>
      queryClient.setQueriesData<CommentPage>({ queryKey: [...commentKeys.all, 'list'] }, (page) =>
        page
          ? {
              ...page,
              records: page.records.map((c) =>
                c.id === id ? { ...c, hasLike: toLike, likeNum: Math.max(0, c.likeNum + (toLike ? 1 : -1)) } : c,
              ),
            }
          : page,
      ),
  });
};
