// Contest admin API: GET /api/admin/contest?cid= — one contest with its password and visibility, for the form.
import { useQuery } from '@tanstack/react-query';
import type { AdminContest } from '@verdict/shared';
import { manageContestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getAdminContest = (cid: number): Promise<AdminContest> => api.get<AdminContest>('/admin/contest', { cid }, { silent: true });

export const useAdminContest = (cid: number) =>
  useQuery({ queryKey: manageContestKeys.contest(cid), queryFn: () => getAdminContest(cid), retry: false });
