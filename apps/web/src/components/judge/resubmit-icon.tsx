// Resubmit icon next to a Submitted Failed status (spec 000 §4): spins while the caller's resubmit is on its way.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function ResubmitIcon({ onResubmit, testId = 'resubmit-icon' }: { onResubmit: () => Promise<unknown>; testId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await onResubmit();
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('submissions:detail.resubmit')}>
      <Button
        type="text"
        size="small"
        icon={<RedoOutlined />}
        loading={busy}
        onClick={() => void click()}
        aria-label={t('submissions:detail.resubmit')}
        data-testid={testId}
      />
    </Tooltip>
  );
}
