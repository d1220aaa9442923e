// System config API: PUT /api/admin/config/set-email-config — saves the SMTP settings and answers them as stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfig, EmailConfigRequest } from '@verdict/shared';
import { manageConfigKeys, siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const setEmailConfig = (body: EmailConfigRequest): Promise<EmailConfig> =>
  api.put<EmailConfig>('/admin/config/set-email-config', body);

/** The site's forms also show whether mail is on (website config `emailEnabled`), so that is refreshed too. */
export const useSetEmailConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(manageConfigKeys.emailConfig, saved);
      return queryClient.invalidateQueries({ queryKey: siteKeys.websiteConfig });
    },
  });
};
