// Discussions API: POST /api/discussion (create), PUT /api/discussion (edit, with id) and DELETE
// /api/discussion?did. Each refreshes the lists; an edit also replaces the open detail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion, DiscussionSaveRequest } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const saveDiscussion = (post: DiscussionSaveRequest): Promise<Discussion | null> =>
  post.id ? api.put<Discussion | null>('/discussion', post) : api.post<Discussion | null>('/discussion', post);

export const useSaveDiscussion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
};

export const useDeleteDiscussion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (did: number) => api.delete<null>('/discussion', { did }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...discussionKeys.all, 'list'] }),
  });
};
