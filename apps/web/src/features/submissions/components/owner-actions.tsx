// The author's actions: share the code (when the problem allows it), download the first wrong case (daily quota),
// and resubmit a submission that failed to submit or hit a system error.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, Space, Switch, Tooltip } from 'antd';
import { DownloadOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type SubmissionDetail } from '@verdict/shared';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/notify';
import { downloadWrongCase } from '../api/download-wrong-case';
import { updateSubmissionShare } from '../api/update-submission';
import { useResubmit } from '@/hooks/use-resubmit';
import { hasWrongCase } from '@/lib/judge-status';

interface OwnerActionsProps {
  detail: SubmissionDetail;
  isOwner: boolean;
  isAdmin: boolean;
  onChanged: () => void;
}

const RESUBMITTABLE: number[] = [JudgeStatus.SubmittedFailed, JudgeStatus.SystemError];

export function OwnerActions({ detail, isOwner, isAdmin, onChanged }: OwnerActionsProps) {
  const { t } = useTranslation();
  const { submission, codeShare } = detail;
  const [busy, setBusy] = useState<'share' | 'download' | 'resubmit' | null>(null);
  const resubmit = useResubmit();
  const outsideContest = submission.cid === 0;

  const act = async (kind: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The API client showed the server's message (e.g. the download quota).
    } finally {
      setBusy(null);
    }
  };

  const share = (next: boolean) =>
    act('share', async () => {
      await updateSubmissionShare(submission.submitId, next);
      notify.success(t(next ? 'submissions:detail.shared' : 'submissions:detail.unshared'));
      onChanged();
    });

  const download = () =>
    act('download', async () => {
      const { blob, fileName } = await downloadWrongCase(submission.submitId);
      saveBlob(blob, fileName);
    });

  const retry = () =>
    act('resubmit', async () => {
      await resubmit(submission.submitId);
      onChanged();
    });

  const canShare = isOwner && codeShare && outsideContest && submission.code !== undefined;
  const canDownload = (isOwner || isAdmin) && hasWrongCase(submission.status) && (outsideContest || isAdmin);
  const canResubmit = isOwner && outsideContest && RESUBMITTABLE.includes(submission.status);
  if (!canShare && !canDownload && !canResubmit) return null;

  return (
    <Space wrap data-testid="owner-actions">
      {canShare && (
        <Tooltip title={t('submissions:detail.shareHint')}>
          <Space size={6}>
            <Switch
              checked={submission.share}
              loading={busy === 'share'}
              onChange={(next) => void share(next)}
              data-testid="share-switch"
            />
            {t('submissions:detail.share')}
          </Space>
        </Tooltip>
      )}
      {canDownload && (
        <Button icon={<DownloadOutlined />} loading={busy === 'download'} onClick={() => void download()} data-testid="download-wrong-case">
          {t('submissions:detail.downloadWrongCase')}
        </Button>
      )}
      {canResubmit && (
        <Button icon={<RedoOutlined />} loading={busy === 'resubmit'} onClick={() => void retry()} data-testid="resubmit">
          {t('submissions:detail.resubmit')}
        </Button>
      )}
    </Space>
  );
}
