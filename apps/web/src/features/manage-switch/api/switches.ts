// Switch API: GET /api/admin/switch/info and PUT /api/admin/switch/update (super admin). The discussion switches
// are also in the public website config (navigation, tabs, route guards), so a save refreshes it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSwitches, SwitchConfigRequest } from '@verdict/shared';
import { manageConfigKeys, siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getSwitches = (): Promise<SiteSwitches> => api.get<SiteSwitches>('/admin/switch/info', undefined, { silent: true });

export const useSwitches = () => useQuery({ queryKey: manageConfigKeys.switches, queryFn: getSwitches, staleTime: 0 });

export const updateSwitches = (body: SwitchConfigRequest): Promise<SiteSwitches> => api.put<SiteSwitches>('/admin/switch/update', body);

export const useUpdateSwitches = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSwitches,
    onSuccess: (saved) => {
      queryClient.setQueryData(manageConfigKeys.switches, saved);
      return queryClient.invalidateQueries({ queryKey: siteKeys.websiteConfig });
    },
  });
};
