// Auth API: POST /api/register — creates the account (the user logs in separately).
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const register = (body: RegisterRequest): Promise<null> => api.post<null>('/register', body, { anonymous: true });

export const useRegister = () => useMutation({ mutationFn: register });
