// Business errors: a typed error with an HTTP status and a message key, answered in the envelope.
import type { MessageKey } from '../../i18n/messages.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly msgKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(msgKey);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>, data?: unknown) =>
  new AppError(400, key, params, data);
export const unauthorized = (key: MessageKey = 'Please_login_first') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'No_permission') => new AppError(403, key);
export const notFound = (key: MessageKey = 'Not_found') => new AppError(404, key);
export const tooManyRequests = () => new AppError(429, 'Speed_too_fast');
