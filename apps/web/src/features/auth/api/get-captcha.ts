// Auth API: GET /api/captcha — a single-use image captcha and the key to send back with its answer.
import { useQuery } from '@tanstack/react-query';
import type { Captcha } from '@verdict/shared';
import { authKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getCaptcha = (): Promise<Captcha> => api.get<Captcha>('/captcha', undefined, { anonymous: true, silent: true });

/** Never cached: every answer spends the captcha, so each use needs a fresh one. */
export const useCaptcha = () => useQuery({ queryKey: authKeys.captcha, queryFn: getCaptcha, staleTime: 0, gcTime: 0, retry: false });
