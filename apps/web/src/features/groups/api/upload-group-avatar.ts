// Groups API: POST /api/file/upload-group-avatar (multipart: gid, then image) — answers the group with its new
// avatar; every group answer (cards, header) is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { apiRequest } from '@/lib/api-client';

export const uploadGroupAvatar = async (gid: number, image: File): Promise<Group> => {
  const form = new FormData();
  form.append('gid', String(gid));
  form.append('image', image);
  return (await apiRequest<Group>('/file/upload-group-avatar', { method: 'POST', body: form })).data;
};

export const useUploadGroupAvatar = (gid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => uploadGroupAvatar(gid, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
};
