// Toasts: a bridge to antd's context-aware message API so non-React code (API client, guards) can show toasts.
import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { TIMING } from '@verdict/shared';

let instance: MessageInstance | null = null;

/** Called once by the app provider with the instance from message.useMessage(). */
export const bindMessageApi = (api: MessageInstance | null): void => {
  instance = api;
};

const api = (): MessageInstance => instance ?? staticMessage;
const seconds = TIMING.toastMs / 1000;

/** Identical messages raised together (several failing calls) collapse into one toast. */
const keyed = (text: string, duration = seconds) => ({ content: text, key: text, duration });

/** `duration` in seconds, for the few toasts the spec keeps longer (e.g. 10 s after a password reset). */
export const notify = {
  error: (text: string, duration?: number) => void api().open({ ...keyed(text, duration), type: 'error' }),
  success: (text: string, duration?: number) => void api().open({ ...keyed(text, duration), type: 'success' }),
  warning: (text: string, duration?: number) => void api().open({ ...keyed(text, duration), type: 'warning' }),
  info: (text: string, duration?: number) => void api().open({ ...keyed(text, duration), type: 'info' }),
};
