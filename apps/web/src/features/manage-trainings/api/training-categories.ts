// Training category admin API (root and problem admins): POST and PUT /api/admin/training/category, DELETE ?id=.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingCategory } from '@verdict/shared';
import { trainingKeys, manageTrainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export type CategoryValues = Omit<TrainingCategory, 'id'>;

export const addCategory = (values: CategoryValues): Promise<unknown> => api.post<unknown>('/admin/training/category', values);
export const updateCategory = (category: TrainingCategory): Promise<unknown> => api.put<unknown>('/admin/training/category', category);
export const deleteCategory = (id: number): Promise<unknown> => api.delete<unknown>('/admin/training/category', { id });

const useCategoryMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Lists show the category's name and colour.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        queryClient.invalidateQueries({ queryKey: manageTrainingKeys.all }),
      ]),
  });
};

export const useAddCategory = () => useCategoryMutation(addCategory);
export const useUpdateCategory = () => useCategoryMutation(updateCategory);
export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
