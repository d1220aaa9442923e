// Settings API: POST /api/change-email — password, new address and its code; answers the updated user info.
import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequest, UserInfo } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { setUser } from '@/lib/session';

export const changeEmail = (body: ChangeEmailRequest): Promise<UserInfo> => api.post<UserInfo>('/change-email', body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail, onSuccess: setUser });
