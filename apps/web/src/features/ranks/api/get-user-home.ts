// Ranks API: GET /api/get-user-home-info and /api/get-user-calendar-heatmap — a user's home, by uid, else
// username, else the signed-in user.
import { useQuery } from '@tanstack/react-query';
import type { CalendarHeatmap, UserHomeInfo } from '@verdict/shared';
import { rankKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface UserHomeWho {
  uid?: string;
  username?: string;
  /** Who asks when neither is given (the answer is theirs). */
  self?: string | null;
}

const params = ({ uid, username }: UserHomeWho) => ({ uid: uid || undefined, username: username || undefined });

export const useUserHomeInfo = (who: UserHomeWho, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: rankKeys.userHome(who),
    queryFn: () => api.get<UserHomeInfo>('/get-user-home-info', params(who), { silent: true }),
  });

export const useUserHeatmap = (who: UserHomeWho) =>
  useQuery({
    queryKey: rankKeys.heatmap(who),
    queryFn: () => api.get<CalendarHeatmap>('/get-user-calendar-heatmap', params(who), { silent: true }),
  });
