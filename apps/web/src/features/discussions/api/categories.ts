// Discussions API: GET /api/discussion-category (the categories) and POST /api/discussion-category (root: the whole
// list, rows without id are new, missing ones removed; answers the saved list).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionCategory } from '@verdict/shared';
import { discussionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface CategoryInput {
  id?: number;
  name: string;
}

export const getCategories = (): Promise<DiscussionCategory[]> =>
  api.get<DiscussionCategory[]>('/discussion-category', undefined, { silent: true });

export const useCategories = () => useQuery({ queryKey: discussionKeys.categories, queryFn: getCategories, staleTime: 5 * 60_000 });

export const useSaveCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: CategoryInput[]) => api.post<DiscussionCategory[]>('/discussion-category', list),
    onSuccess: (saved) => {
      queryClient.setQueryData(discussionKeys.categories, saved);
      return queryClient.invalidateQueries({ queryKey: [...discussionKeys.all, 'list'] });
    },
  });
};
