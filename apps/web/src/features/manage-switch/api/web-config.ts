// System config API: GET /api/admin/config/get-web-config and PUT set-web-config — the site's name, address, texts
// and registration (super admin). A save refreshes the public website config, which the header and footer read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebConfig, WebConfigRequest } from '@verdict/shared';
import { manageConfigKeys, siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getWebConfig = (): Promise<WebConfig> => api.get<WebConfig>('/admin/config/get-web-config', undefined, { silent: true });

export const useWebConfig = () => useQuery({ queryKey: manageConfigKeys.webConfig, queryFn: getWebConfig, staleTime: 0 });

export const setWebConfig = (body: WebConfigRequest): Promise<WebConfig> => api.put<WebConfig>('/admin/config/set-web-config', body);

export const useSetWebConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWebConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(manageConfigKeys.webConfig, saved);
      return queryClient.invalidateQueries({ queryKey: siteKeys.websiteConfig });
    },
  });
};
