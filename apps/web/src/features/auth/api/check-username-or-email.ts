// Auth API: POST /api/check-username-or-email — whether a username or an e-mail address is already taken.
import type { CheckUsernameOrEmailRequest, UsernameOrEmailExists } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const checkUsernameOrEmail = (body: CheckUsernameOrEmailRequest): Promise<UsernameOrEmailExists> =>
  api.post<UsernameOrEmailExists>('/check-username-or-email', body, { anonymous: true, silent: true });
