// Toasts, for React and non-React code alike (API client, guards): antd's message through the dialogs host
// (lib/app-dialogs.ts), whose chunk comes with the first toast or dialog, so the shell carries no message code.
import { TIMING } from '@verdict/shared';
import { withDialogs } from './app-dialogs';

const seconds = TIMING.toastMs / 1000;
type ToastType = 'error' | 'success' | 'warning' | 'info';

/** Identical messages raised together (several failing calls) collapse into one toast. */
const toast =
  (type: ToastType) =>
  (text: string, duration = seconds) =>
    withDialogs(({ message }) => void message.open({ content: text, key: text, duration, type }));

/** `duration` in seconds, for the few toasts the spec keeps longer (e.g. 10 s after a password reset). */
export const notify = {
  error: toast('error'),
  success: toast('success'),
  warning: toast('warning'),
  info: toast('info'),
};
