// Dashboard API (admin roles): GET /api/admin/dashboard/get-dashboard-info — users, today's submissions and the
// contests starting within 14 days; GET /api/admin/dashboard/get-sessions — the caller's previous login. Both
// refresh every 10 s while shown, silently (the cards show a failure themselves).
import { useQuery } from '@tanstack/react-query';
import { TIMING, type DashboardInfo, type PreviousLogin } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageDashboardKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

export const useDashboardInfo = () =>
  useQuery({
    queryKey: manageDashboardKeys.info,
    queryFn: () => api.get<DashboardInfo>('/admin/dashboard/get-dashboard-info', undefined, { silent: true }),
    refetchInterval: TIMING.adminListRefreshMs,
  });

export const usePreviousLogin = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: manageDashboardKeys.previousLogin(user?.uid ?? null),
    queryFn: () => api.get<PreviousLogin | null>('/admin/dashboard/get-sessions', undefined, { silent: true }),
  });
};
