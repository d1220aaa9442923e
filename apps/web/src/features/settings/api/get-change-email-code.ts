// Settings API: GET /api/get-change-email-code?email= — mails a 6-digit code to the new address.
import type { CodeSent } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getChangeEmailCode = (email: string): Promise<CodeSent> => api.get<CodeSent>('/get-change-email-code', { email });
