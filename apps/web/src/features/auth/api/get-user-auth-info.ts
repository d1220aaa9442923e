// Auth API: GET /api/get-user-auth-info — the current user's roles and permissions.
import { queryOptions } from '@tanstack/react-query';
import type { AuthInfo } from '@verdict/shared';
import { authKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getUserAuthInfo = (): Promise<AuthInfo> => api.get<AuthInfo>('/get-user-auth-info', undefined, { silent: true });

export const userAuthInfoQueryOptions = () => queryOptions({ queryKey: authKeys.userAuthInfo, queryFn: getUserAuthInfo });
