// Super admin actions on a submission: rejudge, cancel and manual judge, each closed where spec 000 §4 says so.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { EditOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { cancelJudge, rejudge } from '@/lib/api/judge-actions';
import { mayCancel, mayJudgeByHand } from '@/lib/judge-status';
import { ManualJudgeDialog } from './manual-judge-dialog';

export function AdminActions({ submission, onChanged }: { submission: Submission; onChanged: () => void }) {
  const { t } = useTranslation();
  const [manualOpen, setManualOpen] = useState(false);
  const [busy, setBusy] = useState<'rejudge' | 'cancel' | null>(null);

  const run = async (action: 'rejudge' | 'cancel') => {
    setBusy(action);
    try {
      await (action === 'rejudge' ? rejudge : cancelJudge)(submission.submitId);
      notify.success(t(action === 'rejudge' ? 'submissions:rejudgeStarted' : 'submissions:detail.cancelled'));
      onChanged();
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space wrap data-testid="admin-actions">
      <Button icon={<RedoOutlined />} loading={busy === 'rejudge'} onClick={() => void run('rejudge')} data-testid="detail-rejudge">
        {t('submissions:rejudge')}
      </Button>
      <Popconfirm
        title={t('submissions:detail.confirmCancel')}
        onConfirm={() => void run('cancel')}
        disabled={!mayCancel(submission.status)}
      >
        <Button
          icon={<StopOutlined />}
          danger
          loading={busy === 'cancel'}
          disabled={!mayCancel(submission.status)}
          data-testid="detail-cancel"
        >
          {t('submissions:detail.cancel')}
        </Button>
      </Popconfirm>
      <Button
        icon={<EditOutlined />}
        disabled={!mayJudgeByHand(submission.status)}
        onClick={() => setManualOpen(true)}
        data-testid="detail-manual"
      >
        {t('submissions:detail.manualJudge')}
      </Button>
      <ManualJudgeDialog
        submission={submission}
        open={manualOpen}
        onClose={() => setManualOpen(false)}
        onJudged={() => {
          notify.success(t('submissions:detail.manualJudged'));
          onChanged();
        }}
      />
    </Space>
  );
}
