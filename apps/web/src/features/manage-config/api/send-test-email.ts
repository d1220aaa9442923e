// System config API: POST /api/admin/config/test-email — mails a test message with the saved SMTP settings.
import { useMutation } from '@tanstack/react-query';
import type { TestEmailRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

/** Silent: the card shows the outcome (and the SMTP server's refusal) itself. */
export const sendTestEmail = (body: TestEmailRequest): Promise<null> => api.post<null>('/admin/config/test-email', body, { silent: true });

export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
