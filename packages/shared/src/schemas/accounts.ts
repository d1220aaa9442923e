// Accounts schemas: login, admin login and the slide verification challenge.
import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';

export const usernameSchema = z
  .string({ error: 'Username_Required' })
  .trim()
  .min(1, { error: 'Username_Required' })
  .max(LIMITS.usernameMax, { error: 'Username_Max' });

export const passwordSchema = z
  .string({ error: 'Password_Required' })
  .min(1, { error: 'Password_Required' })
  .min(LIMITS.passwordMin, { error: 'Password_Length' })
  .max(LIMITS.passwordMax, { error: 'Password_Length' });

export const LoginSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  /** Id of a passed slide challenge; required from the fifth failed login. */
  slideToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof LoginSchema>;

export const SlideVerifySchema = z.object({
  captchaId: z.string().min(1).max(100),
  x: z.number().finite(),
});
export type SlideVerifyRequest = z.infer<typeof SlideVerifySchema>;

export const UserSessionsQuerySchema = z.object({ uid: z.uuid({ error: 'Not_found' }) });
export const EndSessionQuerySchema = z.object({ id: z.uuid({ error: 'Not_found' }) });
