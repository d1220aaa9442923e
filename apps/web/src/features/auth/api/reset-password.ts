// Auth API: POST /api/reset-password — sets a new password with the username and code of the mailed link.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest): Promise<null> => api.post<null>('/reset-password', body, { anonymous: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
