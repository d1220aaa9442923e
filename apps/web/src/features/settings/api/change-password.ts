// Settings API: POST /api/change-password — the current password and the new one.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest): Promise<null> => api.post<null>('/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
