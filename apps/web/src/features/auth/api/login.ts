// Auth API: POST /api/login — the token comes in the Authorization response header, the user info in data.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, UserInfo } from '@verdict/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import { HEADERS } from '@/config/api';
import { translate } from '@/lib/i18n';
import { startSession } from '@/lib/session';

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** Shared by the site login and the back-office login: both answer the same way. */
export const loginWith = async (path: string, body: LoginRequest): Promise<LoginResult> => {
  const { data, headers } = await apiRequest<UserInfo>(path, { method: 'POST', body, anonymous: true, silent: true });
  const token = headers.get(HEADERS.authorization);
  if (!token) throw new ApiError(translate('messages:Server_error'), 'http', 500);
  return { token, user: data };
};

export const login = (body: LoginRequest): Promise<LoginResult> => loginWith('/login', body);

/** After five failed logins the server answers 400 with data.needSlideVerify. */
export const needsSlideVerify = (error: unknown): boolean =>
  error instanceof ApiError &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as { needSlideVerify?: unknown }).needSlideVerify === true;

export const useLoginMutation = (request: (body: LoginRequest) => Promise<LoginResult>) =>
  useMutation({
    mutationFn: request,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
