// System config API: GET /api/admin/config/get-email-config — the SMTP settings without the password (super admin).
import { useQuery } from '@tanstack/react-query';
import type { EmailConfig } from '@verdict/shared';
import { manageConfigKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getEmailConfig = (): Promise<EmailConfig> =>
  api.get<EmailConfig>('/admin/config/get-email-config', undefined, { silent: true });

export const useEmailConfig = () => useQuery({ queryKey: manageConfigKeys.emailConfig, queryFn: getEmailConfig, staleTime: 0 });
