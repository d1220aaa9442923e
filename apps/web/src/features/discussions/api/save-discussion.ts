// Discussions API: POST /api/discussion (create), PUT /api/discussion (edit, with id) and DELETE
// /api/discussion?did — inside a group the /api/group/discussion paths (the body carries the gid). Each refreshes
// the lists; an edit also replaces the open detail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion, DiscussionSaveRequest } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { scopedApiPath, useDiscussionScope } from '../lib/scope';

/** `gid` picks the group paths; the body carries it too. */
export const saveDiscussion = (post: DiscussionSaveRequest, gid: number | null = null): Promise<Discussion | null> => {
  const path = scopedApiPath(gid, 'discussion');
  return post.id ? api.put<Discussion | null>(path, post) : api.post<Discussion | null>(path, post);
};

export const useSaveDiscussion = () => {
  const queryClient = useQueryClient();
  const { gid } = useDiscussionScope();
  return useMutation({
    mutationFn: (post: DiscussionSaveRequest) => saveDiscussion({ ...post, gid: gid ?? undefined }, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
};

export const useDeleteDiscussion = () => {
  const queryClient = useQueryClient();
  const { gid } = useDiscussionScope();
  return useMutation({
    mutationFn: (did: number) => api.delete<null>(scopedApiPath(gid, 'discussion'), { did }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...discussionKeys.all, 'list'] }),
  });
};
