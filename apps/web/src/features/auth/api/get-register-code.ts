// Auth API: GET /api/get-register-code?email= — mails a 6-digit registration code to the address.
import type { CodeSent } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getRegisterCode = (email: string): Promise<CodeSent> =>
  api.get<CodeSent>('/get-register-code', { email }, { anonymous: true });
