// Groups API: POST /api/group {group} creates a group (the caller becomes its root); PUT /api/group {gid, group}
// updates one. Both refresh every group answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupForm } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const createGroup = (group: GroupForm): Promise<Group | null> => api.post<Group | null>('/group', { group });
export const updateGroup = (gid: number, group: GroupForm): Promise<Group | null> => api.put<Group | null>('/group', { gid, group });

const useGroupMutation = <V>(mutationFn: (variables: V) => Promise<Group | null>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }) });
};

export const useCreateGroup = () => useGroupMutation(createGroup);
export const useUpdateGroup = (gid: number) => useGroupMutation((group: GroupForm) => updateGroup(gid, group));
