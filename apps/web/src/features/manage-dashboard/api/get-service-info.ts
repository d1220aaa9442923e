// Server figures API (super admin): GET /api/admin/config/get-service-info — this server's CPU, load, memory and
// versions; GET /api/admin/config/get-judge-service-info — the judge servers and the queue depth. Refreshed every 10 s.
import { useQuery } from '@tanstack/react-query';
import { TIMING, type JudgeServiceInfo, type ServiceInfo } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageDashboardKeys } from '@/lib/query-keys';

export const useServiceInfo = () =>
  useQuery({
    queryKey: manageDashboardKeys.service,
    queryFn: () => api.get<ServiceInfo>('/admin/config/get-service-info', undefined, { silent: true }),
    refetchInterval: TIMING.adminListRefreshMs,
  });

export const useJudgeServiceInfo = () =>
  useQuery({
    queryKey: manageDashboardKeys.judgeServers,
    queryFn: () => api.get<JudgeServiceInfo>('/admin/config/get-judge-service-info', undefined, { silent: true }),
    refetchInterval: TIMING.adminListRefreshMs,
  });
