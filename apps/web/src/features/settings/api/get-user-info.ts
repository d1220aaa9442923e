// Settings API: GET /api/get-user-info — the signed-in user's current profile, kept in the session store.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@verdict/shared';
import { settingsKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { setUser } from '@/lib/session';

export const getUserInfo = (): Promise<UserInfo> => api.get<UserInfo>('/get-user-info', undefined, { silent: true });

/** Refreshes the stored user when the settings centre opens (another tab or device may have changed it). */
export const useFreshUserInfo = () => {
  const query = useQuery({ queryKey: settingsKeys.userInfo, queryFn: getUserInfo, staleTime: 0 });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data]);
  return query;
};
