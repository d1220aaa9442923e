// Auth API: POST /api/check-slide-captcha — checks the piece offset and returns a one-use slide token.
import { useMutation } from '@tanstack/react-query';
import type { SlideVerifyRequest, SlideVerifyResult } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const checkSlideCaptcha = (body: SlideVerifyRequest): Promise<SlideVerifyResult> =>
  api.post<SlideVerifyResult>('/check-slide-captcha', body, { anonymous: true });

export const useCheckSlideCaptcha = () => useMutation({ mutationFn: checkSlideCaptcha });
