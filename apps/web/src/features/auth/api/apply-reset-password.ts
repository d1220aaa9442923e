// Auth API: POST /api/apply-reset-password — mails a reset link to the account's address (e-mail and captcha).
import { useMutation } from '@tanstack/react-query';
import type { ApplyResetPasswordRequest, CodeSent } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const applyResetPassword = (body: ApplyResetPasswordRequest): Promise<CodeSent> =>
  api.post<CodeSent>('/apply-reset-password', body, { anonymous: true });

export const useApplyResetPassword = () => useMutation({ mutationFn: applyResetPassword });
