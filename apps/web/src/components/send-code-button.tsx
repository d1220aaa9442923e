// Send button for e-mailed codes and links: counts down before the next request and is disabled meanwhile.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '@verdict/shared';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from '@/hooks/use-countdown';

interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'disabled'> {
  /** Validates and sends; a rejection (bad field, refused call) starts no countdown unless the server names a wait. */
  send: () => Promise<CodeSent>;
  label: string;
}

/** `429 Code_resend_too_soon` carries the seconds still to wait. */
const serverWait = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.data as { seconds?: unknown } | null)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
};

export function SendCodeButton({ send, label, ...buttonProps }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    setSending(true);
    try {
      const { resendSeconds } = await send();
      countdown.start(resendSeconds);
    } catch (error) {
      const wait = serverWait(error);
      if (wait) countdown.start(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button {...buttonProps} onClick={() => void onClick()} loading={sending} disabled={countdown.left > 0}>
      {countdown.left > 0 ? t('auth:resendIn', { seconds: countdown.left }) : label}
    </Button>
  );
}
