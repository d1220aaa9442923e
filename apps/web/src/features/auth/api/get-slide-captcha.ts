// Auth API: GET /api/get-slide-captcha — a fresh slide-to-verify puzzle (325x100 background and piece).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlideChallenge } from '@verdict/shared';
import { authKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getSlideCaptcha = (): Promise<SlideChallenge> => api.get<SlideChallenge>('/get-slide-captcha', undefined, { anonymous: true });

export const slideCaptchaQueryOptions = () =>
  queryOptions({ queryKey: authKeys.slideCaptcha, queryFn: getSlideCaptcha, staleTime: 0, gcTime: 0, retry: false });

export const useSlideCaptcha = () => useQuery(slideCaptchaQueryOptions());
