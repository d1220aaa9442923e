// Tag and classification changes: each mutation refreshes the admin tables and the tag lists the site shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { problemKeys, manageProblemKeys } from '@/lib/query-keys';
import { addClassification } from '../api/add-classification';
import { addTag } from '../api/add-tag';
import { deleteClassification } from '../api/delete-classification';
import { deleteTag } from '../api/delete-tag';
import { updateClassification } from '../api/update-classification';
import { updateTag } from '../api/update-tag';

const useInvalidatingMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [manageProblemKeys.tags, manageProblemKeys.classifications, manageProblemKeys.publicTags, problemKeys.tagsAndClassifications].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useAddTag = () => useInvalidatingMutation(addTag);
export const useUpdateTag = () => useInvalidatingMutation(updateTag);
export const useDeleteTag = () => useInvalidatingMutation(deleteTag);
export const useAddClassification = () => useInvalidatingMutation(addClassification);
export const useUpdateClassification = () => useInvalidatingMutation(updateClassification);
export const useDeleteClassification = () => useInvalidatingMutation(deleteClassification);
