// Groups API: GET /api/group/get-verify-email-code?email= — mails a 6-digit code to the caller's own address.
import type { CodeSent } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getVerifyEmailCode = (email: string): Promise<CodeSent> => api.get<CodeSent>('/group/get-verify-email-code', { email });
